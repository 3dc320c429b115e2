import { useState, type FormEvent } from 'react';
import styles from './checkout.module.css';
import { messageOf, PayFormShell } from './pay-form';

/** An order the buyer's credits cover in full: confirmed with one button, no card asked for. */
export function ConfirmWithCredits({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PayFormShell
      withTitle
      onSubmit={submit}
      error={error}
      busy={busy}
      total={0}
      ready
      submitLabel="Confirm order ($0.00)"
    >
      <p className={styles.muted}>Your credits cover this order: there is nothing to pay.</p>
    </PayFormShell>
  );
}
