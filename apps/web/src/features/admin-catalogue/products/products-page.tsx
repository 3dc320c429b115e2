import { formatCents } from '@filmlab/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { DataTable, type Column } from '../../../ui/data-table';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { TextField } from '../../../ui/text-field';
import { useCollectionMembership } from '../api/collections';
import { useProductList } from '../api/products';
import styles from '../shared/catalogue.module.css';
import { PageHead } from '../shared/page-head';
import { FilterBar, FilterGrow } from '../../../ui/filter-bar';
import { Pager } from '../../../ui/pager';
import { useDebounced } from '../../../ui/use-debounced';
import { CreateProductDialog } from './create-product-dialog';
import { typeLabel } from './product-form-schema';

const PAGE_SIZE = 25;
const ACTIVE_OPTIONS = [
  { value: '', label: 'All products' },
  { value: 'true', label: 'Active only' },
  { value: 'false', label: 'Inactive only' },
];

const phaseTone = { PUBLIC: 'success', MEMBERS_ONLY: 'accent', COMING_SOON: 'warning', NONE: 'neutral' } as const;

/** /admin/products: every product, searchable by name or SKU, a page at a time. */
export function ProductsPage() {
  const [search, setSearch] = useState('');
  const [active, setActive] = useState('');
  const [offset, setOffset] = useState(0);
  const [creating, setCreating] = useState(false);
  const term = useDebounced(search.trim(), 300);

  const list = useProductList({
    search: term,
    limit: PAGE_SIZE,
    offset,
    active: active === '' ? undefined : active === 'true',
  });
  const products = useMemo(() => list.data?.products ?? [], [list.data]);
  const ids = useMemo(() => products.map((product) => product.id), [products]);
  const membership = useCollectionMembership(ids);

  const columns: Column<(typeof products)[number]>[] = [
    {
      key: 'name',
      header: 'Name',
      rowHeader: true,
      cell: (product) => <Link to={`/admin/products/${product.id}`}>{product.name}</Link>,
    },
    { key: 'type', header: 'Type', cell: (product) => typeLabel(product.productType) },
    { key: 'active', header: 'Active', cell: (product) => (product.active ? 'Yes' : 'No') },
    {
      key: 'phase',
      header: 'Phase',
      cell: (product) => <Chip tone={phaseTone[product.accessPhase]}>{typeLabel(product.accessPhase)}</Chip>,
    },
    { key: 'price', header: 'Price', numeric: true, cell: (product) => formatCents(product.price) },
    {
      key: 'memberPrice',
      header: 'Member price',
      numeric: true,
      cell: (product) => (product.memberPrice === null ? '—' : formatCents(product.memberPrice)),
    },
    { key: 'stock', header: 'Stock', numeric: true, cell: (product) => product.stock },
    {
      key: 'collections',
      header: 'Collections',
      cell: (product) => (membership.loading ? '…' : (membership.byProduct.get(product.id) ?? []).join(', ') || '—'),
    },
  ];

  return (
    <div className={styles.page}>
      <PageHead
        eyebrow="Admin · Catalogue"
        title="Products"
        actions={
          <Button variant="primary" onClick={() => setCreating(true)}>
            New Product
          </Button>
        }
      />
      <FilterBar label="Search products">
        <FilterGrow>
          <TextField
            label="Search products"
            type="search"
            placeholder="Name or SKU"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setOffset(0);
            }}
          />
        </FilterGrow>
        <Select
          label="Show"
          options={ACTIVE_OPTIONS}
          value={active}
          onChange={(event) => {
            setActive(event.target.value);
            setOffset(0);
          }}
        />
      </FilterBar>
      {list.isError && <Alert tone="danger">{list.error.message}</Alert>}
      {list.isPending ? (
        <Skeleton height={320} />
      ) : (
        <>
          <DataTable
            caption="Products"
            columns={columns}
            rows={products}
            rowKey={(product) => product.id}
            busy={list.isFetching}
            empty={term ? `No products match “${term}”.` : 'No products yet — create the first one.'}
          />
          <Pager
            offset={offset}
            limit={PAGE_SIZE}
            count={list.data?.count ?? 0}
            shown={products.length}
            hasMore={list.data?.hasMore ?? false}
            onOffset={setOffset}
            noun="products"
          />
        </>
      )}
      <CreateProductDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
