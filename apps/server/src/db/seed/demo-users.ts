import type { Role } from '@filmlab/domain';
import { inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords.js';
import type { Db } from '../client.js';
import { users } from '../schema/users.js';

export const DEMO_PASSWORD = 'filmlab-demo';

/** One account per role. Phones are in the 555-01xx range reserved for fiction. */
export const DEMO_USERS = [
  {
    role: 'ADMIN',
    email: 'admin@demo.test',
    firstName: 'Ada',
    lastName: 'Okafor',
    phone: '(718) 555-0110',
    referralCode: 'ADAKAFR2',
  },
  {
    role: 'CUSTOMER',
    email: 'customer@demo.test',
    firstName: 'Maya',
    lastName: 'Chen',
    phone: '(718) 555-0123',
    referralCode: 'MAYACHN7',
    // Spec section 2.1: with a phone and a first order, the customer lands on their rolls.
    firstOrderCreated: true,
    active: true,
  },
  {
    role: 'VENDOR',
    email: 'vendor@demo.test',
    firstName: 'Victor',
    lastName: 'Reyes',
    phone: '(718) 555-0134',
    referralCode: 'VCTRRYS3',
  },
  {
    role: 'MESSENGER',
    email: 'messenger@demo.test',
    firstName: 'Sam',
    lastName: 'Brooks',
    phone: '(718) 555-0145',
    referralCode: 'SAMBRKS4',
  },
] as const satisfies ReadonlyArray<
  Pick<
    typeof users.$inferInsert,
    'email' | 'firstName' | 'lastName' | 'phone' | 'referralCode' | 'active' | 'firstOrderCreated'
  > & {
    role: Role;
  }
>;

export type DemoUserIds = Partial<Record<Role, number>>;

/** The demo accounts that exist now, by role (an admin may have deleted some). */
export async function findDemoUsers(db: Db): Promise<DemoUserIds> {
  const emails = DEMO_USERS.map((user) => user.email);
  const rows = await db
    .select({ id: users.id, role: users.role, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const ids: DemoUserIds = {};
  for (const user of DEMO_USERS) {
    const row = rows.find((candidate) => candidate.email.toLowerCase() === user.email);
    if (row) ids[user.role] = row.id;
  }
  return ids;
}

/** Creates the demo accounts that are missing; one password hash serves them all (same password). */
export async function seedDemoUsers(db: Db): Promise<DemoUserIds> {
  const existing = await findDemoUsers(db);
  const missing = DEMO_USERS.filter((user) => existing[user.role] === undefined);
  if (missing.length === 0) return existing;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(missing.map((user) => ({ ...user, passwordHash })))
    .onConflictDoNothing();
  return findDemoUsers(db);
}
