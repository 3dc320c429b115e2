// The rolls at one stage, for the station that moves them on (add-rolls-event, per order).
import type { StageRoll } from '@filmlab/api';
import { orderNumber } from '@filmlab/domain';
import type { Deps } from '../../deps.js';
import { selectStageRolls } from './store.js';

export async function listStageRolls(options: {
  deps: Pick<Deps, 'db'>;
  stage: string;
  limit: number;
  offset: number;
}): Promise<{ rolls: StageRoll[]; count: number }> {
  const { rows, count } = await selectStageRolls(options.deps.db, options.stage, options.limit, options.offset);
  return {
    rolls: rows.map(({ firstName, lastName, since, orderId, ...roll }) => ({
      ...roll,
      orderId: orderId!,
      orderNumber: orderNumber(orderId!),
      customerName: `${firstName} ${lastName}`.trim(),
      since: since.toISOString(),
    })),
    count,
  };
}
