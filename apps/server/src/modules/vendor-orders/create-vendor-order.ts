// A vendor's order for a walk-in customer: a development order held by the vendor's account until the
// customer claims it, with the vendor's record of the customer and the claim link e-mailed to them.
import type { CreateVendorOrderBody } from '@filmlab/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.js';
import { digestLinkToken, newLinkToken } from '../auth/secret-tokens.js';
import { createDevelopmentOrder } from '../development-orders/create-development-order.js';
import { loadBuyer } from '../orders/buyer.js';
import { mailClaimLink } from './vendor-emails.js';
import { insertVendorOrder } from './store.js';

/** Returns the new order's id. */
export async function createVendorOrder(options: {
  deps: Pick<Deps, 'db' | 'tax' | 'mailer' | 'config' | 'events'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  vendorId: number;
  input: CreateVendorOrderBody;
}): Promise<number> {
  const { deps, vendorId, input } = options;
  const buyer = await loadBuyer(deps.db, vendorId);
  const token = newLinkToken();
  const { id: orderId } = await createDevelopmentOrder({
    deps,
    log: options.log,
    buyer,
    // The vendor sends the film in its own bag: no label, no drop-off location.
    draft: { rolls: input.rolls, negativesAction: null, inbound: { method: 'EXTERNAL_FULFILLMENT' }, notes: null },
    alongside: (tx, id) =>
      insertVendorOrder(tx, {
        orderId: id,
        vendorId,
        firstName: input.customer.firstName,
        lastName: input.customer.lastName,
        email: input.customer.email,
        claimTokenHash: digestLinkToken(token),
      }),
  });
  await mailClaimLink(deps, { orderId, token, customer: input.customer, vendorName: buyer.name });
  return orderId;
}
