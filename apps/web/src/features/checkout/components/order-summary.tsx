import type { Order } from '@filmlab/api';
import { creditLineLabel, formatCents, formatTaxRate } from '@filmlab/domain';
import styles from './checkout.module.css';

/**
 * The order as the server priced it: lines, subtotal, discount, shipping, tax and credit, then the
 * total. Nothing here is computed in the browser; `calculating` shows 'Calculating...' on the tax
 * line while an address change is being priced (spec 2.10).
 */
export function OrderSummary({ order, calculating }: { order: Order; calculating: boolean }) {
  return (
    <section className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.sectionTitle}>
        Order {order.orderNumber}
      </h2>
      <ul className={styles.summaryLines}>
        {order.lines.map((line) => (
          <li key={line.id}>
            <span>
              {line.productName}
              {line.variantName && <span className={styles.muted}> · {line.variantName}</span>}
              <span className={styles.muted}> × {line.quantity}</span>
            </span>
            <span className={styles.money}>{formatCents(line.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatCents(order.subtotal)}</dd>
        </div>
        {order.appliedDiscount > 0 && (
          <div>
            <dt>Discount{order.promo ? ` (${order.promo.code})` : ''}</dt>
            <dd>−{formatCents(order.appliedDiscount)}</dd>
          </div>
        )}
        <div>
          <dt>Shipping</dt>
          <dd>{formatCents(order.shipping)}</dd>
        </div>
        <div data-testid="tax-line">
          <dt>
            Tax
            {!calculating && order.taxRate !== null && (
              <span className={styles.muted}> {formatTaxRate(order.taxRate)}</span>
            )}
          </dt>
          <dd aria-live="polite">
            {calculating ? 'Calculating...' : order.taxRate === null ? 'With your address' : formatCents(order.tax)}
          </dd>
        </div>
        {(order.applyCredit || order.appliedCredit > 0) && (
          <div>
            <dt>{creditLineLabel(order.status)}</dt>
            <dd>−{formatCents(order.appliedCredit)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>Total</dt>
          <dd data-testid="order-total">{formatCents(order.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
