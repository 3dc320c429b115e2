import type { Messenger, MessengerHours, RouteStop } from '@filmlab/api';
import { mapSearchLink, orderNumber } from '@filmlab/domain';
import type { StopRow } from './stops.js';
import type { MessengerRow } from './couriers.js';

/** "10:00:00" -> "10:00". */
const hhmm = (time: string) => time.slice(0, 5);

export function presentHours(row: {
  id: number;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}): MessengerHours {
  return { id: row.id, dayOfWeek: row.dayOfWeek, startTime: hhmm(row.startTime), endTime: hhmm(row.endTime) };
}

export function presentMessenger(
  row: MessengerRow,
  hours: ReadonlyArray<{ id: number; messengerId: number; dayOfWeek: number; startTime: string; endTime: string }>,
): Messenger {
  return { ...row, hours: hours.filter((h) => h.messengerId === row.id).map(presentHours) };
}

/** What the courier collects or brings: the order's rolls, for people. */
function collectLine(row: StopRow): string {
  const { stop, rolls } = row;
  const verb = stop.kind === 'DELIVERY' ? 'Deliver' : 'Collect';
  const film = rolls ? `${rolls} ${rolls === 1 ? 'roll' : 'rolls'} of film` : 'the customer’s film';
  return stop.orderId === null ? `${verb} ${film}` : `${verb} ${film} for order ${orderNumber(stop.orderId)}`;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function presentStop(row: StopRow): RouteStop {
  const { stop, customer, address } = row;
  return {
    id: stop.id,
    position: stop.position,
    kind: stop.kind,
    customer: customer
      ? { id: customer.id, name: `${customer.firstName} ${customer.lastName}`.trim(), phone: customer.phone }
      : null,
    address: address ? { ...address, mapLink: mapSearchLink(address) } : null,
    orderId: stop.orderId,
    collect: collectLine(row),
    notes: stop.notes,
    windowStart: iso(stop.windowStart),
    windowEnd: iso(stop.windowEnd),
    notifiedAt: iso(stop.notifiedAt),
    completedAt: iso(stop.completedAt),
    outcome: stop.outcome === 'COLLECTED' || stop.outcome === 'NO_ONE_HOME' ? stop.outcome : null,
  };
}
