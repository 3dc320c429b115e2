// Creating a development order from a draft, as named steps in one transaction: the order, its
// rolls and choices, the way the film comes in; then every amount, priced by the domain from the
// buyer's plan and credits (the credits are spent when the order is paid).
import type { CreateDevelopmentOrderBody } from '@filmlab/api';
import {
  INBOUND_LABEL_CODES,
  RETURN_SHIPMENT_DEFAULTS,
  SHIPPING_SERVICES,
  billedPlan,
  needsCustomerAddress,
  priorityTierOf,
  returnService,
  returnShippingCents,
  shipsNegativesBack,
} from '@filmlab/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { activeLocations } from '../locations/location-service.js';
import type { Buyer } from '../orders/buyer.js';
import { billingAddress, resolveAddress } from '../orders/order-address.js';
import { orderTaxAddress, taxRateFor } from '../orders/order-tax.js';
import { recomputeOrder } from '../orders/recompute-order.js';
import {
  createOrderRow,
  createShipments,
  setShipmentCost,
  type LineRow,
  type OrderRow,
  type ShipmentRow,
} from '../orders/order-service.js';
import { setFirstOrderCreated } from '../users/service.js';
import { activePriceList, priceListIdOf } from '../price-lists/price-list-service.js';
import { priceKnownDevelopment } from './development-line-pricer.js';
import { insertRolls, type RollChoiceRow } from './store.js';

const bad = (field: string, problem: string) =>
  new AppError('BAD_REQUEST', `${field}: ${problem}`, [`${field}: ${problem}`]);

/** Checks the inbound choice against the lab's locations and the buyer's addresses; returns the location. */
async function checkInbound(
  deps: Pick<Deps, 'db'>,
  inbound: CreateDevelopmentOrderBody['inbound'],
  buyer: Buyer,
): Promise<number | null> {
  if (inbound.method === 'DROP_OFF') {
    const locations = (await activeLocations(deps.db)).filter((location) => location.dropOff);
    if (inbound.locationId == null) {
      if (locations.length === 0) return null;
      throw bad('inbound.locationId', 'choose where you will drop off your film');
    }
    if (!locations.some((location) => location.id === inbound.locationId)) {
      throw bad('inbound.locationId', 'is not a drop-off location');
    }
    return inbound.locationId;
  }
  if (inbound.method === 'PREPAID_LABEL') {
    const level = inbound.serviceLevel ?? 'fedex_ground';
    if (!INBOUND_LABEL_CODES[level]) throw bad('inbound.serviceLevel', `${level} is not a label for sending film in`);
    if (inbound.customerAddressId != null && !buyer.addresses.some((a) => a.id === inbound.customerAddressId)) {
      throw bad('inbound.customerAddressId', "is not one of the customer's addresses");
    }
  }
  return null;
}

/** The new order as the transaction left it, so showing it needs no reading back. */
export interface CreatedOrder {
  id: number;
  order: OrderRow;
  lines: LineRow[];
  shipments: ShipmentRow[];
  /** Its rolls with their choices, as selectRollChoices reads them. */
  rolls: RollChoiceRow[];
}

export async function createDevelopmentOrder(options: {
  deps: Pick<Deps, 'db' | 'tax' | 'events'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  buyer: Buyer;
  draft: CreateDevelopmentOrderBody;
  /** A last step in the order's own transaction (a vendor's record of the order it brought in). */
  alongside?: (tx: Tx, orderId: number) => Promise<void>;
  now?: Date;
}): Promise<CreatedOrder> {
  const { deps, buyer, draft } = options;
  const now = options.now ?? new Date();
  const locationId = await checkInbound(deps, draft.inbound, buyer);
  if (draft.addressId != null && !buyer.addresses.some((a) => a.id === draft.addressId)) {
    throw bad('addressId', "is not one of the customer's addresses");
  }
  const address =
    draft.addressId != null ? resolveAddress({ addressId: draft.addressId }, buyer) : billingAddress(buyer);
  if (!address && needsCustomerAddress(draft)) {
    throw bad('addressId', 'add the address your film is sent from and your negatives go back to');
  }
  const label = draft.inbound.method === 'PREPAID_LABEL';
  // A prepaid label is bought only with an address to send the film from.
  const sendFromId = label ? (draft.inbound.customerAddressId ?? address?.addressId ?? null) : null;
  // Negatives sent back travel on the order's return shipment, to its address (changeable until the label is made).
  const returnTo = shipsNegativesBack(draft) ? address!.addressId : null;
  // The outside call (tax service) happens before the transaction: on the order's address, or where
  // the lab is when the film is dropped off there or nothing comes back by post.
  const taxAddress = await orderTaxAddress({ db: deps.db, address, locationId });
  const tax = taxAddress ? await taxRateFor({ tax: deps.tax, address: taxAddress, amount: 0, log: options.log }) : null;

  // The order keeps the prices in force as it is made, whatever the lab changes later.
  const active = await activePriceList(deps);
  return deps.db.transaction(async (tx: Tx) => {
    // Step: the order.
    const order = await createOrderRow(tx, {
      customerId: buyer.id,
      notes: draft.notes ?? null,
      locationId,
      address,
      taxRate: tax?.rate ?? null,
      taxSource: tax?.source ?? null,
      priceListId: priceListIdOf(active),
    });
    // Step: the rolls and their choices.
    const rolls = await insertRolls(tx, {
      orderId: order.id,
      customerId: buyer.id,
      rolls: draft.rolls,
      negativesAction: draft.negativesAction,
      priorityTier: priorityTierOf(buyer.planId, buyer.active),
    });
    // Step: how the film comes in.
    const level = label ? (draft.inbound.serviceLevel ?? 'fedex_ground') : null;
    const code = level ? INBOUND_LABEL_CODES[level] : undefined;
    const back = RETURN_SHIPMENT_DEFAULTS.serviceLevel;
    const [inbound, ...returned] = await createShipments(tx, [
      {
        orderId: order.id,
        customerId: buyer.id,
        method: draft.inbound.method,
        carrier: code ? SHIPPING_SERVICES[code].carrier : null,
        serviceLevel: level,
        toCustomer: false,
        customerAddressId: sendFromId,
        // Every row sets the same columns (one statement): the label's price is written once priced.
        cost: 0,
      },
      ...(returnTo === null
        ? []
        : [
            {
              orderId: order.id,
              customerId: buyer.id,
              method: RETURN_SHIPMENT_DEFAULTS.method,
              carrier: returnService(back).carrier,
              serviceLevel: back,
              toCustomer: true,
              customerAddressId: returnTo,
              cost: returnShippingCents(back, billedPlan(buyer.planId, buyer.active), active.list),
            },
          ]),
    ]);
    // Step: every amount, from the domain.
    const {
      development,
      order: priced,
      lineRows,
    } = await recomputeOrder({
      tx,
      order,
      buyer,
      promo: null,
      now,
      priced: await priceKnownDevelopment({
        tx,
        order,
        buyer,
        now,
        known: { rolls, shipments: [inbound!, ...returned] },
      }),
      fresh: true,
      current: true,
    });
    const cost = development?.lines.find((line) => line.sku === code)?.unitCents ?? 0;
    const costed = cost > 0 ? await setShipmentCost(tx, inbound!.id, cost) : inbound!;
    if (buyer.firstOrderCreated !== true) await setFirstOrderCreated(tx, buyer.id);
    await options.alongside?.(tx, order.id);
    return { id: order.id, order: priced, lines: lineRows, shipments: [costed, ...returned], rolls };
  });
}
