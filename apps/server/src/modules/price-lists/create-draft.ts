import type { PriceListView } from '@filmlab/api';
import type { EventBus } from '../../adapters/events/event-bus.js';
import type { Db } from '../../db/client.js';
import { presentPriceList } from './present.js';
import { loadActivePriceList } from './price-list-service.js';
import { insertList } from './store.js';

/** A draft copy of the list in force now, for staff to edit. */
export async function createDraft(options: { db: Db; events: EventBus; userId: number }): Promise<PriceListView> {
  const { db, userId } = options;
  // Read from the database, not this process's copy: a draft must start from the latest list.
  const active = await loadActivePriceList(db, new Date());
  const row = await insertList(db, {
    entries: active.list,
    status: 'draft',
    startsAt: null,
    basedOn: active.id === 0 ? null : active.id,
    createdBy: userId,
  });
  return presentPriceList(row, 'draft');
}
