import type { BlobStore } from '../blobs/blob-store.js';
import { LABEL_DPI, drawLabel } from './draw-label.js';
import { checkAddressLocally } from './local-address-check.js';
import { newTrackingNumber } from './tracking-numbers.js';
import {
  CARRIER_OF,
  DEFAULT_WEIGHT_OZ,
  type AddressCheck,
  type BoughtLabel,
  type LabelRequest,
  type ShippingAddress,
  type ShippingProvider,
} from './shipping-provider.js';
import { UndeliverableAddressError } from './undeliverable-address-error.js';

/** How long the label link kept on the shipment works; the label stays in the blob store. */
const LABEL_LINK_SECONDS = 30 * 24 * 3600;

/**
 * The offline default: addresses are checked against the US ZIP data set, and a label is a real 4x6
 * PNG drawn here (addresses, service, tracking barcode), kept in the blob store. Nothing is charged
 * and no carrier is told, so the label says in large type that it is a sample and not postage: the
 * lab prints it for its own runs, or tests with it.
 */
export function createLocalShipping(blobs: BlobStore): ShippingProvider {
  const verify = async (address: ShippingAddress, poBoxAllowed = true): Promise<AddressCheck> =>
    checkAddressLocally(address, { poBoxAllowed });
  return {
    name: 'local',
    verifyAddress: (address) => verify(address),
    async buyLabel(request: LabelRequest): Promise<BoughtLabel> {
      const carrier = CARRIER_OF[request.serviceLevel];
      const check = await verify(request.to, carrier === 'USPS');
      if (!check.deliverable) throw new UndeliverableAddressError(check);
      const trackingNumber = newTrackingNumber(carrier);
      const weightOz = request.weightOz ?? DEFAULT_WEIGHT_OZ;
      const png = await drawLabel({ ...request, carrier, trackingNumber, weightOz });
      await blobs.put(request.labelKey, png, 'image/png');
      const labelUrl = await blobs.readUrl(request.labelKey, { expiresInSeconds: LABEL_LINK_SECONDS });
      return {
        carrier,
        serviceLevel: request.serviceLevel,
        trackingNumber,
        labelKey: request.labelKey,
        carrierShipment: {
          provider: 'local',
          trackingCode: trackingNumber,
          carrier,
          service: request.serviceLevel,
          isReturn: request.isReturn ?? false,
          weightOz,
          postageLabel: { labelUrl, labelFileType: 'image/png', labelSize: '4x6', labelResolution: LABEL_DPI },
        },
      };
    },
  };
}
