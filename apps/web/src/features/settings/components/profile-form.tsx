import type { User } from '@filmlab/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { showToast } from '../../../ui/toast';
import { useUpdateUser } from '../api/update-user';
import styles from './settings.module.css';

const schema = z.object({
  firstName: z.string().trim().min(1, 'Enter a first name.').max(100, 'Use at most 100 characters.'),
  lastName: z.string().trim().min(1, 'Enter a last name.').max(100, 'Use at most 100 characters.'),
  phone: z.string().trim().max(32, 'Use at most 32 characters.'),
});
type Values = z.infer<typeof schema>;

const LABELS = { firstName: 'First name', lastName: 'Last name', phone: 'Phone' } as const;

/** Name and phone, saved together with PUT /users/:id (the e-mail has its own form: it needs the password). */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateUser(user.id);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    values: { firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await update.mutateAsync({ ...values, phone: values.phone || null });
      reset({ firstName: saved.firstName, lastName: saved.lastName, phone: saved.phone ?? '' });
      showToast('Your details are saved.');
    } catch (error) {
      setFormError(applyServerErrors(error, setError, LABELS));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Your details">
      {formError && <Alert tone="danger">{formError}</Alert>}
      <div className={styles.row}>
        <TextField
          label={LABELS.firstName}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={LABELS.lastName}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={LABELS.phone}
        type="tel"
        autoComplete="tel"
        hint="We'll only call or text about your orders."
        error={errors.phone?.message}
        {...register('phone')}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={update.isPending} disabled={!isDirty}>
          Save
        </Button>
      </div>
    </form>
  );
}
