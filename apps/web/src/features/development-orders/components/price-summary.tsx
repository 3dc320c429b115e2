import { formatCents, type DevelopmentOrderPrice } from '@filmlab/domain';
import styles from './orders.module.css';

/** The draft's live price: every line, credits shown as such, and the subtotal before tax. */
export function PriceSummary({ price, problem }: { price: DevelopmentOrderPrice | null; problem: string | null }) {
  return (
    <section className={styles.price} aria-labelledby="price-title" aria-live="polite">
      <h2 id="price-title" className={styles.sectionTitle}>
        Price
      </h2>
      {problem && <p className={styles.muted}>{problem}</p>}
      {price && (
        <>
          <ul className={styles.lines}>
            {price.lines.map((line) => (
              <li key={`${line.sku}-${line.credit ?? ''}-${line.unitCents}`} className={styles.line}>
                <span>
                  {line.quantity} × {line.label}
                </span>
                <span>{line.credit ? 'Credit' : formatCents(line.unitCents * line.quantity)}</span>
              </li>
            ))}
          </ul>
          {price.creditValue > 0 && (
            <p className={styles.muted}>Your credits cover {formatCents(price.creditValue)} of this order.</p>
          )}
          <p className={styles.total}>
            <span>Subtotal</span>
            <strong>{formatCents(price.subtotal)}</strong>
          </p>
          <p className={styles.muted}>Tax is added from your address at checkout.</p>
        </>
      )}
    </section>
  );
}
