// PUT /users/{id}/scans/unlock-scans (spec 7): the server prices the frames from the member's plan
// (the client's figure is checked, never used). Free unlocks (Very Nice and up) are paid at once;
// others become one order of the `tiffunlock` product, paid through the usual payment steps
// (orders/pay-order.ts), whose settle step marks them paid in the payment's own transaction.
import type { UnlockScansBody, UnlockScansResult } from '@filmlab/api';
import { formatCents, tiffUnlockPrice } from '@filmlab/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { AppError, notFound } from '../../errors.js';
import { loadBuyer } from '../orders/buyer.js';
import { billingAddress } from '../orders/order-address.js';
import { taxRateFor } from '../orders/order-tax.js';
import { recomputeOrder } from '../orders/recompute-order.js';
import { insertUnlocks, markPaid, selectAwaitingPayment, selectOwnScans } from './store.js';

export async function unlockScans(options: {
  deps: Pick<Deps, 'db' | 'tax'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  userId: number;
  body: Required<UnlockScansBody>;
  now?: Date;
}): Promise<UnlockScansResult> {
  const { deps, userId, body } = options;
  const now = options.now ?? new Date();
  const scanIds = [...new Set(body.scanIds)];
  const buyer = await loadBuyer(deps.db, userId);
  const price = tiffUnlockPrice(buyer);
  if (body.pricePerUnlock !== price) {
    const problem = `is ${formatCents(price)} per frame, not ${formatCents(body.pricePerUnlock)}`;
    throw new AppError('BAD_REQUEST', `The price changed: a TIFF unlock ${problem}.`, [`pricePerUnlock: ${problem}`]);
  }
  const owned = await selectOwnScans(deps.db, userId, scanIds);
  // Another customer's scan reads as missing, like every scan route.
  if (owned.length !== scanIds.length) throw notFound('Scan');

  const awaiting = await selectAwaitingPayment(deps.db, scanIds);
  const status = (scan: (typeof owned)[number]) =>
    scan.unlockedAt ? (scan.tiffKey ? 'READY' : 'PENDING') : ('AWAITING_PAYMENT' as const);
  // Frames unlocked before, or already waiting in an unpaid order, are not billed again.
  const fresh = owned.filter((scan) => !scan.unlockedAt && !awaiting.some((a) => a.scanId === scan.id));
  if (fresh.length === 0) {
    return {
      pricePerUnlock: price,
      total: 0,
      orderId: awaiting[0]?.orderId ?? null,
      unlocks: owned.map((scan) => ({ scanId: scan.id, status: status(scan) })),
    };
  }

  if (price === 0) {
    await deps.db.transaction(async (tx: Tx) => {
      const rows = await insertUnlocks(
        tx,
        fresh.map((scan) => ({ scanId: scan.id, customerId: userId, size: body.size, unitAmount: 0 })),
      );
      await markPaid(tx, { ids: rows.map((row) => row.id) }, now);
    });
    const after = await selectOwnScans(deps.db, userId, scanIds);
    return {
      pricePerUnlock: 0,
      total: 0,
      orderId: null,
      unlocks: after.map((scan) => ({ scanId: scan.id, status: status(scan) })),
    };
  }

  // The outside call (tax service) happens before the transaction, as for development orders.
  const address = billingAddress(buyer);
  const tax = address ? await taxRateFor({ tax: deps.tax, address, amount: 0, log: options.log }) : null;
  const orderId = await deps.db.transaction(async (tx: Tx) => {
    const [order] = await tx
      .insert(orders)
      .values({ customerId: userId, address, taxRate: tax?.rate ?? null, taxSource: tax?.source ?? null })
      .returning();
    await insertUnlocks(
      tx,
      fresh.map((scan) => ({
        scanId: scan.id,
        customerId: userId,
        orderId: order!.id,
        size: body.size,
        unitAmount: price,
      })),
    );
    await recomputeOrder({ tx, order: order!, buyer, promo: null, now });
    return order!.id;
  });
  return {
    pricePerUnlock: price,
    total: price * fresh.length,
    orderId,
    unlocks: owned.map((scan) => ({ scanId: scan.id, status: status(scan) })),
  };
}
