import type { DevelopmentOrder } from '@filmlab/api';
import {
  creditLineLabel,
  formatCents,
  formatTaxRate,
  orderNumber,
  returnRequestProblem,
  rushProblem,
} from '@filmlab/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLabDay } from '../api/order-status';
import { PageLoader } from '../../../ui/spinner';
import { NumericCell, NumericHeader, Table } from '../../../ui/table';
import { useChangeOrderAddress, useLabLocations, useOrderSummary } from '../api/orders';
import styles from './orders.module.css';
import { OrderAddress } from './order-address';
import { RollsTable } from './rolls-table';
import { ShipmentItem } from './shipment-item';
import { StaffActions } from './staff-actions';
import { AdjustOrder } from './adjust-order';
import { BalanceDue } from './balance-due';

/** A label the customer's address is on: sent from it, or back to it. */
const shipsToOrFrom = (shipment: DevelopmentOrder['order']['shipments'][number]) =>
  shipment.toCustomer || shipment.method === 'PREPAID_LABEL';

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
            Tax{order.taxRate !== null ? ` (${formatTaxRate(order.taxRate)})` : ''}
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
  const changeAddress = useChangeOrderAddress(userId, orderId);
  const locations = useLabLocations();
  if (summary.isPending) return <PageLoader />;
  if (summary.isError) return <p className={styles.page}>This order could not be found.</p>;
  const { order, rolls, credits } = summary.data;
  const paid = summary.data.paid ?? null;
  const location = locations.data?.find((l) => l.id === order.locationId);
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
        {location && (
          <p>
            {staff ? 'Location' : 'Drop off at'}: <strong>{location.name}</strong>, {location.address1} (
            {location.hours})
          </p>
        )}
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
          {rolls.length > 0 && <RollsTable userId={userId} rolls={rolls} staff={staff} />}
          {order.shipments.length > 0 && (
            <>
              <h2 className={styles.sectionTitle}>Shipping</h2>
              <ul className={styles.lines}>
                {order.shipments.map((shipment) => (
                  <ShipmentItem key={shipment.id} shipment={shipment} userId={userId} orderId={order.id} />
                ))}
              </ul>
            </>
          )}
          {order.status === 'OPEN' && order.shipments.some(shipsToOrFrom) && (
            <OrderAddress
              userId={userId}
              value={order.address?.addressId ?? null}
              hint="Labels not made yet, and the negatives' way back, follow the address you choose."
              onChoose={changeAddress}
            />
          )}
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
