import { AppError } from '../../errors.js';

export interface VisitorRateLimit {
  /** Counts one call of a visitor; throws 429 once the visitor has had its calls this minute. */
  take(visitor: string, now?: number): void;
}

const WINDOW_MS = 60_000;
/** Past this many visitors, counters of ended windows are dropped so the map stays small. */
const SWEEP_AT = 10_000;

/**
 * A per-visitor counter of address-search calls in fixed one-minute windows, kept in this process's
 * memory: the calls are many and cheap (one per pause in typing), so they are not worth a database
 * round trip each. It keeps the places bill bounded; with several app processes each counts its own
 * share, so the limit a visitor meets is this one times the processes behind the balancer.
 */
export function createVisitorRateLimit(limitPerMinute: number): VisitorRateLimit {
  const counters = new Map<string, { windowStart: number; count: number }>();
  return {
    take(visitor, now = Date.now()) {
      if (counters.size > SWEEP_AT) {
        for (const [key, counter] of counters) if (now - counter.windowStart >= WINDOW_MS) counters.delete(key);
      }
      const counter = counters.get(visitor);
      if (!counter || now - counter.windowStart >= WINDOW_MS) {
        counters.set(visitor, { windowStart: now, count: 1 });
        return;
      }
      if (counter.count >= limitPerMinute) {
        throw new AppError('TOO_MANY_REQUESTS', 'Too many address searches; wait a minute and try again', [
          'query: too many address searches from this address; wait a minute',
        ]);
      }
      counter.count += 1;
    },
  };
}
