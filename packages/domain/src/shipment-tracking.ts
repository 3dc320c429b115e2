// Where a parcel is, from its carrier's tracking (EasyPost's tracker statuses, which the local
// shipping provider uses too): "on its way" once the carrier has it, "arrived" once delivered.
// Statuses before the carrier scans the parcel, and its troubles, move nothing.

export const TRACKER_STATUSES = [
  'unknown',
  'pre_transit',
  'in_transit',
  'out_for_delivery',
  'available_for_pickup',
  'delivered',
  'return_to_sender',
  'failure',
  'cancelled',
  'error',
] as const;
export type TrackerStatus = (typeof TRACKER_STATUSES)[number];

export type ShipmentStage = 'ON_ITS_WAY' | 'ARRIVED';

/** The stage a tracker status moves a shipment to, or null when it moves nothing. */
export function shipmentStageOf(status: string): ShipmentStage | null {
  if (status === 'delivered') return 'ARRIVED';
  if (status === 'in_transit' || status === 'out_for_delivery' || status === 'available_for_pickup') {
    return 'ON_ITS_WAY';
  }
  return null;
}

/** The words of a shipment's stage for the order summary. */
export function shipmentStageLabel(shipment: { shippedAt: string | null; deliveredAt: string | null }): string | null {
  if (shipment.deliveredAt) return 'Arrived';
  if (shipment.shippedAt) return 'On its way';
  return null;
}
