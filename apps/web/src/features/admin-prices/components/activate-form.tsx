import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import styles from './prices.module.css';

/** Puts the draft in force now, or from a date and time (the browser's time zone). */
export function ActivateForm({ onActivate, busy }: { onActivate: (startsAt?: string) => void; busy: boolean }) {
  const [when, setWhen] = useState('');
  const [error, setError] = useState<string | undefined>();
  const onSchedule = (event: FormEvent) => {
    event.preventDefault();
    const date = new Date(when);
    if (!when || Number.isNaN(date.getTime())) return setError('Choose a date and time');
    if (date.getTime() <= Date.now()) return setError('Choose a time in the future, or activate now');
    setError(undefined);
    onActivate(date.toISOString());
  };
  return (
    <form className={styles.actions} onSubmit={onSchedule} aria-label="Activate the draft">
      <Button type="button" variant="primary" loading={busy} onClick={() => onActivate()}>
        Activate now
      </Button>
      <TextField
        label="Or from"
        type="datetime-local"
        value={when}
        error={error}
        onChange={(event) => setWhen(event.target.value)}
      />
      <Button type="submit" loading={busy}>
        Schedule
      </Button>
    </form>
  );
}
