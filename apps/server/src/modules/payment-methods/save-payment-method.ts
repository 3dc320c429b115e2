// Saving a card to a customer at the payment provider (PUT /users/:id/payment-methods/token|reader),
// and listing the saved ones (GET /users/:id/payment-methods).
import { and, desc, eq } from 'drizzle-orm';
import { PaymentInputError, type PaymentProvider, type SavedCard } from '../../adapters/payments/payment-provider.js';
import type { Db } from '../../db/client.js';
import { paymentCustomers, paymentMethods } from '../../db/schema/payments.js';
import { AppError, notFound } from '../../errors.js';
import { findAccountById } from '../users/service.js';

/** The user's customer at this provider, created on first use. */
async function providerCustomer(db: Db, payments: PaymentProvider, userId: number): Promise<string> {
  const [existing] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId));
  if (existing && existing.provider === payments.name) return existing.providerCustomerId;
  const user = await findAccountById(db, userId);
  if (!user) throw notFound('User');
  const customerId = await payments.createCustomer({
    id: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
  });
  await db
    .insert(paymentCustomers)
    .values({ userId, provider: payments.name, providerCustomerId: customerId })
    .onConflictDoUpdate({
      target: paymentCustomers.userId,
      set: { provider: payments.name, providerCustomerId: customerId, updatedAt: new Date() },
    });
  return customerId;
}

type PaymentMethodRow = typeof paymentMethods.$inferSelect;

const present = (row: PaymentMethodRow) => ({
  id: row.id,
  paymentMethodId: row.providerPaymentMethodId,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  isDefault: row.isDefault,
});

/** The customer's cards saved at this site's provider (one saved at another is of no use here). */
export async function listPaymentMethods(options: { db: Db; payments: PaymentProvider; userId: number }) {
  const rows = await options.db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, options.userId), eq(paymentMethods.provider, options.payments.name)))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), desc(paymentMethods.id));
  return rows.map(present);
}

export async function savePaymentMethod(options: {
  db: Db;
  payments: PaymentProvider;
  userId: number;
  source: 'token' | 'reader';
  id: string;
}) {
  const { db, payments, userId, source, id } = options;
  const customer = await providerCustomer(db, payments, userId);
  let card: SavedCard;
  try {
    card = source === 'token' ? await payments.saveCard(customer, id) : await payments.saveReaderCard(customer, id);
  } catch (err) {
    if (err instanceof PaymentInputError) {
      throw new AppError('BAD_REQUEST', `${err.field}: ${err.message}`, [`${err.field}: ${err.message}`]);
    }
    throw err;
  }
  return db.transaction(async (tx) => {
    await tx.update(paymentMethods).set({ isDefault: false }).where(eq(paymentMethods.userId, userId));
    await tx
      .update(paymentCustomers)
      .set({ defaultPaymentMethodId: card.paymentMethodId, updatedAt: new Date() })
      .where(eq(paymentCustomers.userId, userId));
    const [row] = await tx
      .insert(paymentMethods)
      .values({
        userId,
        provider: payments.name,
        providerPaymentMethodId: card.paymentMethodId,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        fingerprint: card.fingerprint,
        isDefault: true,
      })
      .onConflictDoUpdate({
        target: [paymentMethods.provider, paymentMethods.providerPaymentMethodId],
        set: { isDefault: true },
        where: and(eq(paymentMethods.userId, userId)),
      })
      .returning();
    if (!row)
      throw new AppError('CONFLICT', 'This card is saved to another account', ['token: belongs to another account']);
    return present(row);
  });
}
