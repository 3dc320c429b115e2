import type { Carrier, ServiceLevel } from '@filmlab/domain';

/** A US postal address as a carrier takes it. */
export interface ShippingAddress {
  name: string;
  company?: string | null;
  street1: string;
  street2?: string | null;
  city: string;
  state: string;
  zip: string;
  phone?: string | null;
}

/** The answer of an address check before a label is bought or a pick-up booked. */
export interface AddressCheck {
  /** The carrier (or the data set) accepts the address as it is. */
  deliverable: boolean;
  /** Why not, each naming its field ('zip: 11249 is in Brooklyn, NY'). */
  errors: string[];
  /** A corrected address for the customer to accept, when one differs from what was sent. */
  suggestion: ShippingAddress | null;
}

export interface LabelRequest {
  from: ShippingAddress;
  to: ShippingAddress;
  serviceLevel: ServiceLevel;
  /** Ounces; a mailer of a few rolls by default. */
  weightOz?: number;
  /** A prepaid mailer the customer sends back to the lab. */
  isReturn?: boolean;
  /** Where the label file is kept in the blob store (a .png key). */
  labelKey: string;
}

export interface BoughtLabel {
  carrier: Carrier;
  serviceLevel: ServiceLevel;
  trackingNumber: string;
  /** The label PNG's key in the blob store. */
  labelKey: string;
  /** The carrier's shipment record as kept on the shipment (spec section 3): it has postageLabel.labelUrl. */
  carrierShipment: { postageLabel: { labelUrl: string; [field: string]: unknown }; [field: string]: unknown };
}

/**
 * Shipping labels and address checks (labels are bought through it, and addresses checked).
 * The local default checks addresses against the US ZIP data set and draws a real 4x6 PNG label;
 * production goes through EasyPost.
 */
export interface ShippingProvider {
  readonly name: string;
  verifyAddress(address: ShippingAddress): Promise<AddressCheck>;
  buyLabel(request: LabelRequest): Promise<BoughtLabel>;
}

/** The carrier each service level ships with (spec section 3). */
export const CARRIER_OF: Readonly<Record<ServiceLevel, Carrier>> = {
  return_negatives: 'USPS',
  usps_first: 'USPS',
  fedex_ground: 'FEDEX',
  fedex_2_day: 'FEDEX',
  standard_overnight: 'FEDEX',
};

/** A label request's parcel when none is given: a padded mailer with a few rolls. */
export const DEFAULT_WEIGHT_OZ = 8;
