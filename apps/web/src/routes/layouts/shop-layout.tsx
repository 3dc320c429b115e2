import { SCROLL_TO_TOP_DELAY_MS } from '@filmlab/domain';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CartButton } from '../../features/cart/components/cart-button';
import { ShopHeader } from '../../features/header/components/shop-header';
import { MarketingFooter } from '../../features/marketing/footer/marketing-footer';
import { useLogout } from '../../features/session/use-logout';
import { useSession } from '../../features/session/use-session';
import { useActiveCollections } from '../../features/shop/api/get-collections';
import { buyerOf } from '../../lib/buyer';
import styles from './layout.module.css';

/** Shop, collections, products, checkout and shared scans: the shop header (spec 2.5) and the cart. */
export function ShopLayout() {
  const { isLoggedIn, user } = useSession();
  const logout = useLogout();
  const { pathname } = useLocation();
  const collections = useActiveCollections();

  // Spec 2.5: scroll to top a moment after a path change, once the page transition has run.
  useEffect(() => {
    const timer = setTimeout(() => window.scrollTo({ top: 0 }), SCROLL_TO_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  return (
    <div className={styles.shell}>
      <ShopHeader
        isLoggedIn={isLoggedIn}
        user={user}
        onLogout={logout}
        collections={collections.data ?? []}
        cart={<CartButton userId={user?.id ?? null} buyer={buyerOf(user)} />}
      />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <MarketingFooter />
    </div>
  );
}
