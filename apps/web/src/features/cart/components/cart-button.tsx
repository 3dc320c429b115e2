import { cartItemCount, type Buyer } from '@filmlab/domain';
import { setCartOpen, useCartState } from '../../../lib/cart-store';
import { CartIcon } from '../../../ui/icons';
import { useCartSync } from '../use-cart-sync';
import styles from './cart.module.css';
import { CartPanel } from './cart-panel';

/**
 * The cart toggle with its item count and the sliding panel it opens (spec 2.12). Headers show it;
 * it also keeps the cart adopted by the logged-in customer and within stock.
 */
export function CartButton({ userId, buyer }: { userId: number | null; buyer: Buyer }) {
  const count = useCartState((state) => cartItemCount(state.cart));
  const open = useCartState((state) => state.open);
  const products = useCartSync(userId, buyer);
  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        onClick={() => setCartOpen(true)}
        aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="cart-button"
      >
        <CartIcon />
        <span className={styles.count} aria-hidden="true" data-testid="cart-count">
          {count}
        </span>
      </button>
      <CartPanel open={open} onClose={() => setCartOpen(false)} products={products} buyer={buyer} />
    </>
  );
}
