// A guest's order (POST and PUT /guest-orders/:id): made with a secret token the guest keeps, changed
// and paid with it; the guest's e-mail, name and address are the order's own.
import type { CreateGuestOrderBody, updateGuestOrderBody } from '@filmlab/api';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { guestBuyer } from './buyer.js';
import { guestChanges } from './guest-changes.js';
import { newGuestToken } from './guest-token.js';
import { guestOrder } from './read-order.js';
import { saveOrder } from './save-order.js';

type GuestDeps = Pick<Deps, 'db' | 'tax' | 'blobs' | 'events'>;
type Log = Pick<FastifyBaseLogger, 'warn'>;

/** The new order's id and the token that opens it. */
export async function createGuestOrder(options: {
  deps: GuestDeps;
  log: Log;
  body: CreateGuestOrderBody;
}): Promise<{ orderId: number; token: string }> {
  const { deps, body } = options;
  const token = newGuestToken();
  const buyer = guestBuyer(body.email, body.name);
  const orderId = await saveOrder({
    deps,
    log: options.log,
    buyer,
    guest: true,
    isAdmin: false,
    changes: {
      ...guestChanges(body, buyer),
      lines: body.lines,
      notes: body.notes,
      promoCode: body.promoCode,
      guest: { ...guestChanges(body, buyer).guest, token },
    },
  });
  return { orderId, token };
}

/** Changes the guest order the body's token opens (a wrong token reads as a missing order). */
export async function updateGuestOrder(options: {
  deps: GuestDeps;
  log: Log;
  orderId: number;
  body: z.infer<typeof updateGuestOrderBody>;
}): Promise<void> {
  const { deps, body } = options;
  const order = await guestOrder({ deps, orderId: options.orderId, token: body.token });
  const previous = order.guestAddressData;
  const buyer = guestBuyer(body.email ?? order.guestEmail ?? '', body.name ?? previous?.name ?? '');
  await saveOrder({
    deps,
    log: options.log,
    buyer,
    orderId: order.id,
    guest: true,
    isAdmin: false,
    changes: {
      ...(body.address || body.email || body.name
        ? guestChanges({ ...body, address: body.address }, buyer, previous)
        : {}),
      ...(body.lines ? { lines: body.lines } : {}),
      promoCode: body.promoCode,
    },
  });
}
