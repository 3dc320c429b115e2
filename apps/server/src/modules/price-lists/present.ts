import type { PriceListChange, PriceListView } from '@filmlab/api';
import { CREDIT_KINDS, PRINT_SIZE_NAMES, isOneOf, listInForce, type Credits } from '@filmlab/domain';
import type { PriceListChangeRow, PriceListRow } from './store.js';

/** A list's state as of `now`: the list in force is active, a later start is scheduled, an earlier one expired. */
export function statusOf(row: PriceListRow, inForceId: number | null, now: Date): PriceListView['status'] {
  if (!row.startsAt) return 'draft';
  if (row.id === inForceId) return 'active';
  return row.startsAt > now ? 'scheduled' : 'expired';
}

export function inForceId(rows: ReadonlyArray<Pick<PriceListRow, 'id' | 'startsAt'>>, now: Date): number | null {
  return listInForce(rows, now)?.id ?? null;
}

export function presentPriceList(row: PriceListRow, status: PriceListView['status']): PriceListView {
  return {
    id: row.id,
    status,
    startsAt: row.startsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    activatedAt: row.activatedAt?.toISOString() ?? null,
    activatedBy: row.activatedBy,
    entries: row.entries,
  };
}

export function presentChange(row: PriceListChangeRow, userName: string | null): PriceListChange {
  return {
    id: row.id,
    priceListId: row.priceListId,
    userId: row.userId,
    userName,
    at: row.createdAt.toISOString(),
    service: row.service,
    tier: row.tier,
    planId: row.planId,
    printSize: isOneOf(PRINT_SIZE_NAMES, row.printSize) ? row.printSize : null,
    credit: isOneOf(CREDIT_KINDS, row.credit) ? row.credit : null,
    oldCents: row.oldCents,
    newCents: row.newCents,
    oldCredits: creditsOf(row.oldCredits),
    newCredits: creditsOf(row.newCredits),
  };
}

/** Credits as stored in the change log: a number, or `unlimited`. */
function creditsOf(stored: string | null): Credits | null {
  if (stored === null) return null;
  return stored === 'unlimited' ? 'unlimited' : Number(stored);
}
