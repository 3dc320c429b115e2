import { ROLL_STAGE_LABELS, type RollStage } from '@filmlab/domain';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { PageLoader } from '../../../ui/spinner';
import { Table } from '../../../ui/table';
import { formatLabDay, usePublicOrder } from '../api/order-status';
import styles from './orders.module.css';

const stageLabel = (stage: string) => ROLL_STAGE_LABELS[stage as RollStage] ?? stage;

/**
 * /orders/{orderId}?token=...: the status page the order's e-mails link to, without logging in.
 * Each roll's stage and when the scans should be ready; nothing about who sent it or what it cost.
 */
export function OrderStatusPage({ orderId, token }: { orderId: number; token: string | null }) {
  const status = usePublicOrder(orderId, token);
  useDocumentTitle(status.data ? `Order ${status.data.orderNumber}` : 'Order status');
  if (status.isPending) return <PageLoader />;
  if (status.isError || !status.data.tracked) {
    const refused = status.error instanceof ApiError && status.error.status === 403;
    return (
      <section className={styles.page} aria-labelledby="status-title">
        <h1 id="status-title" className={styles.title}>
          {status.data ? `Order #${status.data.orderNumber}` : 'We couldn’t show this order'}
        </h1>
        {status.isError && !refused && <Alert tone="danger">{status.error.message}</Alert>}
        <p>
          {refused
            ? 'This status link is not valid. Open the link in your e-mail again, or '
            : 'To see where your rolls are, open the link in your e-mail, or '}
          <Link to="/login">log in</Link> to see your orders.
        </p>
      </section>
    );
  }
  const { eta, rolls } = status.data;
  return (
    <section className={styles.page} aria-labelledby="status-title">
      <header className={styles.pageHeader}>
        <p className={styles.eyebrow}>Order status</p>
        <h1 id="status-title" className={styles.title}>
          Order #{status.data.orderNumber}
        </h1>
        <p>
          {eta ? (
            <>
              Estimated ready: <strong>{formatLabDay(eta.readyOn)}</strong> ({eta.businessDays} business day
              {eta.businessDays === 1 ? '' : 's'})
            </>
          ) : status.data.status === 'CANCELED' ? (
            'This order was canceled.'
          ) : (
            'Every roll is scanned. We’ll e-mail you when your scans are ready to view.'
          )}
        </p>
      </header>
      <Table>
        <caption className={styles.muted}>Your rolls, where they are, and when they should be ready</caption>
        <thead>
          <tr>
            <th scope="col">Roll</th>
            <th scope="col">Film</th>
            <th scope="col">Stage</th>
            <th scope="col">Ready by</th>
          </tr>
        </thead>
        <tbody>
          {rolls.map((roll, index) => (
            <tr key={roll.id}>
              <td>{index + 1}</td>
              <td>
                {[roll.brand, roll.model].filter(Boolean).join(' ')} · {roll.format} · {roll.process}
                {roll.rush ? ' · Rush' : ''}
              </td>
              <td>{stageLabel(roll.stage)}</td>
              <td>{roll.estimatedReadyOn ? formatLabDay(roll.estimatedReadyOn) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p className={styles.muted}>
        Dates are estimates from the lab’s queue today and move as the lab works. <Link to="/login">Log in</Link> for
        your invoice and scans.
      </p>
    </section>
  );
}
