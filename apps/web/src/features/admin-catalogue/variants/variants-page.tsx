import { formatCents } from '@filmlab/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Skeleton } from '../../../ui/skeleton';
import { NumericCell, NumericHeader, Table } from '../../../ui/table';
import { TextField } from '../../../ui/text-field';
import { useProductList } from '../api/products';
import styles from '../shared/catalogue.module.css';
import { PageHead } from '../shared/page-head';
import { FilterBar, FilterGrow } from '../../../ui/filter-bar';
import { Pager } from '../../../ui/pager';
import { useDebounced } from '../../../ui/use-debounced';
import { StockCell } from './stock-cell';

const PAGE_SIZE = 20;

/** /admin/variants: the variants of every product, a page of products at a time, stock editable in place. */
export function VariantsPage() {
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const term = useDebounced(search.trim(), 300);
  const list = useProductList({ search: term, limit: PAGE_SIZE, offset });
  const products = list.data?.products ?? [];
  const rows = products.flatMap((product) => product.variants.map((variant) => ({ product, variant })));

  return (
    <div className={styles.page}>
      <PageHead eyebrow="Admin · Catalogue" title="Variants" />
      <FilterBar label="Search variants">
        <FilterGrow>
          <TextField
            label="Search by product"
            type="search"
            placeholder="Product name or SKU"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setOffset(0);
            }}
          />
        </FilterGrow>
      </FilterBar>
      {list.isError && <Alert tone="danger">{list.error.message}</Alert>}
      {list.isPending ? (
        <Skeleton height={320} />
      ) : (
        <>
          <Table aria-busy={list.isFetching || undefined}>
            <caption className="visually-hidden">Variants</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Variant</th>
                <th scope="col">SKU</th>
                <NumericHeader scope="col">Price</NumericHeader>
                <NumericHeader scope="col">Member price</NumericHeader>
                <th scope="col">Stock</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={7}>
                    {term ? `No variants of products matching “${term}”.` : 'No variants on this page of products.'}
                  </td>
                </tr>
              )}
              {rows.map(({ product, variant }) => (
                <tr key={variant.id}>
                  <td>
                    <Link to={`/admin/products/${product.id}`}>{product.name}</Link>
                  </td>
                  <th scope="row" className={styles.rowHeader}>
                    {variant.name}
                    {!variant.active && <span className={styles.muted}> (inactive)</span>}
                  </th>
                  <td className={styles.mono}>{variant.sku ?? '—'}</td>
                  <NumericCell>{formatCents(variant.price)}</NumericCell>
                  <NumericCell>{variant.memberPrice === null ? '—' : formatCents(variant.memberPrice)}</NumericCell>
                  <td>
                    <StockCell variant={variant} productName={product.name} />
                  </td>
                  <td>
                    <Link
                      to={`/admin/products/${product.id}/variants/${variant.id}`}
                      aria-label={`Edit ${product.name}, ${variant.name}`}
                    >
                      Edit
                    </Link>
                  </td>
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
    </div>
  );
}
