import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useRequestTwoFactorCode, useVerifyTwoFactorCode } from '../api/two-factor';
import { twoFactorSchema, type TwoFactorValues } from '../schemas';
import { codeRecentlySent, rememberCodeSent } from './code-sent-memory';
import styles from './form.module.css';

export interface TwoFactorFormProps {
  /** Where the code went, shown so the person knows which inbox to open. */
  email: string;
  onVerified: () => void;
}

/**
 * The staff sign-in code: one is e-mailed as the form opens, another on request, and the six digits
 * (pasted, typed or filled in from the e-mail by the browser) are checked by the server.
 */
export function TwoFactorForm({ email, onVerified }: TwoFactorFormProps) {
  const send = useRequestTwoFactorCode();
  const verify = useVerifyTwoFactorCode();
  const [notice, setNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const sentOnce = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<TwoFactorValues, unknown, { code: string }>({
    resolver: zodResolver(twoFactorSchema),
    defaultValues: { code: '' },
  });

  // State changes only in the mutation's callbacks: this also runs from the effect below.
  const sendCode = (again: boolean) =>
    send.mutate(undefined, {
      onSuccess: () => {
        rememberCodeSent();
        setFormError(null);
        setNotice(again ? `We've sent a new code to ${email}.` : null);
        setFocus('code');
      },
      onError: (error) => {
        setNotice(null);
        setFormError(applyServerErrors(error, setError, { code: 'Code' }));
      },
    });

  // Asked for as the screen opens, unless the e-mail sent a moment ago still works (a ref, so a
  // remount in development does not send two).
  useEffect(() => {
    if (sentOnce.current) return;
    sentOnce.current = true;
    if (!codeRecentlySent()) sendCode(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await verify.mutateAsync(code);
      onVerified();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, { code: 'Code' }));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {formError && <Alert tone="danger">{formError}</Alert>}
      {notice && !formError && <Alert tone="success">{notice}</Alert>}
      <TextField
        label="Six-digit code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={7}
        hint={send.isPending ? 'Sending your code…' : `From the e-mail we sent to ${email}. It works for 10 minutes.`}
        error={errors.code?.message}
        {...register('code')}
      />
      <p className={styles.aside}>
        <button type="button" className={styles.linkButton} onClick={() => sendCode(true)} disabled={send.isPending}>
          Send a new code
        </button>
      </p>
      <Button type="submit" variant="primary" size="lg" block loading={verify.isPending} className={styles.submit}>
        Continue
      </Button>
    </form>
  );
}
