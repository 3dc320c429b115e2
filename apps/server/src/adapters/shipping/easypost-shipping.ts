import EasyPostClient from '@easypost/api';
import type { ServiceLevel } from '@filmlab/domain';
import type { BlobStore } from '../blobs/blob-store.js';
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

export interface EasyPostOptions {
  apiKey: string;
  /** https://api.easypost.com/v2/, or a local stand-in in tests. */
  baseUrl: string;
  timeoutMs: number;
}

/** EasyPost's carrier and service names for each of our service levels. */
const EASYPOST_SERVICE: Readonly<Record<ServiceLevel, { carrier: string; services: string[] }>> = {
  return_negatives: { carrier: 'USPS', services: ['GroundAdvantage', 'First'] },
  usps_first: { carrier: 'USPS', services: ['GroundAdvantage', 'First'] },
  fedex_ground: { carrier: 'FedEx', services: ['FEDEX_GROUND'] },
  fedex_2_day: { carrier: 'FedEx', services: ['FEDEX_2_DAY'] },
  standard_overnight: { carrier: 'FedEx', services: ['STANDARD_OVERNIGHT'] },
};

interface EasyPostAddress {
  name?: string | null;
  company?: string | null;
  street1?: string | null;
  street2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  phone?: string | null;
  verifications?: {
    delivery?: { success?: boolean; errors?: Array<{ field?: string; message?: string; suggestion?: string | null }> };
  };
}
interface EasyPostRate {
  id: string;
  carrier: string;
  service: string;
}
interface EasyPostShipment {
  id: string;
  rates?: EasyPostRate[];
  tracking_code?: string | null;
  postage_label?: { label_url?: string | null } | null;
}

const toEasyPost = (address: ShippingAddress) => ({
  name: address.name,
  company: address.company ?? undefined,
  street1: address.street1,
  street2: address.street2 ?? undefined,
  city: address.city,
  state: address.state,
  zip: address.zip,
  country: 'US',
  phone: address.phone ?? undefined,
});

const fromEasyPost = (sent: ShippingAddress, found: EasyPostAddress): ShippingAddress => ({
  ...sent,
  street1: found.street1 ?? sent.street1,
  street2: found.street2 || null,
  city: found.city ?? sent.city,
  state: found.state ?? sent.state,
  zip: found.zip ?? sent.zip,
});

const upper = (text: string | null | undefined) => (text ?? '').trim().toUpperCase();
const differs = (a: ShippingAddress, b: ShippingAddress) =>
  (['street1', 'street2', 'city', 'state', 'zip'] as const).some((field) => upper(a[field]) !== upper(b[field]));

/** camelCase keys all the way down: the shipment record keeps postageLabel.labelUrl (spec section 3). */
function camelKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
      camelKeys(inner),
    ]),
  );
}

/**
 * EasyPost through its official client: address verification (delivery) with the carrier's
 * standardised address as the suggestion, and labels bought at the rate of the chosen service.
 * The label PNG is copied into the blob store, so the lab keeps it whatever happens to the link.
 */
export function createEasyPostShipping(options: EasyPostOptions, blobs: BlobStore): ShippingProvider {
  const client = new EasyPostClient(options.apiKey, {
    baseUrl: options.baseUrl.replace(/\/?$/, '/'),
    timeout: options.timeoutMs,
  });

  async function verifyAddress(address: ShippingAddress): Promise<AddressCheck> {
    const found = (await client.Address.create({ ...toEasyPost(address), verify: ['delivery'] })) as EasyPostAddress;
    const delivery = found.verifications?.delivery;
    if (delivery?.success) {
      const standard = fromEasyPost(address, found);
      return { deliverable: true, errors: [], suggestion: differs(address, standard) ? standard : null };
    }
    const errors = (delivery?.errors ?? []).map((e) => `${e.field ?? 'address'}: ${e.message ?? 'not deliverable'}`);
    return { deliverable: false, errors: errors.length ? errors : ['address: not deliverable'], suggestion: null };
  }

  return {
    name: 'easypost',
    verifyAddress,
    async buyLabel(request: LabelRequest): Promise<BoughtLabel> {
      const check = await verifyAddress(request.to);
      if (!check.deliverable) throw new UndeliverableAddressError(check);
      const wanted = EASYPOST_SERVICE[request.serviceLevel];
      const shipment = (await client.Shipment.create({
        from_address: toEasyPost(request.from),
        to_address: toEasyPost(request.to),
        parcel: { weight: request.weightOz ?? DEFAULT_WEIGHT_OZ },
        is_return: request.isReturn ?? false,
        options: { label_format: 'PNG', label_size: '4x6' },
      })) as EasyPostShipment;
      const rate = wanted.services
        .map((service) => shipment.rates?.find((r) => r.carrier === wanted.carrier && r.service === service))
        .find(Boolean);
      if (!rate) throw new Error(`EasyPost offered no ${wanted.carrier} ${wanted.services.join('/')} rate`);
      const bought = (await client.Shipment.buy(shipment.id, rate.id)) as EasyPostShipment;
      const labelUrl = bought.postage_label?.label_url;
      if (!bought.tracking_code || !labelUrl) throw new Error('EasyPost bought no label');
      const res = await fetch(labelUrl, { signal: AbortSignal.timeout(options.timeoutMs) });
      if (!res.ok) throw new Error(`EasyPost label download answered ${res.status}`);
      await blobs.put(request.labelKey, Buffer.from(await res.arrayBuffer()), 'image/png');
      const record = camelKeys(JSON.parse(JSON.stringify(bought))) as BoughtLabel['carrierShipment'];
      return {
        carrier: CARRIER_OF[request.serviceLevel],
        serviceLevel: request.serviceLevel,
        trackingNumber: bought.tracking_code,
        labelKey: request.labelKey,
        carrierShipment: { ...record, postageLabel: { ...record.postageLabel, labelUrl } },
      };
    },
  };
}
