// Dates in the files we write are the lab's wall-clock time with its offset from UTC (Exif 2.31
// OffsetTime*), so a reader shows the hour the lab lived, not UTC.

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
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
    formats.set(timeZone, format);
  }
  return format;
}

/** Minutes the zone's clock is ahead of UTC at `at`. */
function offsetMinutes(at: Date, timeZone: string): number {
  const part = Object.fromEntries(
    formatFor(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** "+02:00", "-05:00", "+05:30". */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export interface LabTime {
  /** Exif's form of the lab's wall clock: "2026:07:01 08:00:00". */
  exif: string;
  /** The lab's offset from UTC then: "-04:00". */
  offset: string;
  /** ISO 8601 with the offset, for XMP: "2026-07-01T08:00:00-04:00". */
  iso: string;
}

export function labTime(at: Date, timeZone: string): LabTime {
  const minutes = offsetMinutes(at, timeZone);
  const wall = new Date(Math.floor(at.getTime() / 1000) * 1000 + minutes * 60_000).toISOString().slice(0, 19);
  const offset = offsetText(minutes);
  return { exif: wall.replace(/-/g, ':').replace('T', ' '), offset, iso: `${wall}${offset}` };
}

/**
 * The lab's offset at a wall-clock time written by the lab's own scanner ("2026:07:01 08:00:00"),
 * or null when the text is no Exif date.
 */
export function offsetOfLabWallTime(exif: string, timeZone: string): string | null {
  const match = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/.exec(exif);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  if (Number.isNaN(wall)) return null;
  // Twice: the offset at the first guess may differ from the answer's across a DST change.
  let instant = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  instant = wall - offsetMinutes(new Date(instant), timeZone) * 60_000;
  return offsetText(offsetMinutes(new Date(instant), timeZone));
}
