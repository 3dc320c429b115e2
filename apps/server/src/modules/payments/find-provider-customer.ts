// The customer's record at this site's payment provider, if they have one (saved cards belong to it).
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { paymentCustomers } from '../../db/schema/payments.js';

export async function findProviderCustomer(options: {
  db: Db | Tx;
  provider: string;
  userId: number | null;
}): Promise<string | null> {
  if (options.userId === null) return null;
  const [customer] = await options.db
    .select()
    .from(paymentCustomers)
    .where(eq(paymentCustomers.userId, options.userId));
  return customer?.provider === options.provider ? customer.providerCustomerId : null;
}
