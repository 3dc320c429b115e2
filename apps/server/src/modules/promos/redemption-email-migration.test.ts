import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { canonicalEmail } from '@filmlab/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { promoRedemptions } from '../../db/schema/promo-redemptions.js';
import { promos } from '../../db/schema/promos.js';
import { createTestDatabase } from '../../test/test-database.js';
import { hasRedeemed } from './store.js';

// drizzle/*_canonical_redemption_emails.sql is hand-written: it rewrites the e-mails of promo uses
// recorded before uses were counted by inbox. Run here again (it is idempotent) on rows as the old
// code left them (lower-cased and trimmed only). Found by name, so the file may be renumbered.
const folder = path.resolve(import.meta.dirname, '../../../drizzle');
const file = readdirSync(folder).find((name) => name.endsWith('_canonical_redemption_emails.sql'));
const migration = readFileSync(path.join(folder, file ?? 'missing'), 'utf8');

describe('migration: canonical e-mails of old promo uses', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('rewrites each old address to its inbox, as canonicalEmail does, keeping the once-per-inbox index', async () => {
    const { db } = database;
    const [once] = await db.insert(promos).values({ code: 'OLDONCE', amountOff: 500 }).returning();
    const [many] = await db
      .insert(promos)
      .values({ code: 'OLDMANY', amountOff: 500, oncePerCustomer: false })
      .returning();
    const old = [
      // One person's two uses of a once-per-customer code, the abuse the rule now stops.
      [once!.id, true, 'sam+shop@example.com'],
      [once!.id, true, 'sam+again@example.com'],
      [once!.id, true, 'f.irst.last@googlemail.com'],
      [once!.id, true, 'plain@example.com'],
      [once!.id, true, '+tag@example.com'],
      // Already canonical, recorded after the first of its inbox: it keeps the address, the other keeps its own.
      [once!.id, true, 'kim+x@example.org'],
      [once!.id, true, 'kim@example.org'],
      [many!.id, false, 'sam+1@example.com'],
      [many!.id, false, 'sam+2@example.com'],
    ] as const;
    // Each use is of a guest order (a use belongs to an order or a membership).
    const orderIds = await db
      .insert(orders)
      .values(old.map(([, , email]) => ({ customerId: null, guest: true, guestEmail: email })))
      .returning({ id: orders.id });
    await db.insert(promoRedemptions).values(
      old.map(([promoId, oncePerCustomer, email], index) => ({
        promoId,
        oncePerCustomer,
        email,
        discount: 500,
        orderId: orderIds[index]!.id,
      })),
    );
    for (let run = 0; run < 2; run++) {
      for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    }
    const rows = await db
      .select({ email: promoRedemptions.email })
      .from(promoRedemptions)
      .orderBy(asc(promoRedemptions.id));
    expect(rows.map((row) => row.email)).toEqual([
      'sam@example.com',
      'sam+again@example.com',
      'firstlast@gmail.com',
      'plain@example.com',
      '+tag@example.com',
      'kim+x@example.org',
      'kim@example.org',
      'sam@example.com',
      'sam@example.com',
    ]);
    // The SQL and the domain's rule agree on every address it rewrote.
    for (const [index, [, , email]] of old.entries()) {
      if (rows[index]!.email !== email) expect(rows[index]!.email).toBe(canonicalEmail(email));
    }
    // And the code now counts as used by that inbox, however it is written next time.
    for (const email of ['Sam+third@Example.com', 'first.last@gmail.com', 'KIM+y@example.org']) {
      expect(await hasRedeemed(db, once!.id, { customerId: null, email })).toBe(true);
    }
    const fresh = await db.select().from(promoRedemptions).where(eq(promoRedemptions.email, 'nobody@example.com'));
    expect(fresh).toEqual([]);
  });
});
