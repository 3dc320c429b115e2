import type { Db } from '../client.js';
import { promos } from '../schema/promos.js';

/** Demo promo codes: one-time, scoped to a product type, and a plain once-per-customer one. */
export const DEMO_PROMOS: Array<typeof promos.$inferInsert> = [
  {
    code: 'FIRSTROLL',
    description: '$5 off, one time only (the first order to use it)',
    amountOff: 500,
    maxUses: 1,
    oncePerCustomer: true,
  },
  {
    code: 'FILM15',
    description: '15% off film and shop products',
    percentOff: 15,
    productType: 'PRODUCT',
    oncePerCustomer: false,
  },
  { code: 'PRINTS20', description: '20% off prints', percentOff: 20, productType: 'PRINT', oncePerCustomer: false },
  { code: 'WELCOME10', description: '10% off your order, once per customer', percentOff: 10, oncePerCustomer: true },
];

export async function seedDemoPromos(db: Db): Promise<void> {
  await db.insert(promos).values(DEMO_PROMOS).onConflictDoNothing();
}
