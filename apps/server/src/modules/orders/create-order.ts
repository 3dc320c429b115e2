// Placing a shop order (POST /orders): the buyer is the signed-in customer, or the customer staff
// name; the order is saved in one transaction (save-order.ts).
import type { CreateOrderBody } from '@filmlab/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.js';
import type { SessionUser } from '../../http/session-user.js';
import { loadBuyer } from './buyer.js';
import { resolveAddress } from './order-address.js';
import { saveOrder } from './save-order.js';

/** The new order's id. */
export async function createOrder(options: {
  deps: Pick<Deps, 'db' | 'tax' | 'events'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  user: SessionUser;
  body: CreateOrderBody;
}): Promise<number> {
  const { deps, user, body } = options;
  const isAdmin = user.role === 'ADMIN';
  const buyer = await loadBuyer(deps.db, isAdmin && body.customerId ? body.customerId : user.id);
  return saveOrder({
    deps,
    log: options.log,
    buyer,
    isAdmin,
    changes: {
      lines: body.lines,
      ...(body.address ? { address: resolveAddress(body.address, buyer) } : {}),
      useBillingAddressForTax: body.useBillingAddressForTax,
      promoCode: body.promoCode,
      applyCredit: body.applyCredit,
      notes: body.notes,
    },
  });
}
