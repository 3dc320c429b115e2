import type { User } from '@filmlab/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useUpdateUser } from '../api/update-user';
import styles from './settings.module.css';

const schema = z.object({
  phone: z.string().trim().min(1, 'Enter your phone number.').max(32, 'Use at most 32 characters.'),
});
type Values = z.infer<typeof schema>;

/** The one detail signup does not ask for: a phone number, saved with PUT /users/:id. */
export function CompleteDetailsForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const update = useUpdateUser(user.id);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { phone: user.phone ?? '' } });

  const onSubmit = handleSubmit(async ({ phone }) => {
    setFormError(null);
    try {
      onSaved(await update.mutateAsync({ phone }));
    } catch (error) {
      setFormError(applyServerErrors(error, setError, { phone: 'Phone' }));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {formError && <Alert tone="danger">{formError}</Alert>}
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint="So the lab can reach you if something about your film needs a quick answer."
        error={errors.phone?.message}
        {...register('phone')}
      />
      <Button type="submit" variant="primary" size="lg" block loading={update.isPending}>
        Save
      </Button>
    </form>
  );
}
