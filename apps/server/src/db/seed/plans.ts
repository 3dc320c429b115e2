import { PLANS, type Credits, type Plan } from '@filmlab/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { membershipPlans } from '../schema/plans.js';
import { changedFields } from './sync-rows.js';

/** 'unlimited' is stored as NULL (see schema/plans.ts). */
export const creditsColumn = (credits: Credits): number | null => (credits === 'unlimited' ? null : credits);

function planRow(plan: Plan) {
  return {
    id: plan.id,
    sku: plan.sku,
    active: plan.active,
    legacy: plan.legacy,
    label: plan.label,
    description: plan.desc,
    price: plan.price,
    rollCredits: creditsColumn(plan.rollCredits),
    scan4KCredits: creditsColumn(plan.scan4KCredits),
    rushCredits: creditsColumn(plan.rushCredits),
    proScanCredits: creditsColumn(plan.proScanCredits),
    benefits: plan.benefits,
  };
}

/** Every plan of the domain's PLANS, kept in step with it on every start (the domain is the authority). */
export async function seedPlans(db: Db): Promise<void> {
  const current = new Map((await db.select().from(membershipPlans)).map((row) => [row.id, row]));
  const missing = [];
  for (const plan of Object.values(PLANS)) {
    const row = planRow(plan);
    const existing = current.get(plan.id);
    if (!existing) {
      missing.push(row);
      continue;
    }
    const changed = changedFields(existing, row);
    if (changed)
      await db
        .update(membershipPlans)
        .set({ ...changed, updatedAt: new Date() })
        .where(eq(membershipPlans.id, plan.id));
  }
  if (missing.length > 0) await db.insert(membershipPlans).values(missing).onConflictDoNothing();
}
