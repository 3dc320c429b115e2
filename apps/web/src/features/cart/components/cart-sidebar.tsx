import { sidebarCartLines, type Buyer } from '@filmlab/domain';
import { Link } from 'react-router';
import { useCartState } from '../../../lib/cart-store';
import { SITE } from '../../../lib/site';
import { LinkButton } from '../../../ui/link-button';
import { useCartProducts } from '../api/get-cart-products';
import styles from './cart.module.css';
import { CartLines } from './cart-lines';
import { CartTotals } from './cart-totals';

/** The sidebar cart (spec 2.12): 324 px, the shop's PRODUCT and PRINT lines only. */
export function CartSidebar({ buyer }: { buyer: Buyer }) {
  const cart = useCartState((state) => state.cart);
  const lines = sidebarCartLines(cart);
  const products = useCartProducts(lines.map((line) => line.productId));
  return (
    <aside className={styles.sidebar} aria-labelledby="cart-sidebar-title">
      <h2 id="cart-sidebar-title" className={styles.sidebarTitle}>
        {`${SITE.name} Cart`}
      </h2>
      {lines.length === 0 ? (
        <p className={styles.sidebarEmpty}>
          Your cart is empty! <Link to="/products/all">Browse every product</Link>
        </p>
      ) : (
        <>
          <CartLines lines={lines} products={products.data ?? []} />
          <CartTotals lines={lines} buyer={buyer} />
          <LinkButton to="/checkout" variant="primary" block>
            Proceed To Purchase
          </LinkButton>
        </>
      )}
    </aside>
  );
}
