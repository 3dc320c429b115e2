import { formatCents } from '@filmlab/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import styles from './checkout.module.css';

/** What the card forms (local and Stripe) take. */
export interface PayFormProps {
  total: number;
  /** The order has an address and is priced. */
  ready: boolean;
  /** Pays with a card token or payment method id. */
  onPay: (paymentId: string) => Promise<unknown>;
  /** False inside the saved-card choice, which has the section's heading. */
  withTitle?: boolean;
  /** Shown above the pay button (the "save this card" box). */
  beforePay?: ReactNode;
  /**
   * Why the last payment failed, kept by a parent that outlives the form (the saved-card choice
   * swaps forms when a card is saved); absent, the form keeps it itself.
   */
  failure?: { error: string | null; setError: (error: string | null) => void };
}

/** The form's own error state, or its parent's when given (see PayFormProps.failure). */
export function usePayError(failure: PayFormProps['failure']): [string | null, (error: string | null) => void] {
  const own = useState<string | null>(null);
  return failure ? [failure.error, failure.setError] : own;
}

/** What went wrong, in the words the server or the card form gave. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The pay forms' shared frame: the 'Payment' heading (or, inside the saved-card choice, a name),
 * what went wrong, the form's own fields, the pay button and the hint while the order is not ready.
 */
export function PayFormShell({
  withTitle,
  label = 'A new card',
  onSubmit,
  error,
  busy,
  total,
  ready,
  canPay = true,
  beforePay,
  footer,
  submitLabel,
  children,
}: {
  withTitle: boolean;
  /** The form's name when it has no heading. */
  label?: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  error: string | null;
  busy: boolean;
  total: number;
  ready: boolean;
  /** False while the form's own fields cannot pay yet (Stripe's field loading). */
  canPay?: boolean;
  beforePay?: ReactNode;
  footer?: ReactNode;
  /** The button's words; 'Pay {total}' when absent. */
  submitLabel?: string;
  children?: ReactNode;
}) {
  return (
    <form
      className={styles.card}
      onSubmit={(event) => void onSubmit(event)}
      {...(withTitle ? { 'aria-labelledby': 'payment-title' } : { 'aria-label': label })}
    >
      {withTitle && (
        <h2 id="payment-title" className={styles.sectionTitle}>
          Payment
        </h2>
      )}
      {error && (
        <Alert tone="danger" title="Payment didn’t go through">
          {error}
        </Alert>
      )}
      {children}
      {beforePay}
      <Button type="submit" variant="primary" size="lg" block loading={busy} disabled={!ready || !canPay}>
        {submitLabel ?? `Pay ${formatCents(total)}`}
      </Button>
      {!ready && <p className={styles.muted}>Add a shipping address to see your total and pay.</p>}
      {footer}
    </form>
  );
}
