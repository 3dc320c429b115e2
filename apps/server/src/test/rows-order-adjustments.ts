// Route rows (see route-rows.ts) of staff adjustments: an order of the owner's with two rolls not
// yet at the lab, made through the API as the owner would.
import { seedServices } from '../db/seed/services.js';
import type { Fixture } from './fixture.js';
import type { Rows } from './row-types.js';
import { DRAFT } from './rows-development-orders.js';

const seeded = new WeakMap<object, Promise<void>>();

async function ownersTwoRolls(fx: Fixture): Promise<{ orderId: number; rollId: number }> {
  const db = fx.t.database.db;
  if (!seeded.has(db)) seeded.set(db, seedServices(db));
  await seeded.get(db);
  const { id, token } = fx.callers.owner;
  const draft = { ...DRAFT, rolls: [DRAFT.rolls[0], DRAFT.rolls[0]] };
  const made = await fx.ask('POST', `/users/${id!}/orders`, token!, draft);
  return { orderId: made.order.id as number, rollId: made.rolls[1].id as number };
}

/** A pick-up of the owner's: an order of theirs the lab received (as staff would, through the API). */
async function ownersPickUp(fx: Fixture): Promise<number> {
  const { orderId, rollId } = await ownersTwoRolls(fx);
  await fx.ask('PUT', `/orders/${orderId}/receive`, fx.callers.admin.token);
  const { id, token } = fx.callers.owner;
  const { filmRoll } = await fx.ask('GET', `/users/${id!}/film-rolls/${rollId}`, token!);
  return filmRoll.pickUpId as number;
}

export const orderAdjustmentRows: Rows = {
  'orderAdjustments.addPickUpRoll': {
    call: async (fx) => ({
      params: { id: fx.callers.owner.id!, pickUpId: await ownersPickUp(fx) },
      body: DRAFT.rolls[0],
    }),
  },
  'orderAdjustments.addRoll': {
    call: async (fx) => ({ params: { id: (await ownersTwoRolls(fx)).orderId }, body: DRAFT.rolls[0] }),
  },
  'orderAdjustments.changeRoll': {
    call: async (fx) => {
      const { orderId, rollId } = await ownersTwoRolls(fx);
      return { params: { id: orderId, rollId }, body: { model: 'Portra 800' } };
    },
  },
  'orderAdjustments.removeRoll': {
    call: async (fx) => {
      const { orderId, rollId } = await ownersTwoRolls(fx);
      return { params: { id: orderId, rollId } };
    },
  },
};
