import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { RadioGroup } from '../../../ui/radio-group';
import { usePaymentConfig } from '../api/payment-calls';
import styles from './checkout.module.css';
import { messageOf } from './pay-form';

const CARD = 'card';
const LAB = 'lab';

/**
 * The payment step: the card form, or, where the lab takes payment at the counter, a choice between
 * paying by card now and paying at the lab (cash or the lab's card reader) with the order held.
 */
export function PaymentChoice({
  ready,
  cardForm,
  onPayInLab,
}: {
  ready: boolean;
  cardForm: ReactNode;
  onPayInLab: () => Promise<unknown>;
}) {
  const config = usePaymentConfig();
  const [choice, setChoice] = useState(CARD);
  if (!config.data?.payInLab) return cardForm;
  return (
    <section className={styles.section} aria-labelledby="pay-how-title">
      <h2 id="pay-how-title" className={styles.sectionTitle}>
        How would you like to pay?
      </h2>
      <RadioGroup
        legend="Pay"
        name="pay-how"
        options={[
          { value: CARD, label: 'By card, now' },
          { value: LAB, label: 'At the lab (cash or card)' },
        ]}
        value={choice}
        onChange={setChoice}
      />
      {choice === CARD ? cardForm : <PayInLabForm ready={ready} onPayInLab={onPayInLab} />}
    </section>
  );
}

function PayInLabForm({ ready, onPayInLab }: { ready: boolean; onPayInLab: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onPayInLab();
    } catch (caught) {
      setError(messageOf(caught));
      setBusy(false);
    }
  };
  return (
    <form className={styles.card} aria-label="Pay at the lab" onSubmit={(event) => void submit(event)}>
      {error && (
        <Alert tone="danger" title="We couldn’t place your order">
          {error}
        </Alert>
      )}
      <p>We’ll set your order aside. Pay with cash or card at the lab, and we’ll get it ready once it’s paid.</p>
      <Button type="submit" variant="primary" size="lg" block loading={busy} disabled={!ready}>
        Place order, pay at the lab
      </Button>
      {!ready && <p className={styles.muted}>Add a shipping address to see your total.</p>}
    </form>
  );
}
