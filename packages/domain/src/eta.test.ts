import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDaysBefore,
  businessDaysBetween,
  estimateReadyDate,
  labTurnaroundDays,
  latestReadyOn,
  priorityTierOf,
  rollsAhead,
  rushNeverLater,
  type QueueGroup,
  type RollInQueue,
  type Throughput,
} from './eta.js';

// 2026-11-23 is a Monday.
const MON = '2026-11-23';
const WED = '2026-11-25';
const FRI = '2026-11-27';
const SAT = '2026-11-28';
const SUN = '2026-11-29';

const EMPTY: Throughput = { businessDays: 10, scanned: 0, scannedByProcess: {} };
/** 100 rolls a day: 90 C-41, 10 E-6. */
const BUSY: Throughput = { businessDays: 10, scanned: 1000, scannedByProcess: { 'C-41': 900, 'E-6': 100 } };

const c41 = (over: Partial<RollInQueue> = {}): RollInQueue => ({
  process: 'C-41',
  rush: false,
  tier: 'STANDARD',
  receivedOn: MON,
  ...over,
});
const group = (over: Partial<QueueGroup>): QueueGroup => ({
  process: 'C-41',
  rush: false,
  tier: 'STANDARD',
  receivedOn: MON,
  count: 1,
  ...over,
});

describe('business days', () => {
  it.each([
    [MON, 0, MON],
    [MON, 2, WED],
    [FRI, 1, '2026-11-30'],
    [FRI, 2, '2026-12-01'],
    [SAT, 0, SAT],
    [SAT, 2, '2026-12-01'],
    [SUN, 1, '2026-11-30'],
    [WED, 5, '2026-12-02'],
    [FRI, 5, '2026-12-04'],
    [SAT, 5, '2026-12-04'],
    [SUN, 6, '2026-12-07'],
    [MON, 260, '2027-11-22'],
  ])('%s + %i business days is %s', (from, n, expected) => {
    expect(addBusinessDays(from, n)).toBe(expected);
  });

  it.each([
    [WED, 2, MON],
    [MON, 1, '2026-11-20'],
    [SUN, 10, '2026-11-16'],
  ])('%s - %i business days is %s', (from, n, expected) => {
    expect(businessDaysBefore(from, n)).toBe(expected);
  });

  it.each([
    [MON, WED, 2],
    [FRI, '2026-11-30', 1],
    [SAT, SUN, 0],
    [WED, MON, 0],
    [SAT, '2026-12-04', 5],
    [MON, '2027-11-22', 260],
  ])('from %s to %s is %i business days', (from, to, expected) => {
    expect(businessDaysBetween(from, to)).toBe(expected);
  });
});

describe('priority tiers', () => {
  it.each([
    ['SUPER_NICE_2025', true, 'SUPER_NICE'],
    ['SUPER_NICE_2023', true, 'SUPER_NICE'],
    ['VERY_NICE_2025', true, 'VERY_NICE'],
    ['VERY_NICE_2023', true, 'VERY_NICE'],
    ['NICE_2025', true, 'STANDARD'],
    ['NON_MEMBER', false, 'STANDARD'],
    ['SUPER_NICE_2025', false, 'STANDARD'],
  ] as const)('%s (active %s) waits in the %s queue', (planId, active, tier) => {
    expect(priorityTierOf(planId, active)).toBe(tier);
  });
});

describe('rolls ahead', () => {
  const queue = [
    group({ count: 50 }), // standard, Monday
    group({ receivedOn: WED, count: 30 }), // standard, Wednesday
    group({ tier: 'VERY_NICE', receivedOn: WED, count: 20 }),
    group({ rush: true, receivedOn: WED, count: 5 }),
    group({ process: 'E-6', count: 400 }),
  ];
  it.each([
    ['a standard roll of Monday: the priority and rush rolls and its own day but itself', c41(), 20 + 5 + 49],
    ['a standard roll of Wednesday waits behind Monday too', c41({ receivedOn: WED }), 50 + 29 + 20 + 5],
    ['a roll on its way joins behind every roll of its rank', c41({ receivedOn: null }), 50 + 30 + 20 + 5],
    ['a Very Nice roll passes the standard queue', c41({ tier: 'VERY_NICE', receivedOn: WED }), 19 + 5],
    ['a rush roll passes every unrushed roll', c41({ rush: true, receivedOn: WED }), 4],
    ['a Super Nice rush roll goes before a standard rush', c41({ rush: true, tier: 'SUPER_NICE', receivedOn: WED }), 0],
    ['E-6 has its own line', c41({ process: 'E-6' }), 399],
    ['ECN-2 with nothing waiting', c41({ process: 'ECN-2', receivedOn: null }), 0],
  ])('%s', (_name, roll, expected) => {
    expect(rollsAhead(roll, queue)).toBe(expected);
  });
});

describe('estimated ready date', () => {
  it.each([
    [
      'an empty lab gives the minimum (2 business days)',
      c41({ receivedOn: WED }),
      [group({ receivedOn: WED })],
      EMPTY,
      WED,
      FRI,
    ],
    ['an empty lab, film not yet in: the minimum from today', c41({ receivedOn: null }), [], EMPTY, WED, FRI],
    [
      'received Friday: the minimum skips the weekend',
      c41({ receivedOn: FRI }),
      [group({ receivedOn: FRI })],
      BUSY,
      FRI,
      '2026-12-01',
    ],
    ['looked at on a Saturday, the count starts Monday', c41({ receivedOn: null }), [], BUSY, SAT, '2026-12-01'],
    [
      'received Monday, looked at Wednesday with nothing ahead: the next business day',
      c41(),
      [group({})],
      BUSY,
      WED,
      '2026-11-26',
    ],
    [
      '450 C-41 rolls ahead at 90 a day: 6 business days, over a weekend',
      c41({ receivedOn: null }),
      [group({ count: 450 })],
      BUSY,
      WED,
      '2026-12-03',
    ],
    ['rush jumps those 450 rolls', c41({ rush: true, receivedOn: null }), [group({ count: 450 })], BUSY, WED, FRI],
    [
      'a Very Nice roll jumps them too',
      c41({ tier: 'VERY_NICE', receivedOn: null }),
      [group({ count: 450 })],
      BUSY,
      WED,
      FRI,
    ],
    [
      'E-6 at its own pace: 40 ahead at 10 a day',
      c41({ process: 'E-6', receivedOn: null }),
      [group({ process: 'E-6', count: 40 })],
      BUSY,
      MON,
      '2026-11-30',
    ],
    [
      'no history: the assumed pace (20 a day), 100 ahead',
      c41({ receivedOn: null }),
      [group({ count: 100 })],
      EMPTY,
      MON,
      '2026-12-01',
    ],
    [
      'ECN-2 never scanned lately uses the lab pace (100 a day)',
      c41({ process: 'ECN-2', receivedOn: null }),
      [group({ process: 'ECN-2', count: 300 })],
      BUSY,
      MON,
      '2026-11-27',
    ],
  ] as const)('%s', (_name, roll, queue, throughput, today, readyOn) => {
    expect(estimateReadyDate({ roll, queue, throughput, today }).readyOn).toBe(readyOn);
  });

  it('agrees with a day-by-day count over a year of starts and lengths', () => {
    const slow = (day: string, n: number) => {
      let time = Date.parse(`${day}T00:00:00Z`);
      for (let left = n; left > 0;) {
        time += 86_400_000;
        const weekday = new Date(time).getUTCDay();
        if (weekday !== 0 && weekday !== 6) left -= 1;
      }
      return new Date(time).toISOString().slice(0, 10);
    };
    for (let start = 0; start < 21; start++) {
      const day = addBusinessDays(SAT, 0).slice(0, 8) + String(1 + start).padStart(2, '0');
      for (const n of [0, 1, 2, 3, 4, 5, 6, 9, 10, 11, 37, 120]) {
        expect(addBusinessDays(day, n), `${day} + ${n}`).toBe(slow(day, n));
        expect(businessDaysBetween(day, slow(day, n)), `${day} .. +${n}`).toBe(n);
      }
    }
  });

  it('is never under the minimum, however fast the lab', () => {
    const fast: Throughput = { businessDays: 1, scanned: 1_000_000, scannedByProcess: {} };
    for (const today of [MON, WED, FRI, SAT, SUN]) {
      const estimate = estimateReadyDate({ roll: c41({ receivedOn: null }), queue: [], throughput: fast, today });
      expect(estimate.businessDays).toBe(2);
    }
  });

  it('says how many business days away and how many rolls ahead', () => {
    const estimate = estimateReadyDate({
      roll: c41({ receivedOn: null }),
      queue: [group({ count: 450 })],
      throughput: BUSY,
      today: WED,
    });
    expect(estimate).toEqual({ readyOn: '2026-12-03', businessDays: 6, ahead: 450 });
  });
});

describe('lab turnaround and the order date', () => {
  it.each([
    [0, EMPTY, 2],
    [0, BUSY, 2],
    [350, BUSY, 4],
    [1000, BUSY, 10],
    [100, EMPTY, 5],
  ])('%i outstanding: %i business days', (outstanding, throughput, days) => {
    expect(labTurnaroundDays(outstanding, throughput as Throughput)).toBe(days);
  });

  it('an order is ready when its last roll is; null when every roll is', () => {
    const a = { readyOn: WED, businessDays: 2, ahead: 0 };
    const b = { readyOn: FRI, businessDays: 4, ahead: 9 };
    expect(latestReadyOn([a, null, b])).toBe(b);
    expect(latestReadyOn([null, null])).toBeNull();
  });
});

describe('rush within an order', () => {
  const estimate = (roll: RollInQueue, queue: QueueGroup[]) =>
    estimateReadyDate({ roll, queue, throughput: BUSY, today: MON });

  it('a rush E-6 roll behind a long E-6 queue is promised no later than the C-41 roll beside it', () => {
    const queue = [group({ process: 'E-6', rush: true, count: 60 }), group({ count: 5 })];
    const rushE6 = { rush: true, estimate: estimate(c41({ process: 'E-6', rush: true }), queue) };
    const plainC41 = { rush: false, estimate: estimate(c41(), queue) };
    expect(rushE6.estimate.readyOn > plainC41.estimate.readyOn).toBe(true);
    const [rush, plain] = rushNeverLater([rushE6, plainC41], MON);
    expect(rush!.estimate.readyOn).toBe(plainC41.estimate.readyOn);
    expect(rush!.estimate.businessDays).toBe(plainC41.estimate.businessDays);
    expect(plain).toBe(plainC41);
  });

  it('a rush roll still on its way is promised no later than a roll of the order already in', () => {
    const rushOnWay = { rush: true, estimate: estimate(c41({ rush: true, receivedOn: null }), []) };
    const inSinceFriday = {
      rush: false,
      estimate: estimateReadyDate({ roll: c41({ receivedOn: FRI }), queue: [], throughput: BUSY, today: MON }),
    };
    const [rush] = rushNeverLater([rushOnWay, inSinceFriday], MON);
    expect(rush!.estimate.readyOn <= inSinceFriday.estimate.readyOn).toBe(true);
  });

  it('leaves an earlier rush roll, and an order of rush rolls only, as they are', () => {
    const early = { rush: true, estimate: { readyOn: WED, businessDays: 2, ahead: 0 } };
    const late = { rush: false, estimate: { readyOn: FRI, businessDays: 4, ahead: 9 } };
    expect(rushNeverLater([early, late], MON)).toEqual([early, late]);
    expect(rushNeverLater([early], MON)).toEqual([early]);
  });
});
