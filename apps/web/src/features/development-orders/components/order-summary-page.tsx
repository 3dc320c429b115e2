import type { DevelopmentOrder } from '@filmlab/api';
import { creditLineLabel, formatCents, orderNumber, returnRequestProblem, rushProblem } from '@filmlab/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLabDay } from '../api/order-status';
import { PageLoader } from '../../../ui/spinner';
import { NumericCell, NumericHeader, Table } from '../../../ui/table';
import { useOrderSummary } from '../api/orders';
import styles from './orders.module.css';
import { SCAN_QUALITY_LABELS } from './roll-editor';
import { ShipmentItem } from './shipment-item';
import { RollLabelLinks } from './roll-label-links';
import { StaffActions } from './staff-actions';
import { AdjustOrder } from './adjust-order';
import { BalanceDue } from './balance-due';

const STAGES: Readonly<Record<string, string>> = {
  CREATED: 'Waiting for your film',
  RECEIVED: 'Received',
  DEVELOPED: 'Developed',
  SCANNED: 'Scanned',
  SYNCED: 'Ready to view',
};

function Lines({ order }: { order: DevelopmentOrder['order'] }) {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <NumericHeader scope="col">Qty</NumericHeader>
          <NumericHeader scope="col">Amount</NumericHeader>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.id}>
            <td>{line.notes ?? line.productName}</td>
            <NumericCell>{line.quantity}</NumericCell>
            <NumericCell>
              {line.unitAmount === 0 && line.notes?.endsWith('(credit)') ? 'Credit' : formatCents(line.amount)}
            </NumericCell>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            Subtotal
          </th>
          <NumericCell>{formatCents(order.subtotal)}</NumericCell>
        </tr>
        <tr>
          <th scope="row" colSpan={2}>
            Tax{order.taxRate !== null ? ` (${order.taxRate}%)` : ''}
          </th>
          <NumericCell>{formatCents(order.tax)}</NumericCell>
        </tr>
        {order.appliedCredit > 0 && (
          <tr>
            <th scope="row" colSpan={2}>
              {creditLineLabel(order.status)}
            </th>
            <NumericCell>−{formatCents(order.appliedCredit)}</NumericCell>
          </tr>
        )}
        <tr>
          <th scope="row" colSpan={2}>
            Total
          </th>
          <NumericCell>{formatCents(order.total)}</NumericCell>
        </tr>
      </tfoot>
    </Table>
  );
}

/**
 * /users/{id}/orders/{orderId}/summary: lines, rolls with their stage, shipments with tracking,
 * credits, tax and total. `pay` is the payment step the route gives an unpaid order.
 */
export function OrderSummaryPage({
  userId,
  orderId,
  pay,
  staff = false,
}: {
  userId: number;
  orderId: number;
  /** `due`: the total, or what is left of it once an adjusted order was paid in part. */
  pay?: (order: DevelopmentOrder['order'], due: number) => ReactNode;
  /** Staff see the lab's actions. */
  staff?: boolean;
}) {
  const summary = useOrderSummary(userId, orderId);
  if (summary.isPending) return <PageLoader />;
  if (summary.isError) return <p className={styles.page}>This order could not be found.</p>;
  const { order, rolls, credits } = summary.data;
  const paid = summary.data.paid ?? null;
  const creditCount = credits.used.devScan + credits.used.scan4K + credits.used.rush + credits.used.proScan;
  return (
    <section className={styles.page} aria-labelledby="summary-title">
      <header className={styles.pageHeader}>
        <p className={styles.eyebrow}>Order Summary</p>
        <h1 id="summary-title" className={styles.title}>
          Order #{orderNumber(order.id)}
        </h1>
        <p>
          Status: <strong>{order.status}</strong> · placed {new Date(order.createdAt).toLocaleDateString()}
        </p>
        {summary.data.eta && (
          <p>
            Estimated ready: <strong>{formatLabDay(summary.data.eta.readyOn)}</strong>
          </p>
        )}
        {order.status === 'OPEN' && rolls.some((roll) => rushProblem(roll) === null) && (
          <p>
            <Link to="../add-rush" relative="path">
              Add rush to rolls
            </Link>
          </p>
        )}
        {returnRequestProblem(
          order.status,
          rolls.map((roll) => roll.status),
        ) === null && (
          <p>
            <Link to="../return-negatives-form" relative="path">
              {order.shipments.some((s) => s.toCustomer) ? 'Change where your negatives go' : 'Get your negatives back'}
            </Link>
          </p>
        )}
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          <h2 className={styles.sectionTitle}>Rolls</h2>
          <Table>
            <thead>
              <tr>
                <th scope="col">Roll</th>
                <th scope="col">Film</th>
                <th scope="col">Process</th>
                <th scope="col">Scans</th>
                <th scope="col">Stage</th>
                {staff && <th scope="col">Roll label</th>}
              </tr>
            </thead>
            <tbody>
              {rolls.map((roll, index) => (
                <tr key={roll.id}>
                  <td>{index + 1}</td>
                  <td>
                    {[roll.brand, roll.model].filter(Boolean).join(' ')} · {roll.format}
                  </td>
                  <td>
                    {roll.process}
                    {roll.pushPull !== 0 ? ` (${roll.pushPull > 0 ? '+' : ''}${roll.pushPull})` : ''}
                    {roll.rush ? ' · Rush' : ''}
                  </td>
                  <td>{SCAN_QUALITY_LABELS[roll.scanQuality]}</td>
                  <td>
                    {STAGES[roll.status] ?? roll.status}
                    {roll.estimatedReadyOn ? ` · ready by ${formatLabDay(roll.estimatedReadyOn)}` : ''}
                  </td>
                  {staff && (
                    <td>
                      <RollLabelLinks rollId={roll.id} received={roll.status !== 'CREATED'} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
          <h2 className={styles.sectionTitle}>Shipping</h2>
          <ul className={styles.lines}>
            {order.shipments.map((shipment) => (
              <ShipmentItem key={shipment.id} shipment={shipment} userId={userId} orderId={order.id} />
            ))}
          </ul>
        </div>
        <aside className={styles.aside}>
          <h2 className={styles.sectionTitle}>Invoice</h2>
          {creditCount > 0 && (
            <p className={styles.muted}>
              {creditCount} service credit{creditCount === 1 ? '' : 's'}{' '}
              {order.status === 'OPEN' ? 'will be used' : 'used'} on this order.
            </p>
          )}
          <Lines order={order} />
          {paid !== null && paid !== order.total && <BalanceDue total={order.total} paid={paid} />}
          {staff && <StaffActions userId={userId} summary={summary.data} />}
          {staff && <AdjustOrder userId={userId} summary={summary.data} />}
          {(order.status === 'OPEN' || order.status === 'INVOICED') && pay?.(order, order.total - (paid ?? 0))}
        </aside>
      </div>
    </section>
  );
}
