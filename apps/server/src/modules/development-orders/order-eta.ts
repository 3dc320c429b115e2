// The estimated ready dates of an order's rolls, from the live queue (domain estimateReadyDate).
import {
  READY_STAGES,
  estimateReadyDate,
  latestReadyOn,
  rushNeverLater,
  type Estimate,
  type PriorityTier,
} from '@filmlab/domain';
import { labDay, type LabQueue } from './lab-queue.js';

export interface RollForEta {
  filmRollId: number;
  process: string;
  rush: boolean;
  priorityTier: PriorityTier;
  status: string;
  receivedAt: Date | null;
}

export interface OrderEta {
  byRoll: Map<number, Estimate>;
  /** The order's: its last roll's; null when every roll is ready or the order is canceled. */
  order: Estimate | null;
}

export function estimateOrder(options: {
  lab: LabQueue;
  timeZone: string;
  orderStatus: string;
  rolls: readonly RollForEta[];
}): OrderEta {
  const byRoll = new Map<number, Estimate>();
  if (options.orderStatus === 'CANCELED') return { byRoll, order: null };
  const estimated: { filmRollId: number; rush: boolean; estimate: Estimate }[] = [];
  const { lab } = options;
  // Rolls of one kind received the same day share an estimate (an order's 36 rolls are a few kinds).
  const known = new Map<string, Estimate>();
  for (const roll of options.rolls) {
    if ((READY_STAGES as readonly string[]).includes(roll.status)) continue;
    const receivedOn =
      roll.status === 'CREATED' ? null : roll.receivedAt ? labDay(roll.receivedAt, options.timeZone) : lab.today;
    const kind = `${roll.process}|${roll.rush}|${roll.priorityTier}|${receivedOn}`;
    let estimate = known.get(kind);
    if (!estimate) {
      estimate = estimateReadyDate({
        roll: { process: roll.process, rush: roll.rush, tier: roll.priorityTier, receivedOn },
        queue: lab.queue,
        throughput: lab.throughput,
        today: lab.today,
      });
      known.set(kind, estimate);
    }
    estimated.push({ filmRollId: roll.filmRollId, rush: roll.rush, estimate });
  }
  for (const roll of rushNeverLater(estimated, lab.today)) byRoll.set(roll.filmRollId, roll.estimate);
  return { byRoll, order: latestReadyOn([...byRoll.values()]) };
}
