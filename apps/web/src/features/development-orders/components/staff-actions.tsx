import type { DevelopmentOrder } from '@filmlab/api';
import { ApiError } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useStaffActions } from '../api/orders';
import styles from './orders.module.css';

/** The lab's side of the summary (admin only): receive, roll steps, and marking a pay-at-the-lab order paid (cash or the lab's card reader). */
export function StaffActions({ userId, summary }: { userId: number; summary: DevelopmentOrder }) {
  const act = useStaffActions(userId, summary.order.id);
  const waiting = summary.rolls.some((roll) => roll.status === 'CREATED');
  return (
    <section className={styles.section} aria-labelledby="lab-title">
      <h2 id="lab-title" className={styles.sectionTitle}>
        Lab
      </h2>
      <div className={styles.rollActions}>
        {waiting && <Button onClick={() => act.mutate('receive')}>Receive order</Button>}
        <Button onClick={() => act.mutate('DEVELOPED')}>Mark developed</Button>
        <Button onClick={() => act.mutate('SCANNED')}>Mark scanned</Button>
        <Button onClick={() => act.mutate('SYNCED')}>Mark synced</Button>
        {summary.order.paymentInProgress === 'in_lab' && (
          <>
            <Button variant="primary" onClick={() => act.mutate('paidCash')}>
              Paid in cash
            </Button>
            <Button variant="primary" onClick={() => act.mutate('paidCardReader')}>
              Paid by card reader
            </Button>
          </>
        )}
      </div>
      {act.error && (
        <Alert tone="danger">{act.error instanceof ApiError ? act.error.message : 'That did not work.'}</Alert>
      )}
    </section>
  );
}
