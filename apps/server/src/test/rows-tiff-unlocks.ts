// Route rows (see route-rows.ts) of TIFF unlocks: the member unlocks frames, staff work the lab's list.
import { TIFF_UNLOCK_PRICE_CENTS } from '@filmlab/domain';
import { scanUnlocks } from '../db/schema/unlocks.js';
import { seedServices } from '../db/seed/services.js';
import type { Fixture } from './fixture.js';
import type { Rows } from './row-types.js';

const seeded = new WeakMap<object, Promise<void>>();
const services = (fx: Fixture) => {
  const db = fx.t.database.db;
  if (!seeded.has(db)) seeded.set(db, seedServices(db));
  return seeded.get(db)!;
};

const ownerOf = (fx: Fixture) => ({ id: fx.callers.owner.id!, token: fx.callers.owner.token! });

/** A paid unlock of a fresh frame of the owner's with no TIFF master yet: a task on the lab's list. */
async function pendingUnlock(fx: Fixture): Promise<number> {
  const [row] = await fx.t.database.db
    .insert(scanUnlocks)
    .values({
      scanId: await fx.fresh.scan(),
      customerId: ownerOf(fx).id,
      size: '16_BIT_TIFF',
      unitAmount: 0,
      paidAt: new Date(),
    })
    .returning({ id: scanUnlocks.id });
  return row!.id;
}

export const tiffUnlockRows: Rows = {
  // The owner is not a member: a fresh frame each call, so each allowed call makes its own order.
  'tiffUnlocks.unlock': {
    call: async (fx) => {
      await services(fx);
      return {
        params: { id: ownerOf(fx).id },
        body: { scanIds: [await fx.fresh.scan()], pricePerUnlock: TIFF_UNLOCK_PRICE_CENTS },
      };
    },
  },
  'tiffUnlocks.pending': { call: () => ({}) },
  'tiffUnlocks.upload': { call: async (fx) => ({ params: { unlockId: await pendingUnlock(fx) } }) },
  'tiffUnlocks.done': {
    call: async (fx) => ({ params: { unlockId: await pendingUnlock(fx) } }),
    allowedAnswer: { status: [409], why: 'no TIFF master was uploaded to the unlock yet' },
  },
};
