import type { DevelopmentOrder } from '@filmlab/api';
import { orderNumber } from '@filmlab/domain';
import { ApiError } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ExternalLinkButton } from '../../../ui/link-button';
import { useStaffActions } from '../api/orders';
import styles from './orders.module.css';
import { labelUrlOf } from './shipment-item';

/** The lab's side of the summary (admin only): receive, roll steps, and marking a pay-at-the-lab order paid (cash or the lab's card reader). */
export function StaffActions({ userId, summary }: { userId: number; summary: DevelopmentOrder }) {
  const act = useStaffActions(userId, summary.order.id);
  const waiting = summary.rolls.some((roll) => roll.status === 'CREATED');
  const returned = summary.rolls.every((roll) => roll.status === 'NEGATIVES_RETURNED');
  const back = summary.order.shipments.find((shipment) => shipment.toCustomer);
  const returnLabel = back ? labelUrlOf(back) : null;
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
        {!returned && (
          // With a return asked for, this buys its label first; the e-mail carries the tracking number.
          <Button onClick={() => act.mutate('NEGATIVES_RETURNED')} loading={act.isPending}>
            Negatives returned
          </Button>
        )}
        {returnLabel && (
          <ExternalLinkButton href={returnLabel} download={`return-label-order-${orderNumber(summary.order.id)}.png`}>
            Print return label
          </ExternalLinkButton>
        )}
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
