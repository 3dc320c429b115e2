import { billedPlan, cartShippingCents, cartSummary, formatCents, type Buyer, type CartLine } from '@filmlab/domain';
import { usePriceList } from '../../../lib/use-price-list';
import styles from './cart.module.css';

/**
 * The cart footer (spec 2.12): the subtotal, then the shop's shipping (the price list's, for the
 * buyer), the member saving and the total. An estimate: checkout adds tax and credit and shows the
 * server's own totals.
 */
export function CartTotals({ lines, buyer }: { lines: readonly CartLine[]; buyer: Buyer }) {
  const shippingCents = cartShippingCents(billedPlan(buyer.planId, buyer.active), usePriceList());
  const { subtotal, memberSaving, shipping, total } = cartSummary(lines, shippingCents);
  return (
    <dl className={styles.totals}>
      <div>
        <dt>Subtotal</dt>
        <dd>{formatCents(subtotal)}</dd>
      </div>
      <div>
        <dt>Shipping</dt>
        <dd>{formatCents(shipping)}</dd>
      </div>
      {memberSaving > 0 && (
        <div className={styles.saving}>
          <dt>Member saving</dt>
          <dd>{formatCents(memberSaving)}</dd>
        </div>
      )}
      <div className={styles.total}>
        <dt>Total</dt>
        <dd>{formatCents(total)}</dd>
      </div>
    </dl>
  );
}
