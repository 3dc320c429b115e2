import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Spinner } from '../../../ui/spinner';
import { loadStripeCard, type StripeCard } from '../api/stripe-card';
import { Alert } from '../../../ui/alert';
import styles from './checkout.module.css';
import { messageOf, PayFormShell, usePayError, type PayFormProps } from './pay-form';

type Loading = { state: 'loading' } | { state: 'ready'; card: StripeCard } | { state: 'failed' };

/**
 * The card form with the Stripe provider: Stripe.js is loaded here only, the card is typed into
 * Stripe's own field (the number never reaches this page), becomes a PaymentMethod, and its pm_...
 * id is handed to the server, which creates and confirms the PaymentIntent. A card Stripe refuses
 * is said in Stripe's words and the order stays payable.
 */
export function StripeCardForm({
  publishableKey,
  total,
  ready,
  onPay,
  withTitle = true,
  beforePay,
  failure,
}: PayFormProps & { publishableKey: string }) {
  const mountRef = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = usePayError(failure);

  useEffect(() => {
    let active = true;
    let mounted: StripeCard | null = null;
    loadStripeCard(publishableKey, (event) => setFieldError(event.error?.message ?? null))
      .then((card) => {
        if (!active || !card || !mountRef.current) {
          card?.element.destroy();
          if (active) setLoading({ state: 'failed' });
          return;
        }
        mounted = card;
        card.element.mount(mountRef.current);
        setLoading({ state: 'ready', card });
      })
      .catch(() => {
        if (active) setLoading({ state: 'failed' });
      });
    return () => {
      active = false;
      mounted?.element.destroy();
    };
  }, [publishableKey]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading.state !== 'ready') return;
    setBusy(true);
    setError(null);
    try {
      const method = await loading.card.createPaymentMethod();
      if ('error' in method) {
        setError(method.error);
        return;
      }
      await onPay(method.id);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      loading.card.element.clear();
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
      canPay={loading.state === 'ready'}
      beforePay={beforePay}
      footer={<p className={styles.muted}>Card details go straight to Stripe; this site never sees the number.</p>}
    >
      {loading.state === 'failed' && (
        <Alert tone="danger" title="The card form didn’t load">
          Stripe’s secure card field could not be reached. Check your connection and reload the page.
        </Alert>
      )}
      <div className={styles.stripeField}>
        <span id={labelId} className={styles.stripeLabel}>
          Card details
        </span>
        <div ref={mountRef} role="group" aria-labelledby={labelId} className={styles.stripeCard} />
        {loading.state === 'loading' && (
          <p role="status" className={styles.muted}>
            <Spinner size={16} /> Loading Stripe’s secure card field…
          </p>
        )}
        {fieldError && (
          <p role="alert" className={styles.stripeError}>
            {fieldError}
          </p>
        )}
      </div>
    </PayFormShell>
  );
}
