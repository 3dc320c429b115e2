import { useState } from 'react';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useProductList } from '../api/products';
import styles from '../shared/catalogue.module.css';
import { useDebounced } from '../../../ui/use-debounced';

export interface AddProductProps {
  /** Products already in the collection, left out of the results. */
  memberIds: ReadonlySet<number>;
  onAdd: (productId: number, name: string) => Promise<unknown>;
}

/** Search the catalogue and add a product at the end of the collection. */
export function AddProduct({ memberIds, onAdd }: AddProductProps) {
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), 300);
  const [adding, setAdding] = useState<number | null>(null);
  const list = useProductList({ search: term, limit: 10, offset: 0 });
  const results = term ? (list.data?.products ?? []).filter((product) => !memberIds.has(product.id)) : [];

  return (
    <div className={styles.form}>
      <TextField
        label="Find a product to add"
        type="search"
        placeholder="Name or SKU"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {term && (
        <ul className={styles.order} aria-label="Products to add">
          {results.length === 0 && !list.isFetching && (
            <li className={styles.muted}>No other products match “{term}”.</li>
          )}
          {results.map((product) => (
            <li key={product.id} className={styles.orderItem}>
              <span className={styles.orderName}>{product.name}</span>
              <Button
                size="sm"
                loading={adding === product.id}
                onClick={async () => {
                  setAdding(product.id);
                  try {
                    await onAdd(product.id, product.name);
                  } finally {
                    setAdding(null);
                  }
                }}
                aria-label={`Add ${product.name}`}
              >
                Add
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
