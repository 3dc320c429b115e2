// The customer's record at this site's payment provider, if they have one (saved cards belong to it).
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { builtOnce } from '../../db/prepared.js';
import { paymentCustomers } from '../../db/schema/payments.js';

const customerOfUser = builtOnce('payment_customer_of_user', (db) =>
  db
    .select()
    .from(paymentCustomers)
    .where(eq(paymentCustomers.userId, sql.placeholder('userId'))),
);

export async function findProviderCustomer(options: {
  db: Db | Tx;
  provider: string;
  userId: number | null;
}): Promise<string | null> {
  if (options.userId === null) return null;
  const [customer] = await customerOfUser(options.db, { userId: options.userId });
  return customer?.provider === options.provider ? customer.providerCustomerId : null;
}
