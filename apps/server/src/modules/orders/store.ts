// The orders module's queries.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { media } from '../../db/schema/media.js';
import { orderLines, orders } from '../../db/schema/orders.js';
import { productVariants, products } from '../../db/schema/products.js';
import { shipments } from '../../db/schema/shipments.js';
import { promosByIds, type PromoRow } from '../promos/store.js';
import { attemptsInFlight } from './attempt-store.js';
import type { PricedLine } from './price-lines.js';

type Queryable = Db | Tx;
export type OrderRow = typeof orders.$inferSelect;
export type { PromoRow };
export type ShipmentRow = typeof shipments.$inferSelect;

export interface LineView {
  id: number;
  productId: number;
  productVariantId: number | null;
  quantity: number;
  unitAmount: number;
  amount: number;
  discount: number;
  memberPrice: boolean;
  notes: string | null;
  productName: string;
  productType: (typeof products.$inferSelect)['productType'];
  sku: string | null;
  slug: string;
  variantName: string | null;
  imagePath: string | null;
  imageAlt: string | null;
}

export interface OrderView {
  order: OrderRow;
  lines: LineView[];
  promo: PromoRow | null;
  shipments: ShipmentRow[];
  /** The provider of a payment in flight ('in_lab' while it waits to be paid at the lab), or null. */
  paymentInFlight: string | null;
}

export async function selectOrder(db: Queryable, id: number, lock = false): Promise<OrderRow | undefined> {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function selectLines(db: Queryable, orderIds: number[]): Promise<Array<LineView & { orderId: number }>> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderLines.orderId,
      id: orderLines.id,
      productId: orderLines.productId,
      productVariantId: orderLines.productVariantId,
      quantity: orderLines.quantity,
      unitAmount: orderLines.unitAmount,
      amount: orderLines.amount,
      discount: orderLines.discount,
      memberPrice: orderLines.memberPrice,
      notes: orderLines.notes,
      productName: products.name,
      productType: products.productType,
      sku: sql<string | null>`coalesce(${productVariants.sku}, ${products.sku})`,
      slug: products.slug,
      variantName: productVariants.name,
      imagePath: sql<
        string | null
      >`(select ${media.path} from ${media} where ${media.productId} = ${products.id} order by ${media.position}, ${media.id} limit 1)`,
      imageAlt: sql<
        string | null
      >`(select ${media.alt} from ${media} where ${media.productId} = ${products.id} order by ${media.position}, ${media.id} limit 1)`,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(productVariants, eq(productVariants.id, orderLines.productVariantId))
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.id));
}

export async function loadOrderViews(db: Queryable, rows: OrderRow[]): Promise<OrderView[]> {
  const ids = rows.map((r) => r.id);
  const promoIds = [...new Set(rows.map((r) => r.promoId).filter((p): p is number => p !== null))];
  const [lines, promoRows, shipmentRows, inFlight] = await Promise.all([
    selectLines(db, ids),
    promosByIds(db, promoIds),
    ids.length
      ? db.select().from(shipments).where(inArray(shipments.orderId, ids)).orderBy(asc(shipments.id))
      : Promise.resolve([]),
    attemptsInFlight(db, ids),
  ]);
  return rows.map((order) => ({
    order,
    lines: lines.filter((l) => l.orderId === order.id),
    promo: promoRows.find((p) => p.id === order.promoId) ?? null,
    shipments: shipmentRows.filter((s) => s.orderId === order.id),
    paymentInFlight: inFlight.get(order.id) ?? null,
  }));
}

export async function loadOrderView(db: Queryable, id: number): Promise<OrderView | undefined> {
  const order = await selectOrder(db, id);
  if (!order) return undefined;
  const [view] = await loadOrderViews(db, [order]);
  return view;
}

/** Replaces an order's lines with freshly priced ones. */
export async function replaceLines(tx: Tx, orderId: number, lines: PricedLine[]): Promise<void> {
  await tx.delete(orderLines).where(eq(orderLines.orderId, orderId));
  if (lines.length === 0) return;
  await tx.insert(orderLines).values(
    lines.map((line) => ({
      orderId,
      productId: line.productId,
      productVariantId: line.productVariantId,
      quantity: line.quantity,
      unitAmount: line.unitAmount,
      amount: line.unitAmount * line.quantity,
      memberPrice: line.memberPrice,
      notes: line.notes,
    })),
  );
}
