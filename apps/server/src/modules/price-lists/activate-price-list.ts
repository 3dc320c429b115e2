import type { PriceListView } from '@filmlab/api';
import type { EventBus } from '../../adapters/events/event-bus.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import { changedFees, feeNoticesLater } from './fee-notice-job.js';
import { presentPriceList } from './present.js';
import { priceListCache } from './price-list-service.js';
import { expireStartedBefore, selectListForUpdate, selectListInForce, startList } from './store.js';

/** A start this far in the past is a mistake, not clock skew: prices never change retroactively. */
const PAST_TOLERANCE_MS = 60_000;

/**
 * Puts a draft in force from `startsAt` (now when absent): active at once, or scheduled for a later
 * date, when it takes over from the list before it. Every process drops its copy of the list in force.
 * Members whose plan fee it changes are told by e-mail, sent with the activation (memberships/fee-notices.ts).
 */
export async function activatePriceList(options: {
  db: Db;
  events: EventBus;
  id: number;
  userId: number;
  startsAt?: string | undefined;
}): Promise<PriceListView> {
  const { db, id, userId } = options;
  const now = new Date();
  const asked = options.startsAt ? new Date(options.startsAt) : now;
  if (asked.getTime() < now.getTime() - PAST_TOLERANCE_MS) {
    throw new AppError('BAD_REQUEST', 'startsAt: must not be in the past', ['startsAt: must not be in the past']);
  }
  const startsAt = asked < now ? now : asked;
  const scheduled = startsAt > now;
  const view = await db.transaction(async (tx) => {
    const row = await selectListForUpdate(tx, id);
    if (!row) throw notFound('Price list');
    if (row.status !== 'draft') throw new AppError('CONFLICT', `This price list is ${row.status} already`);
    // The list this one takes over from: in force when it starts (the draft itself is not started yet).
    const previous = await selectListInForce(tx, startsAt);
    const started = await startList(tx, id, {
      status: scheduled ? 'scheduled' : 'active',
      startsAt,
      activatedBy: userId,
      activatedAt: now,
    });
    if (!scheduled) await expireStartedBefore(tx, id, startsAt);
    if (previous && changedFees(previous.entries, row.entries).length > 0) await feeNoticesLater(tx, id, previous.id);
    return presentPriceList(started, scheduled ? 'scheduled' : 'active');
  });
  // A scheduled list changes the next start every copy expires at, so it is announced too.
  await priceListCache(options.events).changed();
  return view;
}
