import { formatCents } from '@filmlab/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { NumericCell, NumericHeader, Table } from '../../../ui/table';
import { TextField } from '../../../ui/text-field';
import { useCollectionMembership } from '../api/collections';
import { useProductList } from '../api/products';
import styles from '../shared/catalogue.module.css';
import { PageHead } from '../shared/page-head';
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
      <div className={styles.toolbar} role="search">
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
        <Select
          label="Show"
          options={ACTIVE_OPTIONS}
          value={active}
          onChange={(event) => {
            setActive(event.target.value);
            setOffset(0);
          }}
        />
      </div>
      {list.isError && <Alert tone="danger">{list.error.message}</Alert>}
      {list.isPending ? (
        <Skeleton height={320} />
      ) : (
        <>
          <Table aria-busy={list.isFetching || undefined}>
            <caption className="visually-hidden">Products</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Active</th>
                <th scope="col">Phase</th>
                <NumericHeader scope="col">Price</NumericHeader>
                <NumericHeader scope="col">Member price</NumericHeader>
                <NumericHeader scope="col">Stock</NumericHeader>
                <th scope="col">Collections</th>
              </tr>
            </thead>
            <tbody>
              {products.length === 0 && (
                <tr>
                  <td colSpan={8}>
                    {term ? `No products match “${term}”.` : 'No products yet — create the first one.'}
                  </td>
                </tr>
              )}
              {products.map((product) => (
                <tr key={product.id}>
                  <th scope="row" className={styles.rowHeader}>
                    <Link to={`/admin/products/${product.id}`}>{product.name}</Link>
                  </th>
                  <td>{typeLabel(product.productType)}</td>
                  <td>{product.active ? 'Yes' : 'No'}</td>
                  <td>
                    <Chip tone={phaseTone[product.accessPhase]}>{typeLabel(product.accessPhase)}</Chip>
                  </td>
                  <NumericCell>{formatCents(product.price)}</NumericCell>
                  <NumericCell>{product.memberPrice === null ? '—' : formatCents(product.memberPrice)}</NumericCell>
                  <NumericCell>{product.stock}</NumericCell>
                  <td>{membership.loading ? '…' : (membership.byProduct.get(product.id) ?? []).join(', ') || '—'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
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
