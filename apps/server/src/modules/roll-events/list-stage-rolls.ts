// The rolls at one stage, for the station that moves them on (add-rolls-event, per order).
import type { StageRoll } from '@filmlab/api';
import { orderNumber } from '@filmlab/domain';
import type { Deps } from '../../deps.js';
import { selectRollsAtStage } from '../rolls/roll-service.js';
import { findAccountNames } from '../users/service.js';

export async function listStageRolls(options: {
  deps: Pick<Deps, 'db'>;
  stage: string;
  limit: number;
  offset: number;
}): Promise<{ rolls: StageRoll[]; count: number }> {
  const { db } = options.deps;
  const { rows, count } = await selectRollsAtStage(db, options.stage, options.limit, options.offset);
  const names = await findAccountNames(
    db,
    rows.map((roll) => roll.customerId),
  );
  return {
    rolls: rows.map(({ since, orderId, ...roll }) => ({
      ...roll,
      orderId: orderId!,
      orderNumber: orderNumber(orderId!),
      customerName: names.get(roll.customerId) ?? '',
      since: since.toISOString(),
    })),
    count,
  };
}
