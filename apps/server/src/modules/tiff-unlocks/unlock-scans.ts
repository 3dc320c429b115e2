// PUT /users/{id}/scans/unlock-scans (spec 7): the server prices the frames from the lab's price list
// in force, for the member's plan (the client's figure is checked, never used). Free unlocks (Very
// Nice and up, by default) are paid at once;
// others become one order of the `tiffunlock` product, paid through the usual payment steps
// (orders/pay-order.ts), whose settle step marks them paid in the payment's own transaction.
import type { UnlockScansBody, UnlockScansResult } from '@filmlab/api';
import { formatCents, tiffUnlockPrice } from '@filmlab/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { loadBuyer } from '../orders/buyer.js';
import { billingAddress } from '../orders/order-address.js';
import { createOrderRow } from '../orders/order-service.js';
import { orderTaxAddress, taxRateFor } from '../orders/order-tax.js';
import { recomputeOrder } from '../orders/recompute-order.js';
import { activePriceList, priceListIdOf } from '../price-lists/price-list-service.js';
import { lockUnlockStates, selectUnlockStates } from '../scans/scan-service.js';
import { insertUnlocks, markPaid, selectAwaitingPayment } from './store.js';

export async function unlockScans(options: {
  deps: Pick<Deps, 'db' | 'tax' | 'events'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  userId: number;
  body: Required<UnlockScansBody>;
  now?: Date;
}): Promise<UnlockScansResult> {
  const { deps, userId, body } = options;
  const now = options.now ?? new Date();
  const scanIds = [...new Set(body.scanIds)];
  const buyer = await loadBuyer(deps.db, userId);
  // The lab's price list in force: the order records it, and is re-priced from it when paid.
  const active = await activePriceList(deps);
  const price = tiffUnlockPrice(buyer, active.list);
  if (body.pricePerUnlock !== price) {
    const problem = `is ${formatCents(price)} per frame, not ${formatCents(body.pricePerUnlock)}`;
    throw new AppError('BAD_REQUEST', `The price changed: a TIFF unlock ${problem}.`, [`pricePerUnlock: ${problem}`]);
  }
  const owned = await selectUnlockStates(deps.db, userId, scanIds);
  // Another customer's scan reads as missing, like every scan route.
  if (owned.length !== scanIds.length) throw notFound('Scan');

  // The outside call (tax service) happens before the transaction, as for development orders.
  // Frames are delivered as files: taxed at the member's address, or where the lab is without one.
  const address = price > 0 ? billingAddress(buyer) : null;
  const taxAddress = price > 0 ? await orderTaxAddress({ db: deps.db, address, locationId: null }) : null;
  const tax = taxAddress ? await taxRateFor({ tax: deps.tax, address: taxAddress, amount: 0, log: options.log }) : null;
  const made = await deps.db.transaction(async (tx: Tx) => {
    // Two requests for the same frames take turns here, so neither bills a frame the other just took.
    const locked = await lockUnlockStates(tx, userId, scanIds);
    const awaiting = await selectAwaitingPayment(tx, scanIds);
    // Frames unlocked before, or already waiting in an unpaid order, are not billed again.
    const fresh = locked.filter((scan) => !scan.unlockedAt && !awaiting.some((a) => a.scanId === scan.id));
    if (fresh.length === 0) return { orderId: awaiting[0]?.orderId ?? null, frames: 0 };
    const unlock = (orderId: number | null) =>
      fresh.map((scan) => ({ scanId: scan.id, customerId: userId, orderId, size: body.size, unitAmount: price }));
    if (price === 0) {
      const rows = await insertUnlocks(tx, unlock(null));
      await markPaid(tx, { ids: rows.map((row) => row.id) }, now);
      return { orderId: null, frames: fresh.length };
    }
    const order = await createOrderRow(tx, {
      customerId: userId,
      priceListId: priceListIdOf(active),
      address,
      taxRate: tax?.rate ?? null,
      taxSource: tax?.source ?? null,
    });
    await insertUnlocks(tx, unlock(order.id));
    await recomputeOrder({ tx, order, buyer, promo: null, now });
    return { orderId: order.id, frames: fresh.length };
  });

  const after = await selectUnlockStates(deps.db, userId, scanIds);
  return {
    pricePerUnlock: price,
    total: price * made.frames,
    orderId: made.orderId,
    unlocks: after.map((scan) => ({
      scanId: scan.id,
      status: scan.unlockedAt ? (scan.tiffKey ? 'READY' : 'PENDING') : 'AWAITING_PAYMENT',
    })),
  };
}
