import type { RouteStop } from '@filmlab/api';

/** A pick-up on a courier's route, first in line, not yet notified nor closed; override what the test is about. */
export const buildStop = (id: number, extra: Partial<RouteStop> = {}): RouteStop => ({
  id,
  position: 0,
  kind: 'PICK_UP',
  customer: { id: 100 + id, name: `Customer ${id}`, phone: null },
  address: {
    address1: `${id} Bedford Ave`,
    address2: null,
    city: 'Brooklyn',
    state: 'NY',
    zip: '11211',
    mapLink: `https://www.openstreetmap.org/search?query=${id}%20Bedford%20Ave`,
  },
  orderId: 40 + id,
  collect: `${id} rolls for order 1004${id}`,
  notes: null,
  windowStart: null,
  windowEnd: null,
  notifiedAt: null,
  completedAt: null,
  outcome: null,
  ...extra,
});
