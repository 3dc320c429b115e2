import type { Order } from '@filmlab/api';
import { useState, type FormEvent } from 'react';
import { ApiError, fieldErrors } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import type { OrderChanges } from '../api/order-calls';
import styles from './checkout.module.css';

function promoError(error: unknown): string {
  if (error instanceof ApiError) return fieldErrors(error.errors).promoCode ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** A promo code: the server decides whether it applies and to which lines (spec section 5). */
export function PromoForm({ order, change }: { order: Order; change: (changes: OrderChanges) => Promise<Order> }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const submit = async (promoCode: string | null) => {
    setBusy(true);
    setError(undefined);
    try {
      await change({ promoCode });
      setCode('');
    } catch (caught) {
      setError(promoError(caught));
    } finally {
      setBusy(false);
    }
  };

  if (order.promo) {
    return (
      <div className={styles.promoApplied}>
        <p role="status">
          Code <strong>{order.promo.code}</strong> applied
          {order.promo.description ? `: ${order.promo.description}` : ''}
        </p>
        <Button variant="ghost" size="sm" loading={busy} onClick={() => void submit(null)}>
          Remove
        </Button>
      </div>
    );
  }
  return (
    <form
      className={styles.promo}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (code.trim()) void submit(code.trim());
      }}
    >
      <TextField
        label="Promo code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        autoComplete="off"
      />
      <Button type="submit" variant="ink" loading={busy} disabled={!code.trim()}>
        Apply
      </Button>
    </form>
  );
}
