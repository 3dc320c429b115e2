// The spec's enumerations (section 3). Each is an `as const` array so the union type, a zod
// enum and a select list can all be derived from the one list.

export const ROLES = ['ADMIN', 'CUSTOMER', 'MESSENGER', 'VENDOR'] as const;
export type Role = (typeof ROLES)[number];

export const PRODUCT_TYPES = [
  'DIGITAL',
  'FULFILLMENT_SERVICE_ADD_ON',
  'PRODUCT',
  'SERVICE_ADD_ON',
  'PRINT',
  'SUBSCRIPTION',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * Services the lab performs (developing, scanning, sleeving, rush, return shipping): nothing on a
 * shelf, so an order holds no stock for them. Holding it made every payment lock the same few
 * service rows until it committed, one payment at a time for the whole lab, and a service ran out
 * after DEFAULT_STOCK rolls.
 */
export const holdsStock = (type: ProductType): boolean =>
  type !== 'SERVICE_ADD_ON' && type !== 'FULFILLMENT_SERVICE_ADD_ON';

/**
 * What the shop sells as tiles: goods and prints. Everything else (development and scanning, add-ons,
 * shipping, memberships, TIFF unlocks) is a lab service, priced in its own flow, never a shop tile.
 */
export const SHOP_PRODUCT_TYPES = ['PRODUCT', 'PRINT'] as const satisfies readonly ProductType[];

export const VISIBILITIES = ['NONE', 'COMING_SOON', 'MEMBERS_ONLY', 'PUBLIC'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const SCAN_SIZES = ['STANDARD_2K', 'STANDARD_4K', 'STANDARD_4K_PRE_SCAN', 'PRO'] as const;
export type ScanSize = (typeof SCAN_SIZES)[number];

export const SLEEVING_OPTIONS = [
  { value: 'NONE', label: 'No Sleeving' },
  { value: 'UNCUT', label: 'Uncut Sleeving' },
  { value: 'CUT', label: 'Cut Sleeving' },
] as const;
export type Sleeving = (typeof SLEEVING_OPTIONS)[number]['value'];

export const CARRIERS = ['FEDEX', 'USPS', 'UPS'] as const;
export type Carrier = (typeof CARRIERS)[number];

// The spec names only the return_negatives label; the others are ours, spelled as the carriers do.
export const SERVICE_LEVELS = [
  { value: 'return_negatives', label: 'USPS Return Negatives' },
  { value: 'usps_first', label: 'USPS First Class' },
  { value: 'fedex_ground', label: 'FedEx Ground' },
  { value: 'fedex_2_day', label: 'FedEx 2Day' },
  { value: 'standard_overnight', label: 'FedEx Standard Overnight' },
] as const;
export type ServiceLevel = (typeof SERVICE_LEVELS)[number]['value'];

export const SHIPMENT_METHODS = [
  { value: 'DROP_OFF', label: 'Drop Off', active: true },
  { value: 'EXTERNAL_FULFILLMENT', label: 'Ship Yourself', active: true },
  { value: 'PREPAID_LABEL', label: 'Prepaid Label', active: true },
  { value: 'RETURN_MAILER', label: 'Return Mailer', active: false },
  // The lab's courier collects the film from the customer's door (a booked pick-up slot, in a service zip).
  { value: 'COURIER_PICK_UP', label: 'Courier Pick-Up', active: true },
] as const;
export type ShipmentMethod = (typeof SHIPMENT_METHODS)[number]['value'];

export const ORDER_STATUSES = ['OPEN', 'INVOICED', 'PAID', 'COMPLETE', 'CANCELED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ADD_ON_KEYS = [
  'e6proscanadd',
  'ecn2proscanadd',
  'additionalroll',
  'halfframes',
  'crossprocessroll',
  'pushpullroll',
  '4x6prints',
  '4kscans',
  'proscans',
  'rush',
  'cutsleeving',
  'uncutsleeving',
] as const;
export type AddOnKey = (typeof ADD_ON_KEYS)[number];

type Option<V extends string> = { readonly value: V; readonly label: string };

/** The values of a value+label list as a non-empty tuple, the shape `z.enum` wants. */
export function optionValues<V extends string>(options: readonly [Option<V>, ...Option<V>[]]): [V, ...V[]] {
  const [first, ...rest] = options;
  return [first.value, ...rest.map((option) => option.value)];
}

export const SLEEVING_VALUES = optionValues(SLEEVING_OPTIONS);
export const SERVICE_LEVEL_VALUES = optionValues(SERVICE_LEVELS);
export const SHIPMENT_METHOD_VALUES = optionValues(SHIPMENT_METHODS);

/** Only active methods may be offered to customers; Return Mailer is kept for old orders. */
export const ACTIVE_SHIPMENT_METHODS = SHIPMENT_METHODS.filter((method) => method.active);

function labelIn<V extends string>(options: readonly Option<V>[], value: V): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

export const sleevingLabel = (value: Sleeving): string => labelIn(SLEEVING_OPTIONS, value);
export const serviceLevelLabel = (value: ServiceLevel): string => labelIn(SERVICE_LEVELS, value);
export const shipmentMethodLabel = (value: ShipmentMethod): string => labelIn(SHIPMENT_METHODS, value);

/** Type guard for untrusted strings (query parameters, stored rows). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
