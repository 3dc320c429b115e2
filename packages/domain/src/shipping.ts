// Shipping codes and costs (spec sections 7 and 9), in cents.
import type { Carrier, ServiceLevel, ShipmentMethod } from './enums.js';
import type { PlanId } from './plan-ids.js';
import { PRICE_TABLE, priceFor, type PricedService, type ServicePrices } from './prices.js';

/**
 * The cart footer's fixed shipping line (section 2.12) by default: the `cartShipping` row of the lab's
 * price list says what an order charges (cartShippingCents).
 */
export const CART_SHIPPING_CENTS = PRICE_TABLE.cartShipping.NON_MEMBER;

/**
 * A prepaid label without a chosen service is FedEx Ground, by default at this cost: the `prepaidLabel`
 * row of the lab's price list says what it costs now.
 */
export const PREPAID_LABEL_BASE = {
  carrier: 'FEDEX',
  serviceLevel: 'fedex_ground',
  cents: PRICE_TABLE.prepaidLabel.NON_MEMBER,
} as const;

/** The shop's shipping line of an order with shipped products, for a buyer billed on `planId`, on `list`. */
export function cartShippingCents(planId: PlanId, list?: ServicePrices): number {
  return priceFor('cartShipping', planId, list);
}

export const RETURN_MAILER_CENTS = 2499;

/** What each shipment method costs before any service is chosen. */
export const SHIPMENT_METHOD_BASE_CENTS: Readonly<Record<ShipmentMethod, number>> = {
  DROP_OFF: 0,
  EXTERNAL_FULFILLMENT: 0,
  PREPAID_LABEL: PREPAID_LABEL_BASE.cents,
  COURIER_PICK_UP: 0,
  RETURN_MAILER: RETURN_MAILER_CENTS,
};

export const SHIPPING_CODES = [
  'externalfulfillment',
  'prepaidlabelfirst',
  'prepaidlabelfedexovernight',
  'prepaidlabelfedex2day',
  'prepaidlabelfedexground',
  'returnmailers',
  'returnnegatives',
] as const;
export type ShippingCode = (typeof SHIPPING_CODES)[number];

export interface ShippingService {
  code: ShippingCode;
  method: ShipmentMethod;
  carrier: Carrier | null;
  serviceLevel: ServiceLevel | null;
  /**
   * Fixed cost in cents; a priced service when the lab's price list says what it costs on the plan
   * (return negatives, the prepaid FedEx Ground label); null when the spec gives no figure and the
   * lab's shipping product carries the price.
   */
  cents: number | PricedService | null;
  /** Where the spec gives no figure: the price the lab's shipping product starts at, which staff change. */
  startingCents?: number;
  active: boolean;
}

export const SHIPPING_SERVICES: Readonly<Record<ShippingCode, ShippingService>> = {
  externalfulfillment: {
    code: 'externalfulfillment',
    method: 'EXTERNAL_FULFILLMENT',
    carrier: null,
    serviceLevel: null,
    cents: 0,
    active: true,
  },
  // The free label flow (section 7) books this with a zero-amount line.
  prepaidlabelfirst: {
    code: 'prepaidlabelfirst',
    method: 'PREPAID_LABEL',
    carrier: 'USPS',
    serviceLevel: 'usps_first',
    cents: 0,
    active: true,
  },
  prepaidlabelfedexovernight: {
    code: 'prepaidlabelfedexovernight',
    method: 'PREPAID_LABEL',
    carrier: 'FEDEX',
    serviceLevel: 'standard_overnight',
    cents: null,
    startingCents: 4999,
    active: true,
  },
  prepaidlabelfedex2day: {
    code: 'prepaidlabelfedex2day',
    method: 'PREPAID_LABEL',
    carrier: 'FEDEX',
    serviceLevel: 'fedex_2_day',
    cents: null,
    startingCents: 2999,
    active: true,
  },
  prepaidlabelfedexground: {
    code: 'prepaidlabelfedexground',
    method: 'PREPAID_LABEL',
    carrier: PREPAID_LABEL_BASE.carrier,
    serviceLevel: PREPAID_LABEL_BASE.serviceLevel,
    cents: 'prepaidLabel',
    active: true,
  },
  returnmailers: {
    code: 'returnmailers',
    method: 'RETURN_MAILER',
    carrier: 'USPS',
    serviceLevel: null,
    cents: RETURN_MAILER_CENTS,
    active: false,
  },
  returnnegatives: {
    code: 'returnnegatives',
    method: 'PREPAID_LABEL',
    carrier: 'USPS',
    serviceLevel: 'return_negatives',
    cents: 'returnNegativesShipping',
    active: true,
  },
};

/** Cost of a shipping code for a plan on `list`, or null when the lab's product data must price it. */
export function shippingCents(code: ShippingCode, planId: PlanId, list?: ServicePrices): number | null {
  const { cents } = SHIPPING_SERVICES[code];
  return typeof cents === 'string' ? priceFor(cents, planId, list) : cents;
}

/** Section 3: how negatives travel back unless the customer says otherwise (plus their address). */
export const RETURN_SHIPMENT_DEFAULTS = {
  serviceLevel: 'return_negatives',
  method: 'PREPAID_LABEL',
} as const satisfies {
  serviceLevel: ServiceLevel;
  method: ShipmentMethod;
};

/** Section 7: the shipment and line the free USPS label flow adds to an order. */
export const FREE_LABEL_SHIPMENT = {
  serviceLevel: 'usps_first',
  method: 'PREPAID_LABEL',
  carrier: 'USPS',
  lineAmount: 0,
  lineNote: 'Free Member Shipping Label',
} as const satisfies {
  serviceLevel: ServiceLevel;
  method: ShipmentMethod;
  carrier: Carrier;
  lineAmount: number;
  lineNote: string;
};
