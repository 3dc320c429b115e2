import type { BoardOrder } from '@filmlab/api';
import { BOARD_PAGE_SIZE } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { formatCents, searchStatusTone } from '@filmlab/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { callRoute } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Chip } from '../../../ui/chip';
import { DataTable, type Column } from '../../../ui/data-table';
import pageStyles from '../../../ui/page.module.css';
import { PageNav } from '../../../ui/pager';
import { Skeleton } from '../../../ui/skeleton';
import { useBoard } from '../api/board';
import { BoardFiltersBar, type BoardFilters } from './board-filters';
import { enumLabel as words } from '../../../ui/enum-label';
import { BulkBar } from './bulk-bar';
import styles from './orders-board.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const TONE = { success: 'success', warning: 'warning', error: 'danger', neutral: 'neutral' } as const;

/** A customer's order opens its admin summary; a guest's shop order, which has no customer pages, its order page. */
const summaryPath = (order: BoardOrder) =>
  order.customerId === null ? `/orders/${order.id}` : `/admin/users/${order.customerId}/orders/${order.id}/summary`;

const COLUMNS: Column<BoardOrder>[] = [
  {
    key: 'number',
    header: 'Order',
    rowHeader: true,
    cell: (order) => (
      <Link to={summaryPath(order)} className={styles.number}>
        #{order.orderNumber}
      </Link>
    ),
  },
  {
    key: 'customer',
    header: 'Customer',
    cell: (order) => (
      <span className={styles.customer}>
        <span>
          {order.customerName || 'Customer'}
          {order.guest && <span className={styles.muted}> (guest)</span>}
        </span>
        <span className={styles.muted}>{order.customerEmail}</span>
      </span>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (o) => <Chip tone={TONE[searchStatusTone(o.status)]}>{words(o.status)}</Chip>,
  },
  { key: 'stage', header: 'Stage', cell: (o) => (o.stage ? words(o.stage) : '—') },
  { key: 'rolls', header: 'Rolls', numeric: true, cell: (o) => o.rolls },
  {
    key: 'process',
    header: 'Process',
    cell: (o) => (
      <>
        {o.processes.join(', ') || '—'}
        {o.rush && (
          <>
            {' '}
            <Chip tone="accent">Rush</Chip>
          </>
        )}
      </>
    ),
  },
  { key: 'tier', header: 'Tier', cell: (o) => (o.tier ? words(o.tier) : '—') },
  { key: 'location', header: 'Location', cell: (o) => o.location ?? '—' },
  { key: 'placed', header: 'Placed', sortable: true, cell: (o) => dateFormat.format(new Date(o.createdAt)) },
  { key: 'total', header: 'Total', numeric: true, cell: (o) => formatCents(o.total) },
];

/** /admin/orders: the lab's queue, filtered, a page at a time, with bulk actions. */
export function OrdersBoardPage() {
  useDocumentTitle('Admin · Orders');
  const [filters, setFilters] = useState<BoardFilters>({});
  // Keyset paging: the cursors of the pages before this one.
  const [cursors, setCursors] = useState<string[]>([]);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const after = cursors.at(-1);
  const board = useBoard({ ...filters, ...(after ? { after } : {}), limit: BOARD_PAGE_SIZE });
  const locations = useQuery({
    queryKey: ['lab-board', 'locations'],
    queryFn: async ({ signal }) => (await callRoute(routePaths.locations.labLocations, { signal })).locations,
    staleTime: 60_000,
  });
  const orders = board.data?.orders ?? [];
  const total = board.data?.counts.total ?? 0;
  const first = cursors.length * BOARD_PAGE_SIZE + 1;

  const changeFilters = (next: BoardFilters) => {
    setFilters(next);
    setCursors([]);
    setSelected(new Set());
  };

  return (
    <div className={pageStyles.page}>
      <header className={styles.head}>
        <p className={pageStyles.eyebrow}>Admin · Lab</p>
        <h1 className={styles.title}>Orders</h1>
      </header>
      <BoardFiltersBar
        filters={filters}
        counts={board.data?.counts.byStatus}
        locations={locations.data ?? []}
        onChange={changeFilters}
      />
      <BulkBar selected={selected} onDone={() => setSelected(new Set())} />
      {board.isError && <Alert tone="danger">{board.error.message}</Alert>}
      {board.isPending ? (
        <Skeleton height={420} />
      ) : (
        <>
          <DataTable
            caption="Lab orders"
            columns={COLUMNS}
            rows={orders}
            rowKey={(order) => order.id}
            busy={board.isFetching}
            empty="No orders match these filters — clear one to see more."
            sort={{
              key: 'placed',
              direction: filters.sort === 'oldest' ? 'asc' : 'desc',
              onSort: () => changeFilters({ ...filters, sort: filters.sort === 'oldest' ? 'newest' : 'oldest' }),
            }}
            selection={{
              selected,
              onChange: setSelected,
              rowLabel: (order) => `Select order ${order.orderNumber}`,
              allLabel: 'Select every order on this page',
            }}
          />
          <PageNav
            noun="orders"
            status={
              total === 0
                ? 'No orders'
                : `Showing ${first.toLocaleString('en-US')}–${(first + orders.length - 1).toLocaleString('en-US')} of ${total.toLocaleString('en-US')} orders`
            }
            hasPrevious={cursors.length > 0}
            hasNext={Boolean(board.data?.nextCursor)}
            onPrevious={() => setCursors(cursors.slice(0, -1))}
            onNext={() => board.data?.nextCursor && setCursors([...cursors, board.data.nextCursor])}
          />
        </>
      )}
    </div>
  );
}
