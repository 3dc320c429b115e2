// GET /orders/quick-search (spec sections 3, 4 and 7): an order by its number ('10' + id), its
// customer's name or e-mail, or a shipment's tracking number. Substrings are served by pg_trgm GIN
// indexes (users_quick_search_idx, shipments_tracking_trgm_idx), on PostgreSQL and PGlite alike.
import { QUICK_SEARCH_LIMIT, type QuickSearchResponse } from '@filmlab/api';
import { orderIdFromNumber, orderNumber } from '@filmlab/domain';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { shipments } from '../../db/schema/shipments.js';
import { users } from '../../db/schema/users.js';

/** The text users_quick_search_idx is built on (keep the two the same). */
export const userSearchText = sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The search as a prepared statement, one of four shapes (with or without the order-number and the
 * tracking branches), prepared once per database: PostgreSQL plans this union longer than it runs it.
 */
function prepareQuickSearch(db: Db, withNumber: boolean, withTracking: boolean) {
  const pattern = sql.placeholder('pattern');
  const byNumber = withNumber ? sql`select ${sql.placeholder('id')}::int as id union ` : sql``;
  // A tracking number has no spaces and no @: a name or an e-mail does not search the shipments.
  const byTracking = withTracking
    ? sql`union select ${shipments.orderId} from ${shipments} where ${shipments.trackingNumber} ilike ${pattern}`
    : sql``;
  const matches = sql`${orders.id} in (${byNumber}
    select ${orders.id} from ${orders} where ${orders.customerId} in
      (select ${users.id} from ${users} where ${userSearchText} ilike ${pattern})
    ${byTracking})`;
  // One pass: the count of every match comes with the first page (a window is counted before the limit).
  return db
    .select({
      id: orders.id,
      status: orders.status,
      total: orders.total,
      customerId: orders.customerId,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: orders.createdAt,
      count: sql<number>`(count(*) over ())::int`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(and(isNotNull(orders.customerId), matches))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(QUICK_SEARCH_LIMIT)
    .prepare(`orders_quick_search_${Number(withNumber)}${Number(withTracking)}`);
}

type QuickSearchStatement = ReturnType<typeof prepareQuickSearch>;
const prepared = new WeakMap<Db, Map<string, QuickSearchStatement>>();

function statementFor(db: Db, withNumber: boolean, withTracking: boolean): QuickSearchStatement {
  let shapes = prepared.get(db);
  if (!shapes) prepared.set(db, (shapes = new Map()));
  const key = `${withNumber}${withTracking}`;
  let statement = shapes.get(key);
  if (!statement) shapes.set(key, (statement = prepareQuickSearch(db, withNumber, withTracking)));
  return statement;
}

export async function quickSearchOrders(db: Db, search: string): Promise<QuickSearchResponse> {
  const term = search.trim();
  const id = orderIdFromNumber(term);
  // One set of order ids from each index (primary key, customers by trigram, shipments by trigram),
  // so no branch forces a scan of every order.
  const withNumber = id !== null && id.length <= 10 && Number(id) <= 2_147_483_647;
  const statement = statementFor(db, withNumber, !/[\s@]/.test(term));
  const rows = await statement.execute({ pattern: likePattern(term), ...(withNumber ? { id: Number(id) } : {}) });
  return {
    orders: rows.map((row) => ({
      id: row.id,
      orderNumber: orderNumber(row.id),
      status: row.status,
      total: row.total,
      customerId: row.customerId!,
      customerName: `${row.firstName} ${row.lastName}`.trim(),
      createdAt: row.createdAt.toISOString(),
    })),
    count: rows[0]?.count ?? 0,
  };
}
