// The browser a sign-in came from: a random id in a cookie of its own, sent only to the sign-in
// calls (path /api/auth), HttpOnly, for two years. It is no credential (nothing is allowed by it);
// referrals ask whether two accounts were ever used in one browser.
import { randomUUID } from 'node:crypto';
import { parse, serialize } from 'cookie';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { accountDevices } from '../../db/schema/auth.js';

export const DEVICE_COOKIE = 'filmlab_device';
const TWO_YEARS_S = 2 * 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The browser's device id from its cookie, or a new one set on the answer. */
export function deviceOf(request: FastifyRequest, reply: FastifyReply): string {
  const known = parse(request.headers.cookie ?? '')[DEVICE_COOKIE]?.toLowerCase();
  if (known && UUID.test(known)) return known;
  const id = randomUUID();
  reply.header(
    'set-cookie',
    serialize(DEVICE_COOKIE, id, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: TWO_YEARS_S,
    }),
  );
  return id;
}

export async function recordDevice(db: Db | Tx, userId: number, deviceId: string): Promise<void> {
  await db.insert(accountDevices).values({ userId, deviceId }).onConflictDoNothing();
}

/** Whether the two accounts were ever signed in from one browser. */
export async function shareADevice(db: Db | Tx, a: number, b: number): Promise<boolean> {
  const rows = await executeRows<{ shared: boolean }>(
    db,
    sql`select exists (
          select 1 from account_devices mine
            join account_devices theirs on theirs.device_id = mine.device_id
           where mine.user_id = ${a} and theirs.user_id = ${b}
        ) as shared`,
  );
  return rows[0]?.shared === true;
}
