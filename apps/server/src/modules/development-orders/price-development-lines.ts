// A development order's lines, priced by the domain from what is stored: its rolls and choices,
// the way the film comes in, the buyer's plan and the service credits they hold now.
import {
  DEVELOPMENT_SERVICE_SKUS,
  DevelopmentOrderError,
  INBOUND_LABEL_CODES,
  NO_CREDITS,
  isOneOf,
  FILM_FORMAT_VALUES,
  FILM_PROCESSES,
  RETURN_SERVICE_LEVELS,
  SHIPPING_CODES,
  priceDevelopmentOrder,
  type ReturnServiceLevel,
  type DevelopmentOrderPrice,
  type DevelopmentRoll,
  type InboundShipment,
  type ServiceLevel,
} from '@filmlab/domain';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { serviceCreditBalance } from '../credits/service-credits.js';
import type { Buyer } from '../orders/buyer.js';
import { findPricedShipments, type PricedShipment } from '../orders/order-service.js';
import type { PricedLine } from '../orders/price-lines.js';
import { pricesOfList } from '../price-lists/price-list-service.js';
import { findProductsBySku, type CatalogueProduct } from '../products/product-service.js';
import { selectRollChoices, type RollChoiceRow } from './store.js';

export function domainRoll(row: RollChoiceRow): DevelopmentRoll {
  return {
    format: isOneOf(FILM_FORMAT_VALUES, row.format) ? row.format : '35mm',
    process: isOneOf(FILM_PROCESSES, row.process) ? row.process : 'C-41',
    crossProcess: row.crossProcess,
    pushPull: row.pushPull,
    scanQuality: row.scanQuality,
    rush: row.rush,
    sleeving: row.sleeving,
    prints: row.prints,
    returnToCustomer: row.returnToCustomer,
  };
}

/** Runs the domain pricing, turning its refusals into 400s naming the field. */
export function priceOrThrow(input: Parameters<typeof priceDevelopmentOrder>[0]): DevelopmentOrderPrice {
  try {
    return priceDevelopmentOrder(input);
  } catch (error) {
    if (!(error instanceof DevelopmentOrderError)) throw error;
    throw new AppError('BAD_REQUEST', `${error.field}: ${error.message}`, [`${error.field}: ${error.message}`]);
  }
}

/** The lab's service products a development order is billed in: its services and shipping, by sku. */
type ServiceProducts = Map<string | null, Pick<CatalogueProduct, 'id' | 'productType' | 'price'>>;

const SERVICE_SKUS = [...DEVELOPMENT_SERVICE_SKUS, ...SHIPPING_CODES];

async function serviceProducts(db: Db | Tx): Promise<ServiceProducts> {
  const rows = await findProductsBySku(db, SERVICE_SKUS);
  return new Map(rows.map(({ sku, ...row }) => [sku, row]));
}

/** The lab's prices for label services the domain leaves to product data (FedEx 2Day, Overnight). */
function labelPrices(services: ServiceProducts): Partial<Record<ServiceLevel, number>> {
  const prices: Partial<Record<ServiceLevel, number>> = {};
  for (const [level, code] of Object.entries(INBOUND_LABEL_CODES) as Array<[ServiceLevel, string]>) {
    const row = services.get(code);
    if (row) prices[level] = row.price;
  }
  return prices;
}

/** Turns the domain's lines into order lines of the lab's service products. */
function toOrderLines(services: ServiceProducts, price: DevelopmentOrderPrice): PricedLine[] {
  return price.lines.map((line) => {
    const product = services.get(line.sku);
    // The services are seeded on every start; a missing one is a broken installation, not bad input.
    if (!product) throw new Error(`service product ${line.sku} is missing`);
    return {
      productId: product.id,
      productVariantId: null,
      quantity: line.quantity,
      unitAmount: line.unitCents,
      memberPrice: false,
      productType: product.productType,
      notes: line.label,
    };
  });
}

export type { PricedShipment };

/**
 * The order's shipments as pricing reads them: the inbound one (the prepaid label to the lab if there
 * is one, the free label added later; else the first) and the return parcel the customer asked for on
 * the return-negatives form, if any.
 */
function shipmentsOf(rows: PricedShipment[]): {
  inbound: InboundShipment;
  returnServiceLevel: ReturnServiceLevel | null;
} {
  const incoming = rows.filter((r) => !r.toCustomer);
  const row = incoming.find((r) => r.method === 'PREPAID_LABEL') ?? incoming[0];
  const inbound: InboundShipment =
    !row || row.method === 'RETURN_MAILER'
      ? { method: 'DROP_OFF' }
      : { method: row.method, serviceLevel: row.serviceLevel };
  const back = rows.find((r) => r.toCustomer)?.serviceLevel;
  return { inbound, returnServiceLevel: back && isOneOf(RETURN_SERVICE_LEVELS, back) ? back : null };
}

/** Prices a stored development order for the buyer now (at creation and again at payment). */
export async function priceDevelopmentLines(options: {
  db: Db | Tx;
  orderId: number;
  buyer: Pick<Buyer, 'id' | 'planId' | 'active'>;
  now: Date;
  /** The price list the order was made with (orders.price_list_id): its prices, whenever it is re-priced. */
  priceListId: number | null;
  /**
   * What the caller has just read or written itself (the rolls, in the order they were added; the
   * shipments, by id), so they are not read again.
   */
  known?: { rolls?: RollChoiceRow[]; shipments?: PricedShipment[] };
}): Promise<{ lines: PricedLine[]; price: DevelopmentOrderPrice }> {
  const { db, orderId, buyer, now, known, priceListId } = options;
  // One after another: `db` is usually a transaction, one connection, where queries cannot overlap
  // (pg queues them, and pg 9 refuses a query sent while another runs).
  const rolls = known?.rolls ?? (await selectRollChoices(db, [orderId]));
  const { inbound, returnServiceLevel } = shipmentsOf(known?.shipments ?? (await findPricedShipments(db, orderId)));
  const credits = buyer.id > 0 ? await serviceCreditBalance(db, buyer.id, now) : NO_CREDITS;
  const services = await serviceProducts(db);
  const labels = labelPrices(services);
  const prices = await pricesOfList(db, priceListId);
  const price = priceOrThrow({
    prices,
    planId: buyer.planId,
    active: buyer.active,
    rolls: rolls.map(domainRoll),
    negativesAction: rolls[0]?.negativesAction ?? null,
    inbound,
    returnServiceLevel,
    credits,
    labelPrices: labels,
  });
  return { lines: toOrderLines(services, price), price };
}
