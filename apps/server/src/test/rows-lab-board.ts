// Route rows (see route-rows.ts) of the lab's orders board: staff only, on an order of the owner's.
import type { Rows } from './row-types.js';
import { ownersOrder } from './rows-development-orders.js';

export const labBoardRows: Rows = {
  'labBoard.board': { call: () => ({ query: { status: 'OPEN', stage: 'CREATED', limit: 5 } }) },
  'labBoard.bulk': {
    call: async (fx) => ({ body: { action: 'receive', orderIds: [await ownersOrder(fx)] } }),
  },
  'labBoard.quickSearch': { call: () => ({ query: { search: 'owner' } }) },
};
