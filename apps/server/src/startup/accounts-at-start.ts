import type { Role } from '@filmlab/domain';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/users.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed/demo-users.js';
import { verifyPassword } from '../modules/auth/passwords.js';

export interface AccountsAtStart {
  /** Demo accounts that still take the published password (not deleted, password not changed). */
  openDemoAccounts: Array<{ role: Role; email: string }>;
  /** Every ADMIN account, demo or not: none means nobody can run the lab from the admin area. */
  adminCount: number;
}

/** What main.ts prints at start and checks before listening on the network. */
export async function findAccountsAtStart(db: Db): Promise<AccountsAtStart> {
  const emails = DEMO_USERS.map((user) => user.email);
  const [demoRows, [admins]] = await Promise.all([
    db
      .select({ role: users.role, email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails)),
    db.select({ count: count() }).from(users).where(eq(users.role, 'ADMIN')),
  ]);
  // At most four argon2 checks, once per start: cheap next to the seed.
  const open = await Promise.all(
    demoRows.map(async (row) => (row.passwordHash ? verifyPassword(row.passwordHash, DEMO_PASSWORD) : false)),
  );
  const openEmails = new Set(demoRows.filter((_row, index) => open[index]).map((row) => row.email.toLowerCase()));
  return {
    openDemoAccounts: DEMO_USERS.filter((user) => openEmails.has(user.email)).map(({ role, email }) => ({
      role,
      email,
    })),
    adminCount: admins?.count ?? 0,
  };
}

/** The lines main.ts prints under "running at": which accounts a newcomer can sign in with. */
export function describeAccounts(accounts: AccountsAtStart): string[] {
  const lines: string[] = [];
  if (accounts.openDemoAccounts.length > 0) {
    lines.push(`  Demo accounts (password: ${DEMO_PASSWORD}):`);
    for (const account of accounts.openDemoAccounts) lines.push(`    ${account.role.padEnd(9)} ${account.email}`);
  } else {
    lines.push('  No demo account takes the published password.');
  }
  lines.push(
    accounts.adminCount === 0
      ? '  No admin account exists yet: nobody can open the admin area.'
      : `  Admin accounts: ${accounts.adminCount}.`,
  );
  return lines;
}
