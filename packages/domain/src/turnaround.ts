// The turnaround shown to customers (spec section 9).
import { MIN_TURNAROUND_DAYS } from './limits.js';

/** Business days: the estimate rounded up, never below 2 (promising less would be a promise broken). */
export function displayTurnaroundDays(estimatedDays: number | null | undefined): number {
  if (typeof estimatedDays !== 'number' || !Number.isFinite(estimatedDays)) return MIN_TURNAROUND_DAYS;
  return Math.max(MIN_TURNAROUND_DAYS, Math.ceil(estimatedDays));
}
