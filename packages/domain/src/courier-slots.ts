// Courier pick-up slots (spec 7 GET /users/{id}/availabilities): drawn from the messengers' weekly
// hours, in the lab's time zone, minus the slots already booked and the ones too soon to reach.

/** A pick-up window's length. */
export const COURIER_SLOT_MINUTES = 60;
/** A slot must start at least this long after it is booked, so the courier can plan the route. */
export const COURIER_LEAD_MINUTES = 120;
/** How many days ahead customers may book, and how long a route range may be. */
export const COURIER_BOOKING_DAYS = 14;

export interface WeeklyHours {
  /** 0 = Sunday ... 6 = Saturday. */
  dayOfWeek: number;
  /** Lab-local wall-clock "HH:MM" or "HH:MM:SS". */
  startTime: string;
  endTime: string;
}

export interface CourierSlot {
  start: Date;
  end: Date;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Milliseconds the zone's wall clock is ahead of UTC at `at`. */
function zoneOffset(at: Date, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a wall-clock time on a day ("2026-03-08", "10:00") is in the zone. */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Twice: the offset at the first guess may differ from the offset at the answer across a DST change.
  let instant = wall - zoneOffset(new Date(wall), timeZone);
  instant = wall - zoneOffset(new Date(instant), timeZone);
  return new Date(instant);
}

/** The zone's calendar day ("YYYY-MM-DD") at an instant. */
export function zonedDay(at: Date, timeZone: string): string {
  return new Date(at.getTime() + zoneOffset(at, timeZone)).toISOString().slice(0, 10);
}

/** Every calendar day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** The day `count` days after `day`. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY).toISOString().slice(0, 10);
}

const minutesOf = (time: string) => {
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return hh * 60 + mm;
};

/**
 * One messenger's open slots from `from` to `to` (lab days): whole windows inside the hours, never
 * one already booked (`booked` holds the start times in ms) and never one starting before the lead time.
 */
export function openCourierSlots(options: {
  hours: readonly WeeklyHours[];
  from: string;
  to: string;
  timeZone: string;
  booked: ReadonlySet<number>;
  now: Date;
  slotMinutes?: number;
  leadMinutes?: number;
}): CourierSlot[] {
  const slot = options.slotMinutes ?? COURIER_SLOT_MINUTES;
  const earliest = options.now.getTime() + (options.leadMinutes ?? COURIER_LEAD_MINUTES) * MINUTE;
  const slots: CourierSlot[] = [];
  for (const day of daysBetween(options.from, options.to)) {
    const dayOfWeek = new Date(`${day}T00:00:00Z`).getUTCDay();
    for (const hours of options.hours.filter((h) => h.dayOfWeek === dayOfWeek)) {
      const end = minutesOf(hours.endTime);
      for (let minute = minutesOf(hours.startTime); minute + slot <= end; minute += slot) {
        const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        const start = zonedInstant(day, time, options.timeZone);
        if (start.getTime() < earliest || options.booked.has(start.getTime())) continue;
        slots.push({ start, end: new Date(start.getTime() + slot * MINUTE) });
      }
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** A plain https link to a map search of an address, for the courier's phone. */
export function mapSearchLink(address: {
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  zip: string;
}) {
  const line = [address.address1, address.address2, address.city, `${address.state} ${address.zip}`]
    .filter((part) => part && part.trim())
    .join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(line)}`;
}

/** The five-digit zip of an address's zip ("11211-1234" -> "11211"). */
export const zip5 = (zip: string) => zip.trim().slice(0, 5);
