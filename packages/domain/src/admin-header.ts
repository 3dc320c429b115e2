// Rules of the admin header (spec 2.11, sections 4, 8 and 9): the quick search's status chips and
// messages, and when a stats figure pulses.
import { STATS_PULSE_MIN_CHANGE } from './limits.js';

export type SearchStatusTone = 'success' | 'warning' | 'error' | 'neutral';

/**
 * Section 4, case-insensitive: paid success, pending warning, cancelled error, other neutral. An
 * invoiced order is the one waiting for its payment, so it reads as pending; both spellings of
 * cancel(l)ed count.
 */
export function searchStatusTone(status: string): SearchStatusTone {
  const word = status.toLowerCase();
  if (word === 'paid') return 'success';
  if (word === 'pending' || word === 'invoiced') return 'warning';
  if (word === 'cancelled' || word === 'canceled') return 'error';
  return 'neutral';
}

/** Section 8: the line under the results, or null when every result is shown. */
export function quickSearchMessage(result: { shown: number; count: number; term: string }): string | null {
  if (result.count === 0) return `No orders found for “${result.term}”`;
  if (result.count > result.shown) return `Showing ${result.shown} of ${result.count} results`;
  return null;
}

/** A figure pulses when it moved by at least 0.01 (section 4); the first reading does not pulse. */
export function statChanged(before: number | undefined, after: number): boolean {
  // With a hair of tolerance, so 5 -> 5.01 counts although 5.01 - 5 is 0.00999... in binary floating point.
  return before !== undefined && Math.abs(after - before) >= STATS_PULSE_MIN_CHANGE - 1e-9;
}
