import type { RollEventDays } from '@filmlab/api';
import { ROLL_EVENTS, ROLL_STAGES, type RollEvent } from '@filmlab/domain';

export interface StepPace {
  event: RollEvent;
  /** Rolls waiting for this step: those at the stage before it. */
  waiting: number;
  /** Rolls that took this step per day, on average over the days shown. */
  perDay: number;
  /** Days the waiting rolls take at that pace; null when nothing moved in the period. */
  daysOfWork: number | null;
}

/** Throughput against the queue: for each step, how many wait for it and how fast it goes. */
export function stepPaces(data: RollEventDays): StepPace[] {
  return ROLL_EVENTS.map((event) => {
    const before = ROLL_STAGES[ROLL_STAGES.indexOf(event) - 1]!;
    const waiting = data.stages[before];
    const total = data.days.reduce((sum, day) => sum + day.events[event], 0);
    const perDay = data.days.length === 0 ? 0 : total / data.days.length;
    return { event, waiting, perDay, daysOfWork: perDay > 0 ? waiting / perDay : null };
  });
}
