// Route rows (see route-rows.ts) of development orders: the owner's orders of rolls, made through
// the API as the owner would, once the lab's service products exist.
import { seedServices } from '../db/seed/services.js';
import type { Fixture } from './fixture.js';
import type { Rows } from './row-types.js';

const seeded = new WeakMap<object, Promise<void>>();
export const services = (fx: Fixture) => {
  const db = fx.t.database.db;
  if (!seeded.has(db)) seeded.set(db, seedServices(db));
  return seeded.get(db)!;
};

const owner = (fx: Fixture) => ({ id: fx.callers.owner.id!, token: fx.callers.owner.token! });

export const DRAFT = {
  rolls: [{ brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'C-41', rush: true }],
  negativesAction: 'TOSS',
  inbound: { method: 'EXTERNAL_FULFILLMENT' },
};

export async function ownersOrder(fx: Fixture): Promise<number> {
  await services(fx);
  const made = await fx.ask('POST', `/users/${owner(fx).id}/orders`, owner(fx).token, DRAFT);
  return made.order.id as number;
}

/** An order of the owner's with one roll not yet rushed: add-rush's target. */
async function ownersUnrushedRoll(fx: Fixture): Promise<{ orderId: number; rollId: number }> {
  await services(fx);
  const draft = { ...DRAFT, rolls: [{ ...DRAFT.rolls[0], rush: false }] };
  const made = await fx.ask('POST', `/users/${owner(fx).id}/orders`, owner(fx).token, draft);
  return { orderId: made.order.id as number, rollId: made.rolls[0].id as number };
}

/** The owner's order and one of their saved addresses: the return-negatives form's target. */
async function ownersReturn(fx: Fixture): Promise<{ orderId: number; addressId: number }> {
  const orderId = await ownersOrder(fx);
  const saved = await fx.ask('POST', `/users/${owner(fx).id}/address`, owner(fx).token, {
    address1: '1 Bedford Ave',
    city: 'Brooklyn',
    state: 'NY',
    zip: '11211',
  });
  return { orderId, addressId: saved.address.id as number };
}

export const developmentOrderRows: Rows = {
  'developmentOrders.create': {
    call: async (fx) => {
      await services(fx);
      return { params: { id: owner(fx).id }, body: DRAFT };
    },
  },
  'developmentOrders.list': { call: (fx) => ({ params: { id: owner(fx).id }, query: { limit: 5 } }) },
  'developmentOrders.credits': { call: (fx) => ({ params: { id: owner(fx).id } }) },
  'developmentOrders.receive': { call: async (fx) => ({ params: { id: await ownersOrder(fx) } }) },
  'developmentOrders.addRollsEvent': {
    call: async (fx) => ({ params: { id: await ownersOrder(fx), eventId: 'DEVELOPED' }, body: {} }),
  },
  'developmentOrders.update': {
    call: async (fx) => ({
      params: { id: owner(fx).id, orderId: await ownersOrder(fx) },
      body: { notes: 'Two more rolls', newRolls: [DRAFT.rolls[0]] },
    }),
  },
  'developmentOrders.remove': {
    call: async (fx) => ({ params: { id: owner(fx).id, orderId: await ownersOrder(fx) } }),
  },
  'developmentOrders.receiveForUser': {
    call: async (fx) => ({ params: { id: owner(fx).id, orderId: await ownersOrder(fx) } }),
  },
  'developmentOrders.get': {
    call: async (fx) => ({ params: { id: owner(fx).id, orderId: await ownersOrder(fx) } }),
  },
  'developmentStatus.generalStats': { call: () => ({}) },
  'developmentStatus.publicOrder': { call: async (fx) => ({ params: { id: await ownersOrder(fx) } }) },
  'developmentStatus.addRush': {
    call: async (fx) => {
      const { orderId, rollId } = await ownersUnrushedRoll(fx);
      return { params: { id: owner(fx).id, orderId }, body: { rollIds: [rollId] } };
    },
  },
  'returnNegatives.request': {
    call: async (fx) => {
      const { orderId, addressId } = await ownersReturn(fx);
      return { params: { id: owner(fx).id, orderId }, body: { addressId, serviceLevel: 'return_negatives' } };
    },
  },
};
