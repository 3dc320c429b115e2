// The orders module's queries.
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { insertRows } from '../../db/insert-rows.js';
import { jsonRowReader } from '../../db/json-rows.js';
import { builtOnce, placeholderFor, sqlBuiltOnce } from '../../db/prepared.js';
import { paymentAttempts } from '../../db/schema/payments.js';
import { orderLines, orders } from '../../db/schema/orders.js';
import { shipments } from '../../db/schema/shipments.js';
import type { CatalogueCache } from '../products/catalogue-cache.js';
import { lineProductKey, lineProducts, type LineProduct } from '../products/product-service.js';
import { findPromosByIds, type PromoRow } from '../promos/promo-service.js';
import type { PricedLine } from './price-lines.js';

type Queryable = Db | Tx;
export type OrderRow = typeof orders.$inferSelect;
export type { PromoRow };
export type ShipmentRow = typeof shipments.$inferSelect;

export interface LineView extends LineProduct {
  id: number;
  productId: number;
  productVariantId: number | null;
  quantity: number;
  unitAmount: number;
  amount: number;
  discount: number;
  memberPrice: boolean;
  notes: string | null;
}

export interface OrderView {
  order: OrderRow;
  lines: LineView[];
  promo: PromoRow | null;
  shipments: ShipmentRow[];
  /** The provider of a payment in flight ('in_lab' while it waits to be paid at the lab), or null. */
  paymentInFlight: string | null;
}

const orderById = (db: Queryable) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')));
const selectOrderOnce = builtOnce('order_by_id', orderById);
const lockOrderOnce = builtOnce('order_by_id_for_update', (db) => orderById(db).for('update'));

export async function selectOrder(db: Queryable, id: number, lock = false): Promise<OrderRow | undefined> {
  const [row] = await (lock ? lockOrderOnce : selectOrderOnce)(db, { id });
  return row;
}

export type Totals = Pick<
  OrderRow,
  'subtotal' | 'appliedDiscount' | 'shipping' | 'taxAmount' | 'appliedCredit' | 'total' | 'updatedAt'
>;
const totalsUpdate = builtOnce('order_totals_update', (db) => {
  const set = (name: keyof Totals) => placeholderFor<never>(name);
  return db
    .update(orders)
    .set({
      subtotal: set('subtotal'),
      appliedDiscount: set('appliedDiscount'),
      shipping: set('shipping'),
      taxAmount: set('taxAmount'),
      appliedCredit: set('appliedCredit'),
      total: set('total'),
      updatedAt: set('updatedAt'),
    })
    .where(eq(orders.id, sql.placeholder('id')))
    .returning();
});

/** The statement that writes the order's priced totals, to run alongside its lines (replaceLines). */
export function totalsWrite(tx: Tx, id: number, totals: Totals): SQL {
  return tx.update(orders).set(totals).where(eq(orders.id, id)).getSQL();
}

/** Writes the order's priced totals; answers the order as it now stands. */
export async function updateOrderTotals(tx: Tx, id: number, totals: Totals): Promise<OrderRow> {
  const [row] = await totalsUpdate(tx, { id, ...totals });
  return row!;
}

/** An order line as stored, before its product's name and image are added. */
const lineColumns = {
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
};
export type LineRow = Omit<LineView, keyof LineProduct> & { orderId: number };

export async function selectLines(db: Queryable, orderIds: number[]): Promise<Array<LineView & { orderId: number }>> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select(lineColumns)
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.id));
  return withLineProducts(db, rows);
}

/** The catalogue's copies of product names and pictures, when the caller has them (products module). */
export type LineCatalogue = Pick<CatalogueCache, 'read'> | undefined;

/** Lines with their products' names and images. */
export async function withLineProducts(
  db: Queryable,
  rows: LineRow[],
  catalogue?: LineCatalogue,
): Promise<Array<LineView & { orderId: number }>> {
  // The catalogue's names and images come from the products module (DESIGN.md rule 4); a line's
  // product always exists (foreign key), so every line finds its entry.
  const details = await lineProducts({ db, lines: rows, catalogue });
  return rows.flatMap((row) => {
    const product = details.get(lineProductKey(row));
    return product ? [{ ...row, ...product }] : [];
  });
}

const readLine = jsonRowReader(orderLines);
const readShipment = jsonRowReader(shipments);
const readOrder = jsonRowReader(orders);

interface OrderParts {
  order: OrderRow | null;
  lines: LineRow[];
  shipments: ShipmentRow[];
  inFlight: string | null;
}

type PartsRow = {
  id: number;
  order: Record<string, unknown> | null;
  lines: Array<Record<string, unknown>>;
  shipments: Array<Record<string, unknown>>;
  in_flight: string | null;
};
const partsStatement = (withOrder: boolean) => sql`select w.id,
      ${withOrder ? sql`(select to_json(o) from ${orders} o where o.id = w.id)` : sql`null`} as "order",
      coalesce((select json_agg(l order by l.id) from ${orderLines} l where l.order_id = w.id), '[]'::json) as lines,
      coalesce((select json_agg(s order by s.id) from ${shipments} s where s.order_id = w.id), '[]'::json) as shipments,
      (select a.provider from ${paymentAttempts} a where a.order_id = w.id and a.status = 'reserved' limit 1) as in_flight
    from unnest(${sql.placeholder('ids')}::int[]) as w(id)`;
const partsOf = sqlBuiltOnce<PartsRow>('order_parts', () => partsStatement(false));
const partsWithOrderOf = sqlBuiltOnce<PartsRow>('order_parts_with_order', () => partsStatement(true));

/**
 * Each order's lines, shipments and payment in flight (and, asked, the order itself), in one statement
 * for all of them: an order view was five round trips to the database, and paying ends with one.
 */
async function selectOrderParts(db: Queryable, ids: number[], withOrder: boolean): Promise<Map<number, OrderParts>> {
  if (ids.length === 0) return new Map();
  const rows = await (withOrder ? partsWithOrderOf : partsOf)(db, { ids });
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        order: row.order ? readOrder(row.order) : null,
        lines: row.lines.map((line) => {
          const { createdAt: _made, ...stored } = readLine(line);
          return stored;
        }),
        shipments: row.shipments.map(readShipment),
        inFlight: row.in_flight,
      },
    ]),
  );
}

async function viewsOf(
  db: Queryable,
  rows: OrderRow[],
  parts: Map<number, OrderParts>,
  catalogue: LineCatalogue,
): Promise<OrderView[]> {
  const promoIds = [...new Set(rows.map((r) => r.promoId).filter((p): p is number => p !== null))];
  const [lines, promoRows] = await Promise.all([
    withLineProducts(
      db,
      rows.flatMap((order) => parts.get(order.id)?.lines ?? []),
      catalogue,
    ),
    findPromosByIds(db, promoIds),
  ]);
  return rows.map((order) => ({
    order,
    lines: lines.filter((l) => l.orderId === order.id),
    promo: promoRows.find((p) => p.id === order.promoId) ?? null,
    shipments: parts.get(order.id)?.shipments ?? [],
    paymentInFlight: parts.get(order.id)?.inFlight ?? null,
  }));
}

export async function loadOrderViews(db: Queryable, rows: OrderRow[], catalogue?: LineCatalogue): Promise<OrderView[]> {
  const parts = await selectOrderParts(
    db,
    rows.map((r) => r.id),
    false,
  );
  return viewsOf(db, rows, parts, catalogue);
}

export async function loadOrderView(
  db: Queryable,
  id: number,
  catalogue?: LineCatalogue,
): Promise<OrderView | undefined> {
  const parts = await selectOrderParts(db, [id], true);
  const order = parts.get(id)?.order;
  if (!order) return undefined;
  const [view] = await viewsOf(db, [order], parts, catalogue);
  return view;
}

/** Replaces an order's lines with freshly priced ones. */
export async function replaceLines(
  tx: Tx,
  orderId: number,
  lines: PricedLine[],
  /** Each line's share of the promo discount, in the lines' order. */
  discounts: readonly number[] = [],
  /**
   * fresh: the order has no lines yet (made in this transaction), so none are deleted first;
   * alongside: statements to run with the write (the order's totals).
   */
  options: { fresh: boolean; alongside?: SQL[] } = { fresh: false },
): Promise<LineRow[]> {
  // The old lines go in the statement that writes the new ones: one round trip, not two.
  const old = options.fresh ? [] : [sql`delete from ${orderLines} where ${orderLines.orderId} = ${orderId}`];
  const alongside = [...old, ...(options.alongside ?? [])];
  if (lines.length === 0) {
    for (const statement of alongside) await tx.execute(statement);
    return [];
  }
  const rows = await insertRows(
    tx,
    orderLines,
    lines.map((line, i) => ({
      orderId,
      productId: line.productId,
      productVariantId: line.productVariantId,
      quantity: line.quantity,
      unitAmount: line.unitAmount,
      amount: line.unitAmount * line.quantity,
      discount: discounts[i] ?? 0,
      memberPrice: line.memberPrice,
      notes: line.notes,
    })),
    lineColumns,
    alongside,
  );
  // A serial is drawn row by row in the order of the values: by id is the lines' order.
  return rows.sort((a, b) => a.id - b.id);
}

/** The order's status moved by another step (an adjustment), stamped invoiced when it is invoiced. */
export async function updateOrderStatus(
  tx: Tx,
  orderId: number,
  change: { status: OrderRow['status']; now: Date; invoiced?: boolean },
): Promise<void> {
  const { status, now } = change;
  await tx
    .update(orders)
    .set({ status, updatedAt: now, ...(change.invoiced ? { invoicedAt: now } : {}) })
    .where(eq(orders.id, orderId));
}
