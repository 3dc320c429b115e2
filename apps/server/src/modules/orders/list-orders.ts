import type { ListOrdersQuery } from '@filmlab/api';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import type { SessionUser } from '../../http/session-user.js';
import { loadOrderViews } from './store.js';

/** Newest first. A customer sees only their own orders, whatever customerId they ask for. */
export async function listOrders(options: { db: Db; user: SessionUser; query: ListOrdersQuery }) {
  const { db, user, query } = options;
  const filters: SQL[] = [];
  const customerId = user.role === 'ADMIN' ? query.customerId : user.id;
  if (customerId !== undefined) filters.push(eq(orders.customerId, customerId));
  if (query.status) filters.push(eq(orders.status, query.status));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { views: await loadOrderViews(db, rows), count: total?.n ?? 0 };
}
