import type { VendorOrder } from '@filmlab/api';
import { ROLL_STAGE_LABELS, type RollStage } from '@filmlab/domain';
import { Chip } from '../../../ui/chip';
import { Table } from '../../../ui/table';
import styles from './vendor-orders.module.css';

const STATUS_WORDS: Record<string, string> = {
  OPEN: 'Open',
  INVOICED: 'Invoiced',
  PAID: 'Paid',
  COMPLETE: 'Complete',
  CANCELED: 'Canceled',
};
const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const placed = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** Where the order's rolls are: the stage most of them have reached, in the customer's words. */
function rollsWord(order: VendorOrder) {
  const stages = new Set(order.rolls.map((roll) => roll.status));
  if (stages.size !== 1) return 'In progress';
  return ROLL_STAGE_LABELS[[...stages][0] as RollStage] ?? 'In progress';
}

export const etaWords = (order: VendorOrder) =>
  order.estimatedReadyOn
    ? day.format(new Date(`${order.estimatedReadyOn}T00:00:00Z`))
    : order.status === 'CANCELED'
      ? '—'
      : 'Ready';

/** The vendor's orders, each with its customer, rolls, status and ETA; checkboxes pick the bag's manifest. */
export function VendorOrdersTable(props: {
  orders: VendorOrder[];
  chosen: ReadonlySet<number>;
  onChoose: (ids: ReadonlySet<number>) => void;
}) {
  const { orders, chosen, onChoose } = props;
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChoose(next);
  };
  const all = orders.length > 0 && orders.every((order) => chosen.has(order.id));
  return (
    <Table>
      <caption className="visually-hidden">Orders you brought in</caption>
      <thead>
        <tr>
          <th scope="col">
            <input
              type="checkbox"
              aria-label="Select every order"
              checked={all}
              onChange={(event) => onChoose(event.target.checked ? new Set(orders.map((o) => o.id)) : new Set())}
            />
          </th>
          <th scope="col">Order</th>
          <th scope="col">Customer</th>
          <th scope="col">Rolls</th>
          <th scope="col">Status</th>
          <th scope="col">Ready by</th>
        </tr>
      </thead>
      <tbody>
        {orders.length === 0 && (
          <tr>
            <td colSpan={6}>No orders yet — create one for your next walk-in customer above.</td>
          </tr>
        )}
        {orders.map((order) => (
          <tr key={order.id}>
            <td>
              <input
                type="checkbox"
                aria-label={`Add order ${order.number} to the manifest`}
                checked={chosen.has(order.id)}
                onChange={(event) => toggle(order.id, event.target.checked)}
              />
            </td>
            <th scope="row" className={styles.mono}>
              {order.number}
              <span className={styles.muted}>{placed.format(new Date(order.createdAt))}</span>
            </th>
            <td>
              {order.customer.firstName} {order.customer.lastName}
              <span className={styles.muted}>{order.customer.email}</span>
            </td>
            <td>
              {order.rolls.length} · {rollsWord(order)}
            </td>
            <td>
              <span className={styles.chips}>
                <Chip tone={order.status === 'CANCELED' ? 'danger' : 'neutral'}>
                  {STATUS_WORDS[order.status] ?? order.status}
                </Chip>
                {order.claimedAt ? <Chip tone="success">Claimed</Chip> : <Chip tone="warning">Not claimed yet</Chip>}
              </span>
            </td>
            <td className={styles.mono}>{etaWords(order)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
