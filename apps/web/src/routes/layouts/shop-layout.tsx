import { SCROLL_TO_TOP_DELAY_MS } from '@filmlab/domain';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ShopHeader } from '../../features/header/components/shop-header';
import { MarketingFooter } from '../../features/marketing/footer/marketing-footer';
import { useLogout } from '../../features/session/use-logout';
import { useSession } from '../../features/session/use-session';
import styles from './layout.module.css';

/** Shop, collections, products and shared scans: the shop header (spec 2.5). */
export function ShopLayout() {
  const { isLoggedIn, user } = useSession();
  const logout = useLogout();
  const { pathname } = useLocation();

  // Spec 2.5: scroll to top a moment after a path change, once the page transition has run.
  useEffect(() => {
    const timer = setTimeout(() => window.scrollTo({ top: 0 }), SCROLL_TO_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  return (
    <div className={styles.shell}>
      <ShopHeader isLoggedIn={isLoggedIn} user={user} onLogout={logout} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <MarketingFooter />
    </div>
  );
}
