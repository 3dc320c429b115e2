// Settling a membership (DESIGN.md rule 12, the settle step): the provider's word on a subscription
// is written to the app's row in one transaction with what follows from it: every paid period's
// payment row and credits (each once: unique keys), and the member flag. The purchase request, the
// renewal job and the recovery sweeps all settle through here, so running it twice changes nothing.
// The renewal run settles its memberships many to a transaction, a few statements for them all.
import {
  PLAN_IDS,
  feeOfLookupKey,
  isOneOf,
  periodCreditGrant,
  planFromPriceLookupKey,
  upgradeCreditTopUp,
  type PlanId,
} from '@filmlab/domain';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { PaidPeriod, ProviderSubscription } from '../../adapters/payments/payment-provider.js';
import type { Db, Tx } from '../../db/client.js';
import { payments } from '../../db/schema/settled-payments.js';
import { subscriptions } from '../../db/schema/subscriptions.js';
import { grantPeriodCredits, type PeriodGrant } from '../credits/plan-credits.js';
import { pricesInForceAt } from '../price-lists/price-list-service.js';
import { releasePromo } from '../promos/release-promo.js';
import { membershipReceiptLater } from '../receipts/membership-receipt-later.js';
import { setMembersActive } from '../users/service.js';
import { LIVE_STATUSES, UNPAID_STATUSES, type SubscriptionRow } from './store.js';

function planOf(row: SubscriptionRow, remote: ProviderSubscription): PlanId {
  const fromKey = planFromPriceLookupKey(remote.priceLookupKey);
  if (fromKey !== 'NON_MEMBER') return fromKey;
  return isOneOf(PLAN_IDS, row.planId) ? row.planId : 'NON_MEMBER';
}

/** The provider's word on one of the app's subscriptions, to settle. */
export interface SubscriptionSync {
  subscriptionId: number;
  remote: ProviderSubscription;
  /** A change of tier's settle step: the change's claim ends with the provider's word, in one transaction. */
  endTierChange?: boolean;
}

export async function syncSubscription(
  options: { db: Db; provider: string } & SubscriptionSync,
): Promise<SubscriptionRow | undefined> {
  const [settled] = await syncSubscriptions({ db: options.db, provider: options.provider, items: [options] });
  return settled;
}

/**
 * Settles each subscription (one item per subscription) in one transaction: the rows, their paid
 * periods' payments and credits, and the member flags, each kind in one statement. The rows as
 * settled, in the items' order (undefined where no such row).
 */
export async function syncSubscriptions(options: {
  db: Db;
  provider: string;
  items: readonly SubscriptionSync[];
}): Promise<Array<SubscriptionRow | undefined>> {
  const { db, items } = options;
  if (items.length === 0) return [];
  return db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(subscriptions)
      .where(
        inArray(
          subscriptions.id,
          items.map((item) => item.subscriptionId),
        ),
      )
      .orderBy(subscriptions.id)
      .for('update');
    const rows = new Map(locked.map((row) => [row.id, row]));
    const now = new Date();
    const settled = new Map<number, SubscriptionRow>();
    const moved: SubscriptionRow[] = [];
    const paid: Array<typeof payments.$inferInsert> = [];
    // Each payment's period, for its receipt: by the provider's payment id.
    const periodOf = new Map<
      string,
      { planId: PlanId; fee: number | null; periodStart: Date; periodEnd: Date; prorated: boolean }
    >();
    // Each paid period, the time whose price list it is granted under, and a proration's old plan.
    const toGrant: Array<Omit<PeriodGrant, 'grant'> & { grantedUnder: Date; toppedUpFrom: PlanId | null }> = [];
    const flags: Array<{ row: SubscriptionRow; live: boolean }> = [];
    for (const { subscriptionId, remote, endTierChange } of items) {
      const row = rows.get(subscriptionId);
      if (!row) continue;
      const planId = planOf(row, remote);
      // A word read before one already settled (another process's renewal, an event late) does not
      // move the period back; its paid periods still settle below.
      const stale =
        row.providerSubscriptionId === remote.subscriptionId &&
        row.currentPeriodEnd !== null &&
        remote.currentPeriodEnd < row.currentPeriodEnd;
      const endChange = endTierChange ? { tierChangeTo: null, tierChangeClaimedUntil: null } : {};
      if (stale && !endTierChange) {
        settled.set(row.id, row);
      } else if (stale) {
        const [ended] = await tx.update(subscriptions).set(endChange).where(eq(subscriptions.id, row.id)).returning();
        settled.set(row.id, ended!);
      } else {
        const next: SubscriptionRow = {
          ...row,
          status: remote.status,
          planId: planId === 'NON_MEMBER' ? row.planId : planId,
          cancelAtPeriodEnd: remote.cancelAtPeriodEnd,
          currentPeriodStart: remote.currentPeriodStart,
          currentPeriodEnd: remote.currentPeriodEnd,
          providerSubscriptionId: remote.subscriptionId,
          priceLookupKey: remote.priceLookupKey,
          failureMessage: remote.failureMessage,
          ...endChange,
          updatedAt: now,
        };
        moved.push(next);
        settled.set(row.id, next);
        flags.push({ row, live: (LIVE_STATUSES as readonly string[]).includes(remote.status) });
      }
      for (const period of remote.paidPeriods) {
        // Each period grants the plan it paid for (a period before a change of tier, the old one's).
        const paidFor = period.priceLookupKey ? planFromPriceLookupKey(period.priceLookupKey) : planId;
        if (period.paymentId) {
          paid.push({
            userId: row.userId,
            subscriptionId: row.id,
            provider: options.provider,
            providerPaymentId: period.paymentId,
            idempotencyKey: period.invoiceId,
            amount: period.amount,
            status: 'succeeded',
          });
          periodOf.set(period.paymentId, {
            planId: paidFor,
            // A fee the lab changed is named by the price's key; the plan's default fee otherwise.
            fee: feeOfLookupKey(period.priceLookupKey ?? remote.priceLookupKey),
            periodStart: period.periodStart,
            periodEnd: period.periodEnd,
            prorated: period.proratedFrom !== null,
          });
        }
        toGrant.push({
          userId: row.userId,
          subscriptionId: row.id,
          planId: paidFor,
          periodStart: period.periodStart,
          periodEnd: period.periodEnd,
          grantedUnder: (period.proratedFrom === null ? period : periodTopped(remote, period)).periodStart,
          toppedUpFrom: period.proratedFrom === null ? null : planFromPriceLookupKey(period.proratedFrom),
        });
      }
      // A purchase that never got paid gives its promo use back (its redemption deleted: once,
      // however many callers settle it).
      if (row.status === 'incomplete' && remote.status === 'incomplete_expired' && row.promoId !== null) {
        await releasePromo({ tx, subscriptionId: row.id });
      }
    }
    await writeSettled(tx, moved);
    if (paid.length > 0) {
      // A payment recorded now (not before) gets its receipt, asked for in this transaction.
      const recorded = await tx
        .insert(payments)
        .values(paid)
        .onConflictDoNothing()
        .returning({ id: payments.id, providerPaymentId: payments.providerPaymentId });
      for (const { id, providerPaymentId } of recorded) {
        const period = periodOf.get(providerPaymentId)!;
        await membershipReceiptLater(tx, {
          paymentId: id,
          planId: period.planId,
          fee: period.fee,
          periodStart: period.periodStart.toISOString(),
          periodEnd: period.periodEnd.toISOString(),
          prorated: period.prorated,
        });
      }
    }
    // A period grants the credits of the price list in force when it started; a change of tier's
    // proration tops it up to the new plan's credits on that same list.
    const listAt = await pricesInForceAt(
      tx,
      toGrant.map((period) => period.grantedUnder),
    );
    const grants: PeriodGrant[] = toGrant.map(({ grantedUnder, toppedUpFrom, ...period }) => ({
      ...period,
      grant:
        toppedUpFrom === null
          ? periodCreditGrant(period.planId, listAt(grantedUnder))
          : upgradeCreditTopUp(toppedUpFrom, period.planId, listAt(grantedUnder)),
    }));
    await grantPeriodCredits(tx, grants);
    await setMemberFlags(tx, flags);
    return items.map((item) => settled.get(item.subscriptionId));
  });
}

/** The paid period a proration tops up: the whole period ending when it ends (itself when not among the paid). */
function periodTopped(remote: ProviderSubscription, proration: PaidPeriod): PaidPeriod {
  const whole = remote.paidPeriods.find(
    (period) => period.proratedFrom === null && +period.periodEnd === +proration.periodEnd,
  );
  return whole ?? proration;
}

/** Writes the settled rows' provider fields in one statement. */
async function writeSettled(tx: Tx, rows: readonly SubscriptionRow[]): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map(
    (row) =>
      sql`(${row.id}::int, ${row.status}::text, ${row.planId}::text, ${row.cancelAtPeriodEnd}::boolean,
        ${row.currentPeriodStart?.toISOString() ?? null}::timestamptz,
        ${row.currentPeriodEnd?.toISOString() ?? null}::timestamptz, ${row.providerSubscriptionId}::text,
        ${row.priceLookupKey}::text, ${row.failureMessage}::text, ${row.tierChangeTo}::text,
        ${row.tierChangeClaimedUntil?.toISOString() ?? null}::timestamptz, ${row.updatedAt.toISOString()}::timestamptz)`,
  );
  await tx.execute(sql`
    update ${subscriptions} as s set
      status = v.status, plan_id = v.plan_id, cancel_at_period_end = v.cancel_at_period_end,
      current_period_start = v.current_period_start, current_period_end = v.current_period_end,
      provider_subscription_id = v.provider_subscription_id, price_lookup_key = v.price_lookup_key,
      failure_message = v.failure_message, tier_change_to = v.tier_change_to,
      tier_change_claimed_until = v.tier_change_claimed_until, updated_at = v.updated_at
    from (values ${sql.join(values, sql`, `)}) as v(id, status, plan_id, cancel_at_period_end,
      current_period_start, current_period_end, provider_subscription_id, price_lookup_key,
      failure_message, tier_change_to, tier_change_claimed_until, updated_at)
    where s.id = v.id`);
}

/** The member flag follows each customer's newest paid-for membership only. */
async function setMemberFlags(tx: Tx, flags: ReadonlyArray<{ row: SubscriptionRow; live: boolean }>): Promise<void> {
  if (flags.length === 0) return;
  const newest = await tx
    .selectDistinctOn([subscriptions.userId], { id: subscriptions.id, userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        inArray(
          subscriptions.userId,
          flags.map(({ row }) => row.userId),
        ),
        notInArray(subscriptions.status, [...UNPAID_STATUSES]),
      ),
    )
    .orderBy(subscriptions.userId, desc(subscriptions.createdAt), desc(subscriptions.id));
  const newestOf = new Map(newest.map((row) => [row.userId, row.id]));
  const mine = flags.filter(({ row }) => newestOf.get(row.userId) === row.id);
  await setMembersActive(
    tx,
    mine.filter((flag) => flag.live).map(({ row }) => row.userId),
    true,
  );
  await setMembersActive(
    tx,
    mine.filter((flag) => !flag.live).map(({ row }) => row.userId),
    false,
  );
}
