import { isValidEmail, normalizeEmail } from '@filmlab/domain';
import { useId, useState, type FormEvent } from 'react';
import { setSubscriber, subscribe } from './subscriber-store';
import styles from './newsletter.module.css';

export interface EmailFormProps {
  label: string;
  /** Visual theme: the dark footer or the light modal. */
  tone?: 'dark' | 'light';
  /** Called after a successful subscribe, with the stored address. */
  onSubscribed?: (email: string) => void;
  /** The button's label once subscribed (spec 2.10: Submit, then Submitted). */
  submitted?: boolean;
}

/**
 * The newsletter e-mail field and Submit (spec 2.10, 5): Submit stays disabled until the address is
 * valid, and the field is flagged once it loses focus with an invalid address. Failures are logged only.
 */
export function EmailForm({ label, tone = 'dark', onSubscribed, submitted = false }: EmailFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const valid = isValidEmail(email);
  const flagged = touched && !valid;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || sending) return;
    setSending(true);
    const address = normalizeEmail(email);
    try {
      await subscribe(address);
      setSubscriber(address);
      onSubscribed?.(address);
    } catch (error) {
      console.error('Newsletter subscribe failed', error);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={[styles.form, tone === 'light' ? styles.light : ''].join(' ')} onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="Enter your e-mail"
        value={email}
        disabled={submitted}
        aria-invalid={flagged ? true : undefined}
        aria-describedby={flagged ? `${id}-error` : undefined}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setTouched(true)}
      />
      <button className={styles.submit} type="submit" disabled={!valid || sending || submitted}>
        {submitted ? 'Submitted' : 'Submit'}
      </button>
      {flagged && (
        <p id={`${id}-error`} className={styles.error}>
          Enter a valid e-mail address.
        </p>
      )}
    </form>
  );
}
