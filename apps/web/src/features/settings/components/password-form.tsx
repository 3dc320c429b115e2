import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@filmlab/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { showToast } from '../../../ui/toast';
import { useChangePassword } from '../api/change-password';
import styles from './settings.module.css';

const schema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.'),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
      .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: "The passwords don't match." });
type Values = z.infer<typeof schema>;

const LABELS = { currentPassword: 'Current password', password: 'New password' } as const;
const EMPTY: Values = { currentPassword: '', password: '', confirm: '' };

/** A new password; every other browser is logged out, this one stays in. */
export function PasswordForm() {
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    setFormError(null);
    try {
      await change.mutateAsync({ currentPassword, password });
      reset(EMPTY);
      showToast('Your password is changed. Every other browser is logged out.');
    } catch (error) {
      setFormError(applyServerErrors(error, setError, LABELS));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Change password">
      {formError && <Alert tone="danger">{formError}</Alert>}
      <TextField
        label={LABELS.currentPassword}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <div className={styles.row}>
        <TextField
          label={LABELS.password}
          type="password"
          autoComplete="new-password"
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
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={change.isPending}>
          Change Password
        </Button>
      </div>
    </form>
  );
}
