import { formatCents } from '@filmlab/domain';
import styles from './orders.module.css';

/** An order adjusted after it was paid: what was paid already and what is due now (or owed back). */
export function BalanceDue({ total, paid }: { total: number; paid: number }) {
  const due = total - paid;
  return (
    <dl className={styles.muted} aria-label="Balance">
      <div>
        <dt>Paid already</dt>
        <dd>{formatCents(paid)}</dd>
      </div>
      <div>
        <dt>{due >= 0 ? 'Due now' : 'To be refunded by the lab'}</dt>
        <dd>{formatCents(Math.abs(due))}</dd>
      </div>
    </dl>
  );
}
