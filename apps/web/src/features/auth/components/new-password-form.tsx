import type { User } from '@filmlab/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { applyServerErrors } from '../../../lib/form-errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { TextField } from '../../../ui/text-field';
import { useResetPassword } from '../api/reset-password';
import { useResetTokenValidity } from '../api/validate-reset-token';
import { newPasswordSchema, PASSWORD_HINT, type NewPasswordValues } from '../schemas';
import styles from './form.module.css';

export interface NewPasswordFormProps {
  token: string;
  onSuccess: (user: User) => void;
}

/** Checks the link's token first, then sets the new password and signs the person in. */
export function NewPasswordForm({ token, onSuccess }: NewPasswordFormProps) {
  const validity = useResetTokenValidity(token);
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });

  if (validity.isPending) {
    return (
      <div className={styles.form} role="status" aria-label="Checking your link">
        <Skeleton height={44} />
        <Skeleton height={44} />
        <Skeleton height={52} />
      </div>
    );
  }

  if (validity.isError || !validity.data.valid) {
    return (
      <div className={styles.form}>
        <Alert tone="danger" title="This link has expired">
          {validity.isError ? validity.error.message : 'Reset links work once and only for a while.'} Ask for a new one
          and we'll e-mail it to you.
        </Alert>
        <Link to="/password-reset">Send me a new link</Link>
      </div>
    );
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      onSuccess(await reset.mutateAsync({ password, token }));
    } catch (error) {
      setFormError(applyServerErrors(error, setError, { password: 'Password' }));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {formError && <Alert tone="danger">{formError}</Alert>}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <Button type="submit" variant="primary" size="lg" block loading={reset.isPending} className={styles.submit}>
        Set New Password
      </Button>
    </form>
  );
}
