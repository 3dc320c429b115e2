// Sending negatives back (spec sections 3 and 9): the services a customer may choose for the return
// parcel and what each costs by tier. USPS Return Negatives is priced by the plan (799, 699, free for
// Very Nice and Super Nice: the plans' returnShipping benefit); FedEx Ground is the faster parcel at
// the prepaid label's price (the price list's `prepaidLabel` row, the same for everyone by default).
import type { Carrier, ServiceLevel } from './enums.js';
import type { PlanId } from './plan-ids.js';
import { priceFor, type ServicePrices } from './prices.js';
import type { ShippingCode } from './shipping.js';

export interface ReturnService {
  serviceLevel: ServiceLevel;
  label: string;
  carrier: Carrier;
  /** The shipping product the line is billed as. */
  code: ShippingCode;
}

export const RETURN_SERVICES = [
  { serviceLevel: 'return_negatives', label: 'USPS Return Negatives', carrier: 'USPS', code: 'returnnegatives' },
  { serviceLevel: 'fedex_ground', label: 'FedEx Ground', carrier: 'FEDEX', code: 'prepaidlabelfedexground' },
] as const satisfies readonly ReturnService[];
export type ReturnServiceLevel = (typeof RETURN_SERVICES)[number]['serviceLevel'];
export const RETURN_SERVICE_LEVELS = RETURN_SERVICES.map((s) => s.serviceLevel) as [
  ReturnServiceLevel,
  ...ReturnServiceLevel[],
];

export function returnService(level: ReturnServiceLevel): (typeof RETURN_SERVICES)[number] {
  return RETURN_SERVICES.find((s) => s.serviceLevel === level)!;
}

/** Cents the return parcel costs on the plan the buyer is billed on (`billedPlan`: a lapsed member pays list prices). */
export function returnShippingCents(level: ReturnServiceLevel, billedPlanId: PlanId, list?: ServicePrices): number {
  return priceFor(level === 'fedex_ground' ? 'prepaidLabel' : 'returnNegativesShipping', billedPlanId, list);
}

/**
 * Why an order's negatives can no longer be asked back, or null while they can: until staff mark
 * them returned (the parcel is on its way), the customer may still choose where they go.
 */
export function returnRequestProblem(orderStatus: string, rollStages: readonly string[]): string | null {
  if (orderStatus === 'CANCELED') return 'This order was canceled';
  if (rollStages.length === 0) return 'This order has no rolls to send back';
  if (rollStages.some((stage) => stage === 'NEGATIVES_RETURNED')) {
    return 'The negatives of this order were already sent back';
  }
  return null;
}
