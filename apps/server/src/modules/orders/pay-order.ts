// Paying an order (PUT /orders/:id/attach-payment): one transaction of named steps. The order row is
// locked; the promo use, the stock and the credit are taken with conditional updates; the card is
// charged last, so a declined card rolls everything back. If the transaction fails after a
// successful charge, the charge is refunded (the compensation of DESIGN.md rule 12).
import { orderNumber } from '@filmlab/domain';
import { and, count, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PaymentInputError, type ChargeResult } from '../../adapters/payments/payment-provider.js';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { orders, promoRedemptions } from '../../db/schema/orders.js';
import { paymentCustomers, payments } from '../../db/schema/payments.js';
import { productVariants, products } from '../../db/schema/products.js';
import { promos } from '../../db/schema/promos.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../errors.js';
import { guestBuyer, loadBuyer } from './buyer.js';
import { moveOrThrow } from './order-access.js';
import { recomputeOrder } from './recompute-order.js';
import { selectOrder } from './store.js';

const conflict = (field: string, problem: string) => new AppError('CONFLICT', problem, [`${field}: ${problem}`]);
const badRequest = (field: string, problem: string) =>
  new AppError('BAD_REQUEST', `${field}: ${problem}`, [`${field}: ${problem}`]);

class Declined extends Error {
  constructor(readonly result: Extract<ChargeResult, { ok: false }>) {
    super(result.message);
  }
}

export async function payOrder(options: {
  deps: Pick<Deps, 'db' | 'payments'>;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  orderId: number;
  paymentMethodId: string;
  isAdmin: boolean;
  now?: Date;
}): Promise<void> {
  const { deps, orderId, paymentMethodId } = options;
  const now = options.now ?? new Date();
  let charged: Extract<ChargeResult, { ok: true }> | null = null;
  let amount = 0;
  let customerId: number | null = null;
  try {
    await deps.db.transaction(async (tx: Tx) => {
      // Step 1: lock the order and check the move.
      const order = await selectOrder(tx, orderId, true);
      if (!order) throw new AppError('NOT_FOUND', 'Order not found');
      moveOrThrow(order.status, 'pay');
      customerId = order.customerId;
      const buyer =
        order.customerId === null ? guestBuyer(order.guestEmail ?? '', '') : await loadBuyer(tx, order.customerId);

      // Step 2: price it again now, as it will be charged.
      const promo =
        order.promoId === null
          ? null
          : ((await tx.select().from(promos).where(eq(promos.id, order.promoId)))[0] ?? null);
      const {
        order: priced,
        lines,
        totals,
      } = await recomputeOrder({ tx, order, buyer, promo, now, isAdmin: options.isAdmin });
      if (lines.length === 0) throw badRequest('lines', 'the order has no lines');
      if (priced.taxRate === null) throw badRequest('address', 'add an address so tax can be calculated');
      amount = priced.total;

      // Step 3: use the promo, once (a one-time code cannot be used by two orders).
      if (promo && totals.appliedDiscount > 0) {
        const used = await tx
          .update(promos)
          .set({ usedCount: sql`${promos.usedCount} + 1` })
          .where(
            and(
              eq(promos.id, promo.id),
              eq(promos.active, true),
              or(isNull(promos.maxUses), lt(promos.usedCount, promos.maxUses)),
            ),
          )
          .returning({ id: promos.id });
        if (used.length === 0) throw conflict('promoCode', `${promo.code} has already been used; remove it to pay`);
        const redeemed = await tx
          .insert(promoRedemptions)
          .values({
            promoId: promo.id,
            orderId: order.id,
            customerId: order.customerId,
            oncePerCustomer: promo.oncePerCustomer,
            discount: totals.appliedDiscount,
          })
          .onConflictDoNothing()
          .returning({ id: promoRedemptions.id });
        if (redeemed.length === 0) throw conflict('promoCode', `${promo.code} has already been used on your account`);
      }

      // Step 4: take the stock, in a fixed order so two orders never wait on each other.
      const sorted = [...lines].sort(
        (a, b) => a.productId - b.productId || (a.productVariantId ?? 0) - (b.productVariantId ?? 0),
      );
      for (const line of sorted) {
        const taken =
          line.productVariantId !== null
            ? await tx
                .update(productVariants)
                .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
                .where(and(eq(productVariants.id, line.productVariantId), gte(productVariants.stock, line.quantity)))
                .returning({ id: productVariants.id })
            : await tx
                .update(products)
                .set({ stock: sql`${products.stock} - ${line.quantity}` })
                .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
                .returning({ id: products.id });
        if (taken.length === 0) {
          const [product] = await tx
            .select({ name: products.name })
            .from(products)
            .where(eq(products.id, line.productId));
          throw conflict('lines', `Not enough ${product?.name ?? 'stock'} left for this order`);
        }
      }

      // Step 5: spend the account credit.
      if (totals.appliedCredit > 0 && order.customerId !== null) {
        const spent = await tx
          .update(users)
          .set({ credits: sql`${users.credits} - ${totals.appliedCredit}` })
          .where(and(eq(users.id, order.customerId), gte(users.credits, totals.appliedCredit)))
          .returning({ id: users.id });
        if (spent.length === 0) throw conflict('applyCredit', 'Your account credit changed; please review the order');
      }

      // Step 6: charge the card (nothing to charge when credit covers it all).
      let paymentId: string | null = null;
      if (priced.total > 0) {
        const [attempts] = await tx.select({ n: count() }).from(payments).where(eq(payments.orderId, order.id));
        const [customer] =
          order.customerId === null
            ? []
            : await tx.select().from(paymentCustomers).where(eq(paymentCustomers.userId, order.customerId));
        const result = await deps.payments.charge({
          amount: priced.total,
          paymentMethodId,
          providerCustomerId: customer?.provider === deps.payments.name ? customer.providerCustomerId : null,
          idempotencyKey: `order-${order.id}-attempt-${(attempts?.n ?? 0) + 1}`,
          description: `Order ${orderNumber(order.id)}`,
          metadata: { orderId: String(order.id) },
        });
        if (!result.ok) throw new Declined(result);
        charged = result;
        paymentId = result.paymentId;
        await tx.insert(payments).values({
          userId: order.customerId,
          orderId: order.id,
          provider: deps.payments.name,
          providerPaymentId: result.paymentId,
          amount: priced.total,
          status: 'succeeded',
        });
      }

      // Step 7: the order is paid.
      await tx
        .update(orders)
        .set({ status: 'PAID', paidAt: now, paymentProviderId: paymentId, updatedAt: now })
        .where(eq(orders.id, order.id));
    });
  } catch (err) {
    if (charged) {
      const paid = charged as Extract<ChargeResult, { ok: true }>;
      options.log.error({ err, orderId, paymentId: paid.paymentId }, 'order payment not saved; refunding the charge');
      await deps.payments
        .refund(paid.paymentId)
        .catch((refundErr: unknown) =>
          options.log.error(
            { err: refundErr, orderId, paymentId: paid.paymentId },
            'refund after a failed order payment failed',
          ),
        );
    }
    if (err instanceof Declined) {
      await recordDeclined(deps, { orderId, customerId, amount, result: err.result });
      throw new AppError('PAYMENT_FAILED', err.result.message, [`paymentId: ${err.result.message}`]);
    }
    if (err instanceof PaymentInputError)
      throw badRequest(err.field === 'paymentId' ? 'paymentId' : err.field, err.message);
    throw err;
  }
}

async function recordDeclined(
  deps: Pick<Deps, 'db' | 'payments'>,
  attempt: { orderId: number; customerId: number | null; amount: number; result: Extract<ChargeResult, { ok: false }> },
) {
  if (!attempt.result.paymentId) return;
  await deps.db
    .insert(payments)
    .values({
      userId: attempt.customerId,
      orderId: attempt.orderId,
      provider: deps.payments.name,
      providerPaymentId: attempt.result.paymentId,
      amount: attempt.amount,
      status: 'failed',
      failureMessage: attempt.result.message,
    })
    .onConflictDoNothing();
}
