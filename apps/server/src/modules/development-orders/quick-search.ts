// GET /orders/quick-search (spec sections 3, 4 and 7): an order by its number ('10' + id), its
// customer's name or e-mail (a guest's as they gave them at checkout), or a shipment's tracking
// number. The orders face runs the search (one prepared statement on trigram indexes); the names of
// the page's customers come from the users face, in one query.
import type { QuickSearchResponse } from '@filmlab/api';
import { orderNumber } from '@filmlab/domain';
import type { Db } from '../../db/client.js';
import { searchOrders } from '../orders/order-service.js';
import { findAccountNames } from '../users/service.js';

export async function quickSearchOrders(db: Db, search: string): Promise<QuickSearchResponse> {
  const rows = await searchOrders(db, search);
  const customerIds = rows.flatMap((row) => (row.customerId === null ? [] : [row.customerId]));
  const names = await findAccountNames(db, customerIds);
  return {
    orders: rows.map((row) => ({
      id: row.id,
      orderNumber: orderNumber(row.id),
      status: row.status,
      total: row.total,
      customerId: row.customerId,
      customerName:
        row.customerId === null
          ? row.guestName?.trim() || row.guestEmail || 'Guest'
          : (names.get(row.customerId) ?? ''),
      guest: row.customerId === null,
      createdAt: row.createdAt.toISOString(),
    })),
    count: rows[0]?.count ?? 0,
  };
}
