import { creditLineLabel, formatCents, orderNumber } from '@filmlab/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../ui/button';
import { PageLoader } from '../../../ui/spinner';
import { NumericCell, NumericHeader, Table } from '../../../ui/table';
import { ORDERS_PAGE_SIZE, useOrders } from '../api/orders';
import styles from './orders.module.css';

/** /users/{id}/orders: every order with its status, rolls and total, a page at a time. */
export function OrdersPage({ userId, basePath, staff = false }: { userId: number; basePath: string; staff?: boolean }) {
  const [page, setPage] = useState(0);
  const orders = useOrders(userId, page);
  if (orders.isPending) return <PageLoader />;
  if (orders.isError) return <p className={styles.page}>The orders could not be loaded.</p>;
  const { orders: rows, count } = orders.data;
  const pages = Math.max(1, Math.ceil(count / ORDERS_PAGE_SIZE));
  return (
    <section className={styles.page} aria-labelledby="orders-title">
      <header className={styles.pageHeader}>
        <p className={styles.eyebrow}>Orders</p>
        <h1 id="orders-title" className={styles.title}>
          {staff ? 'Orders' : 'Your orders'}
        </h1>
        <p>
          <Link to={`${basePath}/orders/new/rolls`}>Start a new order</Link>
        </p>
      </header>
      {rows.length === 0 ? (
        <p>No orders yet.</p>
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Placed</th>
              <th scope="col">Status</th>
              <NumericHeader scope="col">Rolls</NumericHeader>
              <NumericHeader scope="col">Total</NumericHeader>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ order, rolls }) => (
              <tr key={order.id}>
                <td>
                  <Link to={`${basePath}/orders/${order.id}/summary`}>#{orderNumber(order.id)}</Link>
                </td>
                <td>{new Date(order.createdAt).toLocaleDateString()}</td>
                <td>{order.status}</td>
                <NumericCell>{rolls.length}</NumericCell>
                <NumericCell>
                  {formatCents(order.total)}
                  {order.appliedCredit > 0 && (
                    <span className={styles.muted}>
                      {' '}
                      ({creditLineLabel(order.status)} {formatCents(order.appliedCredit)})
                    </span>
                  )}
                </NumericCell>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <nav className={styles.pager} aria-label="Order pages">
        <Button size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <span>
          Page {page + 1} of {pages}
        </span>
        <Button size="sm" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </nav>
    </section>
  );
}
