import type { User } from '@filmlab/api';
import { isValidEmail } from '@filmlab/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { showToast } from '../../../ui/toast';
import { useChangeEmail } from '../api/change-email';
import styles from './settings.module.css';

const emailField = z
  .string()
  .trim()
  .min(1, 'Enter the new e-mail address.')
  .refine((value) => isValidEmail(value), 'Enter a valid e-mail address, like name@example.com.');
const withPassword = z.object({
  email: emailField,
  currentPassword: z.string().min(1, 'Enter your current password.'),
});
const withoutPassword = z.object({ email: emailField, currentPassword: z.string() });
type Values = z.infer<typeof withPassword>;

const LABELS = { email: 'New e-mail', currentPassword: 'Current password' } as const;

export interface EmailFormProps {
  user: User;
  /** The owner changing their own e-mail proves it with their password; an admin changing a customer's does not. */
  needsPassword: boolean;
}

/** The e-mail address, and "Change E-mail": the new address and the current password. */
export function EmailForm({ user, needsPassword }: EmailFormProps) {
  const change = useChangeEmail(user.id);
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(needsPassword ? withPassword : withoutPassword),
    defaultValues: { email: '', currentPassword: '' },
  });

  const close = () => {
    reset({ email: '', currentPassword: '' });
    setFormError(null);
    setOpen(false);
  };

  const onSubmit = handleSubmit(async ({ email, currentPassword }) => {
    setFormError(null);
    try {
      await change.mutateAsync(needsPassword ? { email, currentPassword } : { email });
      close();
      showToast(`The e-mail is now ${email}. We've told the old address.`);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, LABELS));
    }
  });

  if (!open) {
    return (
      <div className={styles.form}>
        <p className={styles.currentEmail}>
          <span className={styles.sectionText}>E-mail</span>
          <span>{user.email}</span>
        </p>
        <div className={styles.actions}>
          <Button onClick={() => setOpen(true)}>Change E-mail</Button>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Change e-mail">
      {formError && <Alert tone="danger">{formError}</Alert>}
      <TextField
        label={LABELS.email}
        type="email"
        autoComplete="email"
        hint={`Now ${user.email}. We'll tell that address about the change.`}
        error={errors.email?.message}
        {...register('email')}
      />
      {needsPassword && (
        <TextField
          label={LABELS.currentPassword}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={change.isPending}>
          Change E-mail
        </Button>
        <Button variant="ghost" onClick={close}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
