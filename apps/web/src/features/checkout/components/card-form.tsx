import { useState, type FormEvent } from 'react';
import { Alert } from '../../../ui/alert';
import { TextField } from '../../../ui/text-field';
import { tokenizeCard, usePaymentConfig } from '../api/payment-calls';
import styles from './checkout.module.css';
import { messageOf, PayFormShell, usePayError, type PayFormProps } from './pay-form';
import { StripeCardForm } from './stripe-card-form';

/**
 * The expiry as it is typed, with the slash put in: '0429' -> '04/29', '042' -> '04/2'. A slash the
 * person typed is kept where they put it ('4/29'), so deleting back over it works.
 */
export function formatExpiry(value: string): string {
  const typed = /^\s*(\d{0,2})\s*\/\s*(\d{0,4})\s*$/.exec(value);
  if (typed) return `${typed[1]}/${typed[2]}`;
  const digits = value.replace(/\D/g, '').slice(0, 6);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** '04/29', '0429', '4 / 2029' or '042029' -> month 4, year 2029; null when unreadable. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(formatExpiry(value));
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

/**
 * The card form. With the local provider (the default) the card is turned into a token by the
 * server's stand-in for Stripe.js and then charged; the number is cleared after every attempt
 * and never stored. A declined card is shown in words and the order stays payable. With the Stripe
 * provider the card is collected by Stripe Elements instead (StripeCardForm).
 */
export function CardForm({ total, ready, onPay, withTitle = true, beforePay, failure }: PayFormProps) {
  const config = usePaymentConfig();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = usePayError(failure);
  const [expiryError, setExpiryError] = useState<string | undefined>();

  if (config.data?.provider === 'stripe') {
    if (!config.data.publishableKey) {
      return (
        <Alert tone="danger" title="Card payments aren’t set up yet">
          This lab takes cards through Stripe, but its Stripe publishable key is missing. Please contact the lab to pay
          for your order.
        </Alert>
      );
    }
    return (
      <StripeCardForm
        publishableKey={config.data.publishableKey}
        total={total}
        ready={ready}
        onPay={onPay}
        withTitle={withTitle}
        beforePay={beforePay}
        failure={failure}
      />
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseExpiry(expiry);
    if (!parsed) {
      setExpiryError('Use the month and year on the card, like 04/29.');
      return;
    }
    setExpiryError(undefined);
    setBusy(true);
    setError(null);
    try {
      const token = await tokenizeCard({ number, cvc, ...parsed });
      await onPay(token);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setNumber('');
      setExpiry('');
      setCvc('');
      setBusy(false);
    }
  };

  return (
    <PayFormShell
      withTitle={withTitle}
      onSubmit={submit}
      error={error}
      busy={busy}
      total={total}
      ready={ready}
      beforePay={beforePay}
    >
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        required
      />
      <div className={styles.cardRow}>
        <TextField
          label="Expiry (MM/YY)"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          value={expiry}
          onChange={(event) => setExpiry(formatExpiry(event.target.value))}
          error={expiryError}
          required
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={cvc}
          onChange={(event) => setCvc(event.target.value)}
          required
        />
      </div>
    </PayFormShell>
  );
}
