import { CART_SHIPPING_CENTS, cartSummary, formatCents, type CartLine } from '@filmlab/domain';
import styles from './cart.module.css';

/**
 * The cart footer (spec 2.12): shipping as a fixed $9.99, the subtotal and the member saving.
 * An estimate: checkout shows the server's own totals.
 */
export function CartTotals({ lines }: { lines: readonly CartLine[] }) {
  const { subtotal, memberSaving } = cartSummary(lines);
  return (
    <dl className={styles.totals}>
      <div>
        <dt>Shipping</dt>
        <dd>{formatCents(CART_SHIPPING_CENTS)}</dd>
      </div>
      <div>
        <dt>Subtotal</dt>
        <dd>{formatCents(subtotal)}</dd>
      </div>
      {memberSaving > 0 && (
        <div className={styles.saving}>
          <dt>Member saving</dt>
          <dd>{formatCents(memberSaving)}</dd>
        </div>
      )}
    </dl>
  );
}
