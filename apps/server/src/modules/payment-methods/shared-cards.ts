// Whether two accounts have used one card: a fingerprint (one card number, one fingerprint at the
// provider) on a card either saved or tried to pay with, declined tries included. Referrals ask it,
// so that a member cannot reward themselves through a second account paid with their own card.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';

export async function shareACard(db: Tx, a: number, b: number): Promise<boolean> {
  const rows = await executeRows<{ shared: boolean }>(
    db,
    sql`with cards as (
          select user_id, fingerprint from payment_methods where fingerprint is not null and user_id in (${a}, ${b})
          union
          select customer_id, card_fingerprint from payment_attempts
           where card_fingerprint is not null and customer_id in (${a}, ${b})
        )
        select exists (
          select 1 from cards mine join cards theirs on theirs.fingerprint = mine.fingerprint
           where mine.user_id = ${a} and theirs.user_id = ${b}
        ) as shared`,
  );
  return rows[0]?.shared === true;
}
