// A membership's service credits: each paid period grants its plan's dev+scan, 4K, rush and pro scan
// credits once (the credits_period_grant_key unique index: subscription, period, product), and the
// member's ledger (what is left of each kind, every grant, when the next comes).
import { CREDIT_KINDS, periodCreditGrant, type CreditKind, type Credits, type PlanId } from '@filmlab/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { credits } from '../../db/schema/credits.js';
import { pricesInForceAt } from '../price-lists/price-list-service.js';
import { creditKindsByProduct, creditProducts } from './credit-products.js';
import { serviceCreditBalance } from './service-credits.js';

/** One paid period of a subscription, and what it grants. */
export interface PeriodGrant {
  userId: number;
  subscriptionId: number;
  planId: PlanId;
  periodStart: Date;
  periodEnd: Date;
  /**
   * What the period grants: the plan's credits on the price list in force when the period started
   * (`periodCreditGrant`), or an upgrade's top-up (`upgradeCreditTopUp`).
   */
  grant: Readonly<Record<CreditKind, Credits>>;
}

/**
 * Grants paid periods' credits (of one subscription or many), in the caller's transaction and one
 * statement; a period already granted adds nothing (however many workers or webhooks report it).
 * 'Unlimited' needs no rows: that service is priced at 0 for the plan. The credits last until the
 * period ends. Returns how many rows were new.
 */
export async function grantPeriodCredits(tx: Tx, periods: readonly PeriodGrant[]): Promise<number> {
  if (periods.length === 0) return 0;
  const productIds = await creditProducts(tx);
  const rows = periods.flatMap((period) => {
    return CREDIT_KINDS.flatMap((kind) => {
      const quantity = period.grant[kind];
      const productId = productIds.get(kind);
      return typeof quantity === 'number' && quantity > 0 && productId !== undefined
        ? [
            {
              userId: period.userId,
              productId,
              quantity,
              remaining: quantity,
              source: 'PLAN',
              subscriptionId: period.subscriptionId,
              periodStart: period.periodStart,
              expiresAt: period.periodEnd,
              note: `${period.planId} ${period.periodStart.toISOString().slice(0, 10)}`,
            },
          ]
        : [];
    });
  });
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(credits)
    .values(rows)
    .onConflictDoNothing({ target: [credits.subscriptionId, credits.periodStart, credits.productId] })
    .returning({ id: credits.id });
  return inserted.length;
}

export interface LedgerEntry {
  id: number;
  kind: CreditKind;
  quantity: number;
  remaining: number;
  source: string;
  periodStart: Date | null;
  expiresAt: Date | null;
  createdAt: Date;
}

/** What is left of each kind now ('unlimited' where the active plan includes it) and every grant, newest first. */
export async function creditLedger(options: {
  db: Db;
  userId: number;
  /** The member's plan while it is active; null for none or lapsed. */
  activePlan: PlanId | null;
  /** When the member's current period started (its credits are those of the list in force then). */
  periodStart: Date | null;
  now: Date;
}) {
  const { db, userId, now } = options;
  const balance: Record<CreditKind, number | 'unlimited'> = { ...(await serviceCreditBalance(db, userId, now)) };
  if (options.activePlan) {
    const grantedUnder = options.periodStart ?? now;
    const listAt = await pricesInForceAt(db, [grantedUnder]);
    const grant = periodCreditGrant(options.activePlan, listAt(grantedUnder));
    for (const kind of CREDIT_KINDS) if (grant[kind] === 'unlimited') balance[kind] = 'unlimited';
  }
  const kinds = await creditKindsByProduct(db);
  const rows = await db
    .select({
      id: credits.id,
      productId: credits.productId,
      quantity: credits.quantity,
      remaining: credits.remaining,
      source: credits.source,
      periodStart: credits.periodStart,
      expiresAt: credits.expiresAt,
      createdAt: credits.createdAt,
    })
    .from(credits)
    .where(and(eq(credits.userId, userId), inArray(credits.productId, [...kinds.keys()])))
    .orderBy(desc(credits.createdAt), desc(credits.id))
    .limit(200);
  const entries: LedgerEntry[] = rows.flatMap(({ productId, ...row }) => {
    const kind = kinds.get(productId);
    return kind ? [{ ...row, kind }] : [];
  });
  return { balance, entries };
}
