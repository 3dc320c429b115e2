// The local provider's records of what "the bank" did: intents, refunds and used one-use tokens.
// Each call is its own short statement or transaction on the provider's tables, never part of an
// app transaction, so a crash of the app leaves them as the bank left them.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { sqlBuiltOnce } from '../../db/prepared.js';
import { localPaymentIntents, localRefunds, localUsedTokens } from '../../db/schema/local-payments.js';
import type { ChargeRequest, ProviderPayment, ProviderPaymentStatus } from './payment-provider.js';
import { DECLINE_MESSAGES, type CardOutcome } from './test-cards.js';

type IntentRow = typeof localPaymentIntents.$inferSelect;

const statusOf: Record<IntentRow['status'], ProviderPaymentStatus> = {
  requires_confirmation: 'unconfirmed',
  requires_payment_method: 'failed',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

const newId = (prefix: string) => `${prefix}_local_${randomUUID().replace(/-/g, '')}`;

async function useToken(db: Db | Tx, nonce: string, paymentIntentId: string | null): Promise<boolean> {
  const used = await db
    .insert(localUsedTokens)
    .values({ nonce, paymentIntentId })
    .onConflictDoNothing()
    .returning({ nonce: localUsedTokens.nonce });
  return used.length > 0;
}

// The two statements of a usable card's payment, built once (db/prepared.ts): made unconfirmed, then
// confirmed. Each has a form for a one-use token, which it takes (or finds taken) in the same statement.
const intentInsert = (unlessUsed: boolean) => sql`insert into ${localPaymentIntents}
    (id, idempotency_key, amount, customer, payment_method, status, description)
  select ${sql.placeholder('id')}, ${sql.placeholder('key')}, ${sql.placeholder('amount')}::bigint,
    ${sql.placeholder('customer')}::text, ${sql.placeholder('method')}, 'requires_confirmation', ${sql.placeholder('description')}
  ${unlessUsed ? sql`where not exists (select 1 from ${localUsedTokens} where nonce = ${sql.placeholder('nonce')})` : sql``}
  on conflict (idempotency_key) do nothing
  returning id`;
const createIntent = sqlBuiltOnce<{ id: string }>('local_intent_create', () => intentInsert(false));
const createIntentUnlessUsed = sqlBuiltOnce<{ id: string }>('local_intent_create_unless_used', () =>
  intentInsert(true),
);

const confirmTarget = sql`select id from ${localPaymentIntents}
  where id = ${sql.placeholder('id')} and payment_method = ${sql.placeholder('method')}
    and status = 'requires_confirmation' for update`;
const confirmSet = sql`status = ${sql.placeholder('status')}, decline_code = ${sql.placeholder('declineCode')}::text,
  updated_at = now()`;
type Confirmed = { id: string; status: string; decline_code: string | null };
const confirmIntent = sqlBuiltOnce<Confirmed>(
  'local_intent_confirm',
  () => sql`with target as (${confirmTarget})
    update ${localPaymentIntents} i set ${confirmSet}
    from target where i.id = target.id returning i.id, i.status, i.decline_code`,
);
const confirmIntentTakingToken = sqlBuiltOnce<Confirmed>(
  'local_intent_confirm_taking_token',
  () => sql`with target as (${confirmTarget}),
    used as (insert into ${localUsedTokens} (nonce, payment_intent_id) select ${sql.placeholder('nonce')}, id from target
      on conflict do nothing returning nonce)
    update ${localPaymentIntents} i set ${confirmSet}
    from target where i.id = target.id and exists (select 1 from used) returning i.id, i.status, i.decline_code`,
);

export function createLocalIntents(db: Db) {
  async function find(id: string): Promise<IntentRow> {
    const [intent] = await db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, id));
    if (!intent) throw new Error(`No such payment: ${id}`);
    return intent;
  }

  return {
    async byKey(idempotencyKey: string): Promise<IntentRow | undefined> {
      const [intent] = await db
        .select()
        .from(localPaymentIntents)
        .where(eq(localPaymentIntents.idempotencyKey, idempotencyKey));
      return intent;
    },

    /** Stripe refuses a key reused with other parameters; so do we. */
    sameRequest(intent: IntentRow, request: ChargeRequest): IntentRow {
      if (intent.amount !== request.amount || intent.paymentMethod !== request.paymentMethodId) {
        throw new Error(
          'Keys for idempotent requests can only be used with the same parameters they were first used with',
        );
      }
      return intent;
    },

    /**
     * The intent of the request's key, made unconfirmed, or (`outcome` given: Stripe's create with
     * confirm, for a card whose outcome needs no token used up) already charged or declined. The
     * same key answers the intent made the first time, as it then stood.
     */
    async create(request: ChargeRequest, outcome?: CardOutcome): Promise<IntentRow> {
      const [made] = await db
        .insert(localPaymentIntents)
        .values({
          id: newId('pi'),
          idempotencyKey: request.idempotencyKey,
          amount: request.amount,
          customer: request.providerCustomerId,
          paymentMethod: request.paymentMethodId,
          status:
            outcome === undefined
              ? 'requires_confirmation'
              : outcome === 'succeeds'
                ? 'succeeded'
                : 'requires_payment_method',
          declineCode: outcome === undefined || outcome === 'succeeds' ? null : outcome,
          description: request.description,
        })
        .onConflictDoNothing({ target: localPaymentIntents.idempotencyKey })
        .returning();
      if (made) return made;
      // Two requests with one key made one intent between them: both answer it.
      const [intent] = await db
        .select()
        .from(localPaymentIntents)
        .where(eq(localPaymentIntents.idempotencyKey, request.idempotencyKey));
      return this.sameRequest(intent!, request);
    },

    /**
     * The first request of a key, in one statement: its intent made unconfirmed, unless the one-use
     * token `unlessUsed` names is used up already. Null when nothing was made (the key has its intent,
     * or the token is used); the caller then takes the careful way (byKey, tokenUsed, create).
     */
    async createUnconfirmed(request: ChargeRequest, unlessUsed: string | null): Promise<string | null> {
      const values = {
        id: newId('pi'),
        key: request.idempotencyKey,
        amount: request.amount,
        customer: request.providerCustomerId,
        method: request.paymentMethodId,
        description: request.description,
        nonce: unlessUsed,
      };
      const [made] = await (unlessUsed === null ? createIntent : createIntentUnlessUsed)(db, values);
      return made?.id ?? null;
    },

    async tokenUsed(nonce: string): Promise<boolean> {
      const [row] = await db.select().from(localUsedTokens).where(eq(localUsedTokens.nonce, nonce));
      return row !== undefined;
    },

    useToken: (nonce: string) => useToken(db, nonce, null),

    /**
     * Charges an unconfirmed intent with the outcome `decide` gives, in one transaction (the token is
     * used up with it). An intent already confirmed answers as it did; a canceled one cannot be.
     */
    async confirm(
      id: string,
      decide: (paymentMethod: string, useToken: (nonce: string) => Promise<boolean>) => Promise<CardOutcome>,
    ): Promise<IntentRow> {
      return db.transaction(async (tx) => {
        const [intent] = await tx
          .select()
          .from(localPaymentIntents)
          .where(eq(localPaymentIntents.id, id))
          .for('update');
        if (!intent) throw new Error(`No such payment: ${id}`);
        if (intent.status === 'canceled') throw new Error('This payment was canceled before it was confirmed');
        if (intent.status !== 'requires_confirmation') return intent;
        const outcome = await decide(intent.paymentMethod, (nonce) => useToken(tx, nonce, id));
        const [updated] = await tx
          .update(localPaymentIntents)
          .set({
            status: outcome === 'succeeds' ? 'succeeded' : 'requires_payment_method',
            declineCode: outcome === 'succeeds' ? null : outcome,
            updatedAt: new Date(),
          })
          .where(eq(localPaymentIntents.id, id))
          .returning();
        return updated!;
      });
    },

    /**
     * Charges an unconfirmed intent of this payment method in one statement, using up the one-use
     * token `nonce` names with it: the row is locked, the token taken and the outcome written together.
     * Null when that did not happen (confirmed or canceled already, another method, token used); the
     * caller then takes `confirm`, which says why.
     */
    async confirmAtOnce(id: string, paymentMethod: string, nonce: string | null, outcome: CardOutcome) {
      const values = {
        id,
        method: paymentMethod,
        nonce,
        status: outcome === 'succeeds' ? 'succeeded' : 'requires_payment_method',
        declineCode: outcome === 'succeeds' ? null : outcome,
      };
      // A one-use token is taken in the same statement; the intent is charged only if it was.
      const [updated] = await (nonce === null ? confirmIntent : confirmIntentTakingToken)(db, values);
      return updated ? { id: updated.id, status: updated.status, declineCode: updated.decline_code } : null;
    },

    async retrieve(id: string): Promise<ProviderPayment> {
      const intent = await find(id);
      const [refund] = await db.select().from(localRefunds).where(eq(localRefunds.paymentIntentId, id));
      return {
        paymentId: intent.id,
        status: statusOf[intent.status],
        refunded: refund !== undefined,
        amount: intent.amount,
        failureMessage: intent.declineCode ? (DECLINE_MESSAGES[intent.declineCode] ?? null) : null,
      };
    },

    /** Cancels an intent that was not charged; a charged one stays as it is. */
    async cancel(id: string): Promise<void> {
      await db
        .update(localPaymentIntents)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(
          and(
            eq(localPaymentIntents.id, id),
            inArray(localPaymentIntents.status, ['requires_confirmation', 'requires_payment_method']),
          ),
        );
    },

    /** Refunds a charge in full, once (a second refund of it is the same refund). */
    async refund(id: string): Promise<void> {
      const intent = await find(id);
      if (intent.status !== 'succeeded') throw new Error(`Payment ${id} was not charged, so it cannot be refunded`);
      await db
        .insert(localRefunds)
        .values({ id: newId('re'), paymentIntentId: id, amount: intent.amount })
        .onConflictDoNothing({ target: localRefunds.paymentIntentId });
    },
  };
}
