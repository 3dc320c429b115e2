import type { ProductVariant } from '@filmlab/api';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { showToast } from '../../../ui/toast';
import { useUpdateProduct } from '../api/products';
import styles from '../shared/catalogue.module.css';

/** A variant's stock, changed in place: type, then Enter or Save. */
export function StockCell({ variant, productName }: { variant: ProductVariant; productName: string }) {
  const update = useUpdateProduct();
  const [value, setValue] = useState(String(variant.stock));
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(variant.stock);
  if (shown !== variant.stock) {
    // The server's number changed (another save): show it.
    setShown(variant.stock);
    setValue(String(variant.stock));
  }
  const label = `Stock of ${productName}, ${variant.name}`;
  const errorId = `stock-error-${variant.id}`;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{1,10}$/.test(value.trim())) {
      setError('Enter a whole number, 0 or more.');
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({
        id: variant.productId,
        body: { variants: { update: [{ id: variant.id, stock: Number(value) }] } },
      });
      showToast(`${productName}, ${variant.name}: stock is ${Number(value)}.`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} className={styles.rowActions} noValidate>
      <input
        className={styles.stockInput}
        inputMode="numeric"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button
        type="submit"
        size="sm"
        loading={update.isPending}
        disabled={value === String(variant.stock)}
        aria-label={`Save ${label.toLowerCase()}`}
      >
        Save
      </Button>
      {error && (
        <span id={errorId} role="alert" className={styles.muted}>
          {error}
        </span>
      )}
    </form>
  );
}
