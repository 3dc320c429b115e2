// Rolls per event per lab day, and the rolls at each stage now: the dashboard's chart and queue.
import type { RollEventDays } from '@filmlab/api';
import { ROLL_EVENTS, ROLL_STAGES, daysEnding } from '@filmlab/domain';
import type { Deps } from '../../deps.js';
import { labDay, queueCache } from '../development-orders/lab-queue.js';
import { labTimeZone } from '../lab/lab-service.js';
import { selectRollStageCounts } from '../rolls/roll-service.js';
import { selectEventsPerDay } from './store.js';

export async function readRollEventDays(options: {
  deps: Pick<Deps, 'db' | 'events' | 'config'>;
  days: number;
  now?: Date;
}): Promise<RollEventDays> {
  const { deps } = options;
  const timeZone = await labTimeZone(deps);
  const dates = daysEnding(labDay(options.now ?? new Date(), timeZone), options.days);
  const [events, stageRows] = await Promise.all([
    selectEventsPerDay(deps.db, dates[0]!, timeZone),
    // Counting every roll by stage is the dear part: the queue's copy, dropped on every roll move.
    queueCache(deps.events).read('stages', () => selectRollStageCounts(deps.db)),
  ]);
  const countOf = (date: string, event: string) =>
    events.find((row) => row.day === date && row.event === event)?.count ?? 0;
  const stages = Object.fromEntries(
    ROLL_STAGES.map((stage) => [stage, stageRows.find((row) => row.status === stage)?.count ?? 0]),
  ) as RollEventDays['stages'];
  return {
    days: dates.map((date) => ({
      date,
      events: Object.fromEntries(
        ROLL_EVENTS.map((event) => [event, countOf(date, event)]),
      ) as RollEventDays['days'][number]['events'],
    })),
    stages,
  };
}
