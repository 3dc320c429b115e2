// A route's stops as the courier and staff see them: the stops (the messengers' store), who (the
// users module's accounts), where (the addresses module's) and what is collected (the order's rolls,
// counted by the rolls module): one call each for all the stops at once.
import type { Db, Tx } from '../../db/client.js';
import { findAddressesByIds } from '../addresses/address-service.js';
import { selectRollCountsOfOrders } from '../rolls/roll-service.js';
import { findAccountContacts } from '../users/service.js';
import { selectStopRows } from './store.js';

type StopRecord = Awaited<ReturnType<typeof selectStopRows>>[number];

export interface StopRow {
  stop: StopRecord;
  /** Null when the stop names no customer. */
  customer: { id: number; firstName: string; lastName: string; phone: string | null; email: string } | null;
  /** Null when the stop names no address. */
  address: { address1: string; address2: string | null; city: string; state: string; zip: string } | null;
  /** The order's rolls; null when the stop has no order or the order no rolls yet. */
  rolls: number | null;
}

const idsOf = (values: ReadonlyArray<number | null>) => [
  ...new Set(values.filter((value): value is number => value !== null)),
];

/** The stops of some routes in the order the courier drives them, with who, where and what. */
export async function selectStops(db: Db | Tx, routeIds: readonly number[]): Promise<StopRow[]> {
  const stops = await selectStopRows(db, routeIds);
  const [customers, addresses, counts] = await Promise.all([
    findAccountContacts(db, idsOf(stops.map((stop) => stop.customerId))),
    findAddressesByIds(db, idsOf(stops.map((stop) => stop.addressId))),
    selectRollCountsOfOrders(db, idsOf(stops.map((stop) => stop.orderId))),
  ]);
  return stops.map((stop) => {
    const customer = stop.customerId === null ? undefined : customers.get(stop.customerId);
    const address = stop.addressId === null ? undefined : addresses.get(stop.addressId);
    return {
      stop,
      customer:
        customer && stop.customerId !== null
          ? {
              id: stop.customerId,
              firstName: customer.firstName,
              lastName: customer.lastName,
              phone: customer.phone,
              email: customer.email,
            }
          : null,
      address: address
        ? {
            address1: address.address1,
            address2: address.address2,
            city: address.city,
            state: address.state,
            zip: address.zip,
          }
        : null,
      rolls: stop.orderId === null ? null : (counts.get(stop.orderId) ?? null),
    };
  });
}
