import type { ProductSummary } from '@filmlab/api';
import { CART_PANEL_WIDTH_PX, cartItemCount, type Buyer } from '@filmlab/domain';
import { useCartState } from '../../../lib/cart-store';
import { Drawer } from '../../../ui/drawer';
import { LinkButton } from '../../../ui/link-button';
import styles from './cart.module.css';
import { CartLines } from './cart-lines';
import { CartTotals } from './cart-totals';

/** 360 px wide, 900 px tall but never taller than the viewport minus 40 px (spec 2.12). */
const PANEL_HEIGHT = 'min(var(--cart-panel-height), calc(100dvh - var(--cart-panel-viewport-margin)))';

/** The sliding cart panel: outside click, Escape and Close shut it; focus moves in and back out. */
export function CartPanel({
  open,
  onClose,
  products,
  buyer,
}: {
  open: boolean;
  onClose: () => void;
  products: readonly ProductSummary[];
  /** Who is buying: the shop's shipping is the price list's for their plan. */
  buyer: Buyer;
}) {
  const cart = useCartState((state) => state.cart);
  const count = cartItemCount(cart);
  const empty = cart.lines.length === 0;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={empty ? 'Your Cart' : `Your Cart (${count})`}
      width={CART_PANEL_WIDTH_PX}
      height={PANEL_HEIGHT}
      footer={
        empty ? undefined : (
          <div className={styles.panelFooter}>
            <CartTotals lines={cart.lines} buyer={buyer} />
            <LinkButton to="/checkout" variant="primary" size="lg" block onClick={onClose}>
              Check Out
            </LinkButton>
          </div>
        )
      }
    >
      {empty ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>Your Cart is Empty :(</p>
          <p>Film, books and prints from the shop will show up here.</p>
          <LinkButton to="/collections" variant="ink" onClick={onClose}>
            Browse The Shop
          </LinkButton>
        </div>
      ) : (
        <CartLines lines={cart.lines} products={products} onNavigate={onClose} />
      )}
    </Drawer>
  );
}
