// Route rows (see route-rows.ts) of scan retention: the member reads when their scans will be removed.
import type { Rows } from './row-types.js';

export const scanRetentionRows: Rows = {
  'scanRetention.get': { call: (fx) => ({ params: { id: fx.callers.owner.id! } }) },
};
