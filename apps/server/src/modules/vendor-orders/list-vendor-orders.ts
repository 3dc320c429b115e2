// The vendor's orders as it sees them: its own record of the customer, the rolls' stages and the
// order's estimated ready date from the live queue. Nothing of the customer's account is read.
import type { VendorOrder } from '@filmlab/api';
import { orderNumber } from '@filmlab/domain';
import type { Deps } from '../../deps.js';
import { readLabQueue } from '../development-orders/lab-queue.js';
import { estimateOrder } from '../development-orders/order-eta.js';
import { developmentRollsOf } from '../development-orders/order-kind.js';
import { findOrderStatuses } from '../orders/order-service.js';
import { selectVendorOrderOf, selectVendorOrders, type VendorOrderRow } from './store.js';

async function present(
  deps: Pick<Deps, 'db' | 'events' | 'config'>,
  records: VendorOrderRow[],
): Promise<VendorOrder[]> {
  if (records.length === 0) return [];
  const orderIds = records.map((record) => record.orderId);
  const [statuses, rolls, lab] = await Promise.all([
    findOrderStatuses(deps.db, orderIds),
    developmentRollsOf(deps.db, orderIds),
    readLabQueue(deps),
  ]);
  // An order gone since its record was read is left out (its record goes with it: on delete cascade).
  return records.flatMap((record) => {
    const status = statuses.get(record.orderId);
    if (status === undefined) return [];
    const own = rolls.filter((roll) => roll.orderId === record.orderId);
    const eta = estimateOrder({ lab, timeZone: lab.timeZone, orderStatus: status, rolls: own });
    return [
      {
        id: record.orderId,
        number: orderNumber(record.orderId),
        status,
        createdAt: record.createdAt.toISOString(),
        customer: { firstName: record.firstName, lastName: record.lastName, email: record.email },
        claimedAt: record.claimedAt?.toISOString() ?? null,
        rolls: own.map((roll) => ({
          id: roll.filmRollId,
          brand: roll.brand,
          model: roll.model,
          format: roll.format,
          process: roll.process,
          status: roll.status,
        })),
        estimatedReadyOn: eta.order?.readyOn ?? null,
      },
    ];
  });
}

export async function listVendorOrders(options: {
  deps: Pick<Deps, 'db' | 'events' | 'config'>;
  vendorId: number;
  limit: number;
  offset: number;
}): Promise<{ orders: VendorOrder[]; count: number }> {
  const { rows, count } = await selectVendorOrders(options.deps.db, options.vendorId, options.limit, options.offset);
  return { orders: await present(options.deps, rows), count };
}

/** One order the vendor brought in, or undefined for any other order. */
export async function readVendorOrder(options: {
  deps: Pick<Deps, 'db' | 'events' | 'config'>;
  vendorId: number;
  orderId: number;
}): Promise<VendorOrder | undefined> {
  const row = await selectVendorOrderOf(options.deps.db, options.vendorId, options.orderId);
  return row ? (await present(options.deps, [row]))[0] : undefined;
}
