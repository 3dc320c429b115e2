import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { resetRequestSchema, type ResetRequestValues } from '../schemas';
import styles from './form.module.css';

/** Asks for a reset link; says the same whether or not the address has an account. */
export function PasswordResetRequestForm() {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetRequestValues>({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await request.mutateAsync(email);
      setSentTo(email);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, { email: 'E-mail' }));
    }
  });

  if (sentTo) {
    return (
      <div className={styles.form}>
        <Alert tone="success" title="Check your inbox">
          If {sentTo} has an account with us, we've e-mailed it a link to set a new password. The link works for a
          limited time.
        </Alert>
        <Button variant="ghost" onClick={() => setSentTo(null)}>
          Use a Different E-mail
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {formError && <Alert tone="danger">{formError}</Alert>}
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" variant="primary" size="lg" block loading={request.isPending} className={styles.submit}>
        Send Reset Link
      </Button>
    </form>
  );
}
