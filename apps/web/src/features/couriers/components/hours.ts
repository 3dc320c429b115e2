import type { MessengerHours } from '@filmlab/api';

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** "Mon 10:00–18:00, Sat 11:00–15:00", or a note when there are none. */
export function hoursSummary(hours: readonly MessengerHours[]): string {
  if (hours.length === 0) return 'No hours yet';
  return hours.map((h) => `${WEEKDAYS[h.dayOfWeek]!.slice(0, 3)} ${h.startTime}–${h.endTime}`).join(', ');
}

/** The lab day `count` days after today, as YYYY-MM-DD in the browser's calendar. */
export function dayFromToday(count: number, today = new Date()): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + count);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}
