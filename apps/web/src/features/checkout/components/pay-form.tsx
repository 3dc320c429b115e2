import type { FormEvent, ReactNode } from 'react';
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
}

/** The card forms' `<form>`: titled 'Payment', or, inside the saved-card choice, named 'A new card'. */
export function PayFormShell({
  withTitle,
  onSubmit,
  children,
}: {
  withTitle: boolean;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      className={styles.card}
      onSubmit={(event) => void onSubmit(event)}
      {...(withTitle ? { 'aria-labelledby': 'payment-title' } : { 'aria-label': 'A new card' })}
    >
      {withTitle && (
        <h2 id="payment-title" className={styles.sectionTitle}>
          Payment
        </h2>
      )}
      {children}
    </form>
  );
}
