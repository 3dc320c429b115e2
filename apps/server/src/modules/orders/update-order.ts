// Changing an order (PUT /orders/:id and PUT /users/:id/orders/:orderId): the free USPS label is
// bought first, so a refusal leaves the order as it was; then the changes are saved in one
// transaction (save-order.ts), and a label bought for a save that failed is dropped.
import type { OrderLineInput, UpdateOrderBody } from '@filmlab/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { buyUpdateLabels, dropUnusedLabels } from './free-label.js';
import { guestBuyer, loadBuyer, type Buyer } from './buyer.js';
import { resolveAddress } from './order-address.js';
import { saveOrder, type OrderChanges } from './save-order.js';
import type { OrderRow } from './store.js';

export interface OrderUpdate extends UpdateOrderBody {
  /** PRINT lines with their prints, added as newLines are (the customer's path names them apart). */
  newPrints?: OrderLineInput[];
  /** Another module's step under the order's lock, before the amounts are recomputed (rolls added). */
  step?: OrderChanges['step'];
}

export async function updateOrder(options: {
  deps: Deps;
  log: FastifyBaseLogger;
  /** The order as the caller found it (access already checked). */
  order: OrderRow;
  isAdmin: boolean;
  changes: OrderUpdate;
}): Promise<void> {
  const { deps, order, isAdmin, changes } = options;
  if (changes.internalNotes !== undefined && !isAdmin) {
    throw new AppError('FORBIDDEN', 'Only staff may write internal notes', ['internalNotes: staff only']);
  }
  const buyer: Buyer =
    order.customerId === null ? guestBuyer(order.guestEmail ?? '', '') : await loadBuyer(deps.db, order.customerId);
  const newShipments = await buyUpdateLabels({ deps, order, buyer, newShipments: changes.newShipments });
  await saveOrder({
    deps,
    log: options.log,
    buyer,
    orderId: order.id,
    guest: order.guest,
    isAdmin,
    changes: {
      ...changes,
      newShipments,
      address:
        changes.address === undefined
          ? undefined
          : changes.address === null
            ? null
            : resolveAddress(changes.address, buyer),
    },
  }).catch(async (error: unknown) => {
    await dropUnusedLabels({ blobs: deps.blobs, shipments: newShipments, log: options.log });
    throw error;
  });
}
