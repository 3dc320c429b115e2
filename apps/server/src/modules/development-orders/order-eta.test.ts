import { describe, expect, it } from 'vitest';
import { estimateOrder, type RollForEta } from './order-eta.js';
import type { LabQueue } from './lab-queue.js';

// 2026-11-23 is a Monday. The lab scans 90 C-41 and 1 E-6 roll a day, with 30 rush E-6 rolls waiting.
const lab: LabQueue = {
  timeZone: 'America/New_York',
  today: '2026-11-23',
  queue: [{ process: 'E-6', rush: true, tier: 'STANDARD', receivedOn: '2026-11-20', count: 30 }],
  throughput: { businessDays: 10, scanned: 910, scannedByProcess: { 'C-41': 900, 'E-6': 10 } },
};
const roll = (over: Partial<RollForEta>): RollForEta => ({
  filmRollId: 1,
  process: 'C-41',
  rush: false,
  priorityTier: 'STANDARD',
  status: 'RECEIVED',
  receivedAt: new Date('2026-11-23T15:00:00Z'),
  ...over,
});

describe('estimateOrder', () => {
  it('promises a rush roll no later than the non-rush roll of the same order', () => {
    const eta = estimateOrder({
      lab,
      timeZone: 'America/New_York',
      orderStatus: 'OPEN',
      rolls: [roll({ filmRollId: 1, process: 'E-6', rush: true }), roll({ filmRollId: 2 })],
    });
    const rush = eta.byRoll.get(1)!;
    const plain = eta.byRoll.get(2)!;
    expect(rush.readyOn <= plain.readyOn).toBe(true);
    expect(eta.order?.readyOn).toBe(plain.readyOn);
  });
});
