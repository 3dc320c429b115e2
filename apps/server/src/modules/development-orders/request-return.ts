// PUT /users/:id/orders/:orderId/return-shipment (the return-negatives form): the customer asks for
// the negatives back, at any time before the lab returns them, since a lab holds negatives until it
// ships, tosses or stores them and a customer often decides after seeing the scans. The return
// shipment (to one of the customer's addresses, by a return service) is recorded on the order, or
// changed while its label is not bought yet. An unpaid order is re-priced as a whole by the domain and
// the difference is paid with it through the usual payment steps; a paid order goes through the
// adjustment steps (reprice-adjusted-order.ts): back to INVOICED for the difference, which the
// customer pays on the summary (nothing changes when the return is free on the tier).
import type { ReturnNegativesResponse } from '@filmlab/api';
import {
  RETURN_SHIPMENT_DEFAULTS,
  billedPlan,
  canOrder,
  returnRequestProblem,
  returnService,
  returnShippingCents,
  type ReturnServiceLevel,
} from '@filmlab/domain';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../errors.js';
import { listUserAddresses } from '../addresses/address-service.js';
import { loadBuyer } from '../orders/buyer.js';
import { recomputeOrder } from '../orders/recompute-order.js';
import { IN_FLIGHT } from '../orders/reserve-payment.js';
import { findOrder, findPaymentInFlight, findReturnShipment, setReturnShipment } from '../orders/order-service.js';
import { findPromosByIds } from '../promos/promo-service.js';
import { pricesOfList } from '../price-lists/price-list-service.js';
import { priceDevelopmentLines } from './price-development-lines.js';
import { repriceAdjustedOrder } from './reprice-adjusted-order.js';
import { selectRollChoices } from './store.js';

const conflict = (field: string, message: string) => new AppError('CONFLICT', message, [`${field}: ${message}`]);

/** Returns the return's price and what the total grew by; the caller presents the order. */
export async function requestReturn(options: {
  deps: Pick<Deps, 'db'>;
  customerId: number;
  orderId: number;
  addressId: number;
  serviceLevel: ReturnServiceLevel;
  now?: Date;
}): Promise<Omit<ReturnNegativesResponse, 'order'>> {
  const { deps, orderId, addressId, serviceLevel } = options;
  const now = options.now ?? new Date();
  const buyer = await loadBuyer(deps.db, options.customerId);
  return deps.db.transaction(async (tx: Tx) => {
    const order = await findOrder(tx, orderId, true);
    // Another customer's order reads as missing.
    if (!order || order.customerId !== buyer.id) throw notFound('Order');
    const rolls = await selectRollChoices(tx, [orderId]);
    const problem = returnRequestProblem(
      order.status,
      rolls.map((roll) => roll.status),
    );
    if (problem) throw conflict('status', problem);
    const addresses = await listUserAddresses(tx, buyer.id);
    if (!addresses.some((address) => address.id === addressId)) {
      const message = 'addressId: is not one of your saved addresses';
      throw new AppError('BAD_REQUEST', 'Choose one of your saved addresses.', [message]);
    }
    const paidBefore = order.status !== 'OPEN';
    if (await findPaymentInFlight(tx, order.id)) throw conflict('status', IN_FLIGHT);

    const prices = await pricesOfList(tx, order.priceListId);
    const cents = returnShippingCents(serviceLevel, billedPlan(buyer.planId, buyer.active), prices);
    const recordReturn = async () => {
      const existing = await findReturnShipment(tx, orderId);
      if (existing?.trackingNumber || existing?.labelClaimedAt) {
        throw conflict('status', 'The return label is made already; ask the lab to change it');
      }
      const values = {
        method: RETURN_SHIPMENT_DEFAULTS.method,
        carrier: returnService(serviceLevel).carrier,
        serviceLevel,
        customerAddressId: addressId,
        cost: cents,
        labelError: null,
      };
      await setReturnShipment(tx, { orderId, customerId: buyer.id, existingId: existing?.id ?? null, values });
    };

    if (paidBefore && !canOrder(order.status, 'adjust')) {
      // A completed order is not invoiced again: only a return that costs nothing more may join it.
      const before = await priceDevelopmentLines({ db: tx, orderId, buyer, now, priceListId: order.priceListId });
      await recordReturn();
      const after = await priceDevelopmentLines({ db: tx, orderId, buyer, now, priceListId: order.priceListId });
      if (after.price.subtotal > before.price.subtotal) {
        throw conflict(
          'serviceLevel',
          `This order is ${order.status.toLowerCase()} already; ask the lab to add return shipping`,
        );
      }
      return { cents, difference: 0 };
    }
    if (paidBefore) {
      const repriced = await repriceAdjustedOrder({ tx, order, buyer, now, change: recordReturn });
      return { cents, difference: Math.max(0, repriced.differenceCents) };
    }
    await recordReturn();
    const [promo] = order.promoId === null ? [] : await findPromosByIds(tx, [order.promoId]);
    const after = await recomputeOrder({ tx, order, buyer, promo: promo ?? null, now });
    return { cents, difference: Math.max(0, after.order.total - order.total) };
  });
}
