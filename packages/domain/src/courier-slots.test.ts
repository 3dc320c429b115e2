import { describe, expect, it } from 'vitest';
import { daysBetween, mapSearchLink, openCourierSlots, zip5, zonedDay, zonedInstant } from './courier-slots.js';

const NY = 'America/New_York';

describe('zonedInstant', () => {
  it.each([
    ['2026-01-15', '10:00', '2026-01-15T15:00:00.000Z'], // EST, UTC-5
    ['2026-07-15', '10:00', '2026-07-15T14:00:00.000Z'], // EDT, UTC-4
    ['2026-03-08', '10:00', '2026-03-08T14:00:00.000Z'], // the morning clocks went forward
    ['2026-11-01', '10:00', '2026-11-01T15:00:00.000Z'], // the morning clocks went back
  ])('%s %s in New York is %s', (day, time, iso) => {
    expect(zonedInstant(day, time, NY).toISOString()).toBe(iso);
  });

  it('reads the lab day of an instant in the zone', () => {
    expect(zonedDay(new Date('2026-07-16T03:00:00Z'), NY)).toBe('2026-07-15');
    expect(zonedDay(new Date('2026-07-16T05:00:00Z'), NY)).toBe('2026-07-16');
  });
});

describe('openCourierSlots', () => {
  // 2026-07-13 is a Monday.
  const hours = [{ dayOfWeek: 1, startTime: '10:00:00', endTime: '13:30:00' }];
  const base = { hours, from: '2026-07-12', to: '2026-07-14', timeZone: NY, now: new Date('2026-07-01T00:00:00Z') };

  it('cuts the hours into whole windows on the matching weekday only', () => {
    const slots = openCourierSlots({ ...base, booked: new Set() });
    expect(slots.map((s) => s.start.toISOString())).toEqual([
      '2026-07-13T14:00:00.000Z',
      '2026-07-13T15:00:00.000Z',
      '2026-07-13T16:00:00.000Z',
    ]);
    expect(slots[0]!.end.toISOString()).toBe('2026-07-13T15:00:00.000Z');
  });

  it('never offers a booked slot', () => {
    const booked = new Set([Date.parse('2026-07-13T15:00:00Z')]);
    const slots = openCourierSlots({ ...base, booked });
    expect(slots.map((s) => s.start.toISOString())).not.toContain('2026-07-13T15:00:00.000Z');
    expect(slots).toHaveLength(2);
  });

  it('never offers a slot inside the lead time or in the past', () => {
    const slots = openCourierSlots({ ...base, booked: new Set(), now: new Date('2026-07-13T13:30:00Z') });
    expect(slots.map((s) => s.start.toISOString())).toEqual(['2026-07-13T16:00:00.000Z']);
  });

  it('offers nothing on a day without hours', () => {
    expect(openCourierSlots({ ...base, from: '2026-07-14', to: '2026-07-14', booked: new Set() })).toEqual([]);
  });
});

describe('helpers', () => {
  it('lists the days of a range inclusively', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('links a map search of the whole address', () => {
    expect(
      mapSearchLink({ address1: '1 Main St', address2: 'Apt 2', city: 'Brooklyn', state: 'NY', zip: '11211' }),
    ).toBe('https://www.openstreetmap.org/search?query=1%20Main%20St%2C%20Apt%202%2C%20Brooklyn%2C%20NY%2011211');
  });

  it('reads the five-digit zip', () => {
    expect(zip5(' 11211-1234')).toBe('11211');
  });
});
