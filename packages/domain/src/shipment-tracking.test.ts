import { describe, expect, it } from 'vitest';
import { TRACKER_STATUSES, shipmentStageLabel, shipmentStageOf } from './shipment-tracking.js';

describe('shipmentStageOf', () => {
  it.each([
    ['unknown', null],
    ['pre_transit', null],
    ['in_transit', 'ON_ITS_WAY'],
    ['out_for_delivery', 'ON_ITS_WAY'],
    ['available_for_pickup', 'ON_ITS_WAY'],
    ['delivered', 'ARRIVED'],
    ['return_to_sender', null],
    ['failure', null],
    ['cancelled', null],
    ['error', null],
    ['made_up', null],
  ])('%s -> %s', (status, stage) => {
    expect(shipmentStageOf(status)).toBe(stage);
  });

  it('covers every tracker status', () => {
    expect(TRACKER_STATUSES).toHaveLength(10);
  });
});

describe('shipmentStageLabel', () => {
  it.each([
    [{ shippedAt: null, deliveredAt: null }, null],
    [{ shippedAt: '2026-01-02T00:00:00Z', deliveredAt: null }, 'On its way'],
    [{ shippedAt: '2026-01-02T00:00:00Z', deliveredAt: '2026-01-04T00:00:00Z' }, 'Arrived'],
    [{ shippedAt: null, deliveredAt: '2026-01-04T00:00:00Z' }, 'Arrived'],
  ])('%j -> %s', (shipment, label) => {
    expect(shipmentStageLabel(shipment)).toBe(label);
  });
});
