// Buying a prepaid label through the shipping adapter, from the customer's address to the lab. The
// carrier call happens outside any transaction; the shipment is claimed first with a conditional
// update, so two requests never buy the same label, and a refusal is kept on the shipment in words
// for the customer to read and try again.
import { randomUUID } from 'node:crypto';
import type { ServiceLevel } from '@filmlab/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { BoughtLabel, ShippingAddress } from '../../adapters/shipping/shipping-provider.js';
import { UndeliverableAddressError } from '../../adapters/shipping/undeliverable-address-error.js';
import type { Deps } from '../../deps.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { listUserAddresses } from '../addresses/address-service.js';
import { activeLocations } from '../locations/location-service.js';
import { findAccountById } from '../users/service.js';
import { labelShipments, type LabelColumns, type LabelShipment } from './label-shipments.js';

type LabelDeps = Pick<Deps, 'db' | 'shipping'>;

const refused = (message: string) => new AppError('UNPROCESSABLE', message, [`label: ${message}`]);

/** The customer's chosen address (or their primary one): the sender of film, or where negatives go back. */
async function customerAddressOf(db: Db, customerId: number, addressId: number | null): Promise<ShippingAddress> {
  const [user, addresses] = await Promise.all([findAccountById(db, customerId), listUserAddresses(db, customerId)]);
  const address =
    addressId === null ? (addresses.find((a) => a.primary) ?? addresses[0]) : addresses.find((a) => a.id === addressId);
  if (!user || !address) throw refused('Add an address to send your film from, then try again.');
  return {
    name: `${user.firstName} ${user.lastName}`.trim() || user.email,
    street1: address.address1,
    street2: address.address2,
    city: address.city,
    state: address.state,
    zip: address.zip,
    phone: user.phone,
  };
}

/** Where film is sent: the lab's first active location (the seed's "lab"). */
async function labOf(db: Db): Promise<ShippingAddress> {
  const [lab] = await activeLocations(db);
  if (!lab) throw refused('The lab has no address to send film to yet. Please contact us.');
  return { name: lab.name, street1: lab.address1, city: lab.city, state: lab.state, zip: lab.zip, phone: lab.phone };
}

/**
 * Buys a label from the customer to the lab (or, `toCustomer`, the negatives' return from the lab to
 * the customer); a refusal is a 422 whose message says why in words.
 */
export async function purchaseLabel(options: {
  deps: LabelDeps;
  orderId: number;
  customerId: number;
  addressId: number | null;
  serviceLevel: ServiceLevel;
  toCustomer?: boolean;
}): Promise<BoughtLabel> {
  const { deps } = options;
  const [customer, lab] = await Promise.all([
    customerAddressOf(deps.db, options.customerId, options.addressId),
    labOf(deps.db),
  ]);
  const [from, to] = options.toCustomer ? [lab, customer] : [customer, lab];
  try {
    // buyLabel checks where the parcel goes; the customer's address is checked here, as it is the one a customer mistypes.
    const check = await deps.shipping.verifyAddress(customer);
    if (!check.deliverable) {
      throw refused(`The carrier did not accept your address (${check.errors.join('; ')}). Correct it and try again.`);
    }
    return await deps.shipping.buyLabel({
      from,
      to,
      serviceLevel: options.serviceLevel,
      labelKey: `labels/orders/${options.orderId}/${randomUUID()}.png`,
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof UndeliverableAddressError) {
      throw refused(`The carrier did not accept the lab's address (${error.check.errors.join('; ')}).`);
    }
    const why = error instanceof Error && error.message ? error.message.replace(/\.$/, '') : 'no answer';
    throw refused(`The carrier could not make the label: ${why}. Please try again.`);
  }
}

export const labelColumns = (label: BoughtLabel): LabelColumns => ({
  carrier: label.carrier,
  trackingNumber: label.trackingNumber,
  labelPath: label.labelKey,
  carrierShipment: label.carrierShipment as Record<string, unknown>,
});

/**
 * Buys the label of one shipment to the lab (or, `toCustomer`, of the negatives' return: staff buy it
 * when they send the negatives back); a bought one is returned as it is.
 */
export async function buyShipmentLabel(options: {
  deps: LabelDeps;
  shipment: LabelShipment;
  toCustomer?: boolean;
  now?: Date;
}): Promise<LabelShipment> {
  const { deps, shipment } = options;
  const shipments = labelShipments();
  const toCustomer = options.toCustomer ?? false;
  if (shipment.trackingNumber) return shipment;
  if (shipment.method !== 'PREPAID_LABEL' || shipment.toCustomer !== toCustomer || shipment.customerId === null) {
    throw new AppError('CONFLICT', 'This shipment has no prepaid label to buy', ['shipment: not a prepaid label']);
  }
  const claimed = await shipments.claim(deps.db, shipment.id, options.now ?? new Date());
  if (!claimed) {
    const now = await shipments.find(deps.db, shipment.id);
    if (now?.trackingNumber) return now;
    throw new AppError('CONFLICT', 'The label is being made; reload in a moment', ['shipment: label in progress']);
  }
  try {
    const label = await purchaseLabel({
      deps,
      orderId: shipment.orderId,
      customerId: shipment.customerId,
      addressId: shipment.customerAddressId,
      serviceLevel: shipment.serviceLevel ?? (toCustomer ? 'return_negatives' : 'fedex_ground'),
      toCustomer,
    });
    return await shipments.record(deps.db, shipment.id, labelColumns(label));
  } catch (error) {
    const words = error instanceof AppError ? error.message : 'The label could not be made. Please try again.';
    await shipments.recordError(deps.db, shipment.id, words);
    throw error;
  }
}

/**
 * Buys every prepaid label of a new order. The order is already saved: a refusal stays on its
 * shipment (the summary shows it with a way to try again), so no order or payment is lost to it.
 */
export async function buyOrderLabels(options: {
  deps: LabelDeps;
  orderId: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): Promise<void> {
  for (const shipment of await labelShipments().labelsToBuy(options.deps.db, options.orderId)) {
    try {
      await buyShipmentLabel({ deps: options.deps, shipment });
    } catch (error) {
      options.log.warn({ err: error, shipmentId: shipment.id }, 'prepaid label not bought');
    }
  }
}

/**
 * The negatives' way back: buys the order's return label (lab to the customer's return address) if
 * the customer asked for a return and it is not bought yet, before staff mark the negatives returned,
 * so the "negatives shipped" e-mail carries its tracking number. A refusal is a 422 in words.
 */
export async function buyReturnLabel(options: { deps: LabelDeps; orderId: number }): Promise<LabelShipment | null> {
  const shipment = await labelShipments().findReturn(options.deps.db, options.orderId);
  if (!shipment || shipment.method !== 'PREPAID_LABEL') return null;
  return buyShipmentLabel({ deps: options.deps, shipment, toCustomer: true });
}
