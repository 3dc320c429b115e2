// Creating and changing an order, as named steps in one transaction: price the lines, check the
// promo, take the tax rate of the address, store the shipments, recompute every amount.
import type { OrderLineInput } from '@filmlab/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { orders, type GuestAddressData, type OrderAddress } from '../../db/schema/orders.js';
import { shipments } from '../../db/schema/shipments.js';
import { AppError } from '../../errors.js';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { billingAddress } from './order-address.js';
import { moveOrThrow } from './order-access.js';
import { orderTaxAddress, taxRateFor } from './order-tax.js';
import type { Buyer } from './buyer.js';
import { priceLines } from './price-lines.js';
import { saveOrderPrints } from './order-prints.js';
import { linePricers } from './line-pricers.js';
import { recomputeOrder } from './recompute-order.js';
import {
  ALREADY_LABELLED,
  hasLabelToLab,
  isFreeLabelLineOnly,
  isLabelToLab,
  type LabelledShipmentInput,
} from './free-label.js';
import { activePriceList, priceListIdOf, pricesOfList } from '../price-lists/price-list-service.js';
import { findUsablePromo } from '../promos/find-usable-promo.js';
import { findPromosByIds } from '../promos/promo-service.js';
import { attemptInFlight } from './attempt-store.js';
import { IN_FLIGHT } from './reserve-payment.js';
import { selectLines, selectOrder, type OrderRow } from './store.js';

/** Why the order's kind refuses a cart's lines (a development order's come from its rolls), or null. */
async function cartLinesProblem(tx: Tx, orderId: number): Promise<string | null> {
  for (const pricer of linePricers.all()) {
    const problem = (await pricer.cartLinesProblem?.(tx, orderId)) ?? null;
    if (problem) return problem;
  }
  return null;
}

export interface OrderChanges {
  lines?: OrderLineInput[];
  newLines?: OrderLineInput[];
  /** PRINT lines with their prints, added as newLines are; their errors name newPrints. */
  newPrints?: OrderLineInput[];
  /** undefined: unchanged; null: cleared. */
  address?: OrderAddress | null;
  useBillingAddressForTax?: boolean;
  promoCode?: string | null;
  applyCredit?: boolean;
  notes?: string | null;
  internalNotes?: string | null;
  /** A prepaid label to the lab arrives already bought (free-label.ts). */
  newShipments?: LabelledShipmentInput[];
  guest?: { email?: string; data?: GuestAddressData; token?: string };
  /**
   * Another module's step under the order's lock, after the order's own changes and before every
   * amount is recomputed (development orders add rolls here, so they are priced with the rest).
   */
  step?: (tx: Tx, order: OrderRow) => Promise<void>;
}

export interface SaveOrderOptions {
  deps: Pick<Deps, 'db' | 'tax' | 'events'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  buyer: Buyer;
  /** Absent: a new order for the buyer (or a guest order when guest is set). */
  orderId?: number;
  guest?: boolean;
  changes: OrderChanges;
  isAdmin: boolean;
  now?: Date;
}

/** Film dropped off at a location is taxed there; otherwise the billing address when asked, else the order's. */
async function taxAddressOf(
  db: Deps['db'],
  order: Pick<OrderRow, 'address' | 'useBillingAddressForTax' | 'locationId'>,
  buyer: Buyer,
) {
  if (order.locationId !== null) return orderTaxAddress({ db, address: null, locationId: order.locationId });
  return order.useBillingAddressForTax ? (billingAddress(buyer) ?? order.address) : order.address;
}

/** Returns the saved order's id. */
export async function saveOrder(options: SaveOrderOptions): Promise<number> {
  const { deps, buyer, changes, isAdmin, guest = false } = options;
  const now = options.now ?? new Date();
  const isNew = options.orderId === undefined;

  // The outside call (tax service) happens before the transaction, on the address the order will have.
  const current = isNew ? undefined : await selectOrder(deps.db, options.orderId!);
  if (!isNew && !current) throw new AppError('NOT_FOUND', 'Order not found');
  const nextAddress =
    changes.address !== undefined
      ? changes.address
      : isNew && !guest
        ? billingAddress(buyer)
        : (current?.address ?? null);
  const nextUseBilling = changes.useBillingAddressForTax ?? current?.useBillingAddressForTax ?? false;
  if (nextUseBilling && !billingAddress(buyer)) {
    const message = 'useBillingAddressForTax: there is no saved address to tax from';
    throw new AppError('BAD_REQUEST', message, [message]);
  }
  const addressChanged = isNew || changes.address !== undefined || changes.useBillingAddressForTax !== undefined;
  const taxAddress = await taxAddressOf(
    deps.db,
    { address: nextAddress, useBillingAddressForTax: nextUseBilling, locationId: current?.locationId ?? null },
    buyer,
  );
  const tax =
    addressChanged && taxAddress
      ? await taxRateFor({ tax: deps.tax, address: taxAddress, amount: current?.total ?? 0, log: options.log })
      : undefined;

  // A new order keeps the price list in force now: it is priced again (its shipping) at that list's prices.
  const priceListId = isNew ? priceListIdOf(await activePriceList(deps)) : null;

  return deps.db.transaction(async (tx: Tx) => {
    let order: OrderRow;
    if (isNew) {
      [order] = (await tx
        .insert(orders)
        .values({
          priceListId,
          customerId: guest ? null : buyer.id,
          guest,
          guestEmail: changes.guest?.email ?? null,
          guestAddressData: changes.guest?.data ?? null,
          guestToken: changes.guest?.token ?? null,
        })
        .returning()) as [OrderRow];
    } else {
      const locked = await selectOrder(tx, options.orderId!, true);
      if (!locked) throw new AppError('NOT_FOUND', 'Order not found');
      moveOrThrow(locked.status, 'update');
      const freeLabel =
        !changes.lines &&
        !!changes.newShipments?.some((s) => s.label) &&
        (await isFreeLabelLineOnly(tx, changes.newLines));
      const cartField = changes.lines ? 'lines' : changes.newLines && !freeLabel ? 'newLines' : undefined;
      const named = cartField ?? (changes.newPrints ? 'newPrints' : undefined);
      const problem = named ? await cartLinesProblem(tx, locked.id) : null;
      if (problem) {
        const message = `${named}: ${problem}`;
        throw new AppError('BAD_REQUEST', message, [message]);
      }
      // The lines and amounts are what the payment in flight charges; they wait until it is settled.
      if (await attemptInFlight(tx, locked.id)) throw new AppError('CONFLICT', IN_FLIGHT, [`status: ${IN_FLIGHT}`]);
      order = locked;
    }

    // Step: the lines, priced by the server.
    const existing = (await selectLines(tx, [order.id])).map((l) => ({
      productId: l.productId,
      variantId: l.productVariantId,
      quantity: l.quantity,
      notes: l.notes,
    }));
    const added = [...(changes.newLines ?? []), ...(changes.newPrints ?? [])];
    const wanted = changes.lines ?? [...existing, ...added];
    const field = changes.lines ? 'lines' : changes.newLines ? 'newLines' : changes.newPrints ? 'newPrints' : 'lines';
    const lines = await priceLines({
      db: tx,
      lines: wanted,
      buyer,
      now,
      field,
      isAdmin,
      checkStock: !!(changes.lines ?? changes.newLines ?? changes.newPrints),
      // Print sizes at the prices of the list the order was made with.
      printSizes: async () =>
        order.priceListId === null ? undefined : (await pricesOfList(tx, order.priceListId)).printSizes,
    });

    // Step: the prints PRINT lines carry (all of them with lines, added ones with newLines).
    if (changes.lines || changes.newLines) {
      await saveOrderPrints({
        tx,
        orderId: order.id,
        customerId: order.customerId,
        lines: changes.lines ?? changes.newLines ?? [],
        field: changes.lines ? 'lines' : 'newLines',
        replace: !!changes.lines,
      });
    }
    if (changes.newPrints && !changes.lines) {
      await saveOrderPrints({
        tx,
        orderId: order.id,
        customerId: order.customerId,
        lines: changes.newPrints,
        field: 'newPrints',
        replace: false,
      });
    }

    // Step: the promo code.
    let promoId = order.promoId;
    if (changes.promoCode !== undefined) {
      // Once per customer is once per account and once per e-mail: a guest has only the e-mail.
      const who = guest
        ? { customerId: null, email: changes.guest?.email ?? order.guestEmail ?? (buyer.email || null) }
        : { customerId: buyer.id, email: buyer.email };
      promoId =
        changes.promoCode === null
          ? null
          : (await findUsablePromo({ db: tx, code: changes.promoCode, who, lines, now })).id;
    }

    // Step: the order's own fields and tax rate.
    const [updated] = await tx
      .update(orders)
      .set({
        promoId,
        ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
        ...(changes.internalNotes !== undefined && isAdmin ? { internalNotes: changes.internalNotes } : {}),
        ...(changes.applyCredit !== undefined ? { applyCredit: changes.applyCredit && !guest } : {}),
        ...(changes.guest?.email ? { guestEmail: changes.guest.email } : {}),
        ...(changes.guest?.data ? { guestAddressData: changes.guest.data } : {}),
        address: nextAddress,
        useBillingAddressForTax: nextUseBilling,
        ...(addressChanged ? { taxRate: tax?.rate ?? null, taxSource: tax?.source ?? null } : {}),
      })
      .where(eq(orders.id, order.id))
      .returning();

    // Step: a saved address chosen for the order is where its labels not yet made go from and back to.
    if (changes.address?.addressId) {
      await tx
        .update(shipments)
        .set({ customerAddressId: changes.address.addressId })
        .where(
          and(
            eq(shipments.orderId, order.id),
            eq(shipments.method, 'PREPAID_LABEL'),
            isNotNull(shipments.customerAddressId),
            isNull(shipments.trackingNumber),
          ),
        );
    }

    // Step: shipments (one prepaid label to the lab per order).
    if (changes.newShipments?.some(isLabelToLab) && (await hasLabelToLab(tx, order.id))) {
      throw new AppError('CONFLICT', ALREADY_LABELLED, [`newShipments: ${ALREADY_LABELLED}`]);
    }
    for (const shipment of changes.newShipments ?? []) {
      if (shipment.customerAddressId && !buyer.addresses.some((a) => a.id === shipment.customerAddressId)) {
        const message = "newShipments: customerAddressId is not one of the customer's addresses";
        throw new AppError('BAD_REQUEST', message, [message]);
      }
      await tx.insert(shipments).values({
        orderId: order.id,
        customerId: order.customerId,
        method: shipment.method,
        carrier: shipment.carrier ?? null,
        serviceLevel: shipment.serviceLevel ?? null,
        toCustomer: shipment.toCustomer ?? false,
        customerAddressId: shipment.customerAddressId ?? null,
        ...(shipment.label ?? {}),
      });
    }

    // Step: another module's part of the change.
    if (changes.step) await changes.step(tx, updated!);

    // Step: every amount.
    const [promo] = promoId === null ? [] : await findPromosByIds(tx, [promoId]);
    await recomputeOrder({ tx, order: updated!, buyer, promo: promo ?? null, now, lines, field });
    return order.id;
  });
}
