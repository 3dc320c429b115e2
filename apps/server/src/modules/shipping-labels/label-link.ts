// The label link a customer downloads: always a fresh signed link to our own copy of the PNG, so a
// stored link that ran out (or the carrier's) never reaches the page.
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { LabelShipment } from './label-shipments.js';

/** Long enough to print from the page that showed it; the next page view signs a new one. */
export const LABEL_LINK_SECONDS = 60 * 60;

export const labelFileName = (orderNumber: string, shipmentId: number) =>
  `label-order-${orderNumber}-${shipmentId}.png`;

export const freshLabelUrl = (blobs: BlobStore, labelPath: string) =>
  blobs.readUrl(labelPath, { expiresInSeconds: LABEL_LINK_SECONDS });

/** The carrier's record as the API gives it (spec section 3: a JSON string with postageLabel.labelUrl). */
export async function carrierShipmentJson(
  blobs: BlobStore,
  shipment: Pick<LabelShipment, 'carrierShipment' | 'labelPath'>,
): Promise<string | null> {
  const record = shipment.carrierShipment;
  if (!record) return null;
  if (!shipment.labelPath) return JSON.stringify(record);
  const postageLabel = (record.postageLabel ?? {}) as Record<string, unknown>;
  const labelUrl = await freshLabelUrl(blobs, shipment.labelPath);
  return JSON.stringify({ ...record, postageLabel: { ...postageLabel, labelUrl } });
}
