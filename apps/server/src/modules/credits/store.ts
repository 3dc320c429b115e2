// The credits service's queries: a customer's account credit in cents (users.credits). Service
// credits of memberships (the credits table) join here when memberships are paid for.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema/users.js';

/** Takes `cents` if the balance has them; false when not. */
export async function takeAccountCredit(tx: Tx, userId: number, cents: number): Promise<boolean> {
  const spent = await tx
    .update(users)
    .set({ credits: sql`${users.credits} - ${cents}` })
    .where(and(eq(users.id, userId), gte(users.credits, cents)))
    .returning({ id: users.id });
  return spent.length > 0;
}

export async function addAccountCredit(tx: Tx, userId: number, cents: number): Promise<void> {
  await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${cents}` })
    .where(eq(users.id, userId));
}
