import type { User } from '@filmlab/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useSignup } from '../api/signup';
import { PASSWORD_HINT, signupSchema, type SignupValues } from '../schemas';
import styles from './form.module.css';

const LABELS = { firstName: 'First name', lastName: 'Last name', email: 'E-mail', password: 'Password' } as const;

/** `referralCode`: the code of the friend's link (/signup?ref=), sent with the sign-up. */
export function SignupForm({ onSuccess, referralCode }: { onSuccess: (user: User) => void; referralCode?: string }) {
  const signup = useSignup();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignupValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSuccess(await signup.mutateAsync(referralCode ? { ...values, referralCode } : values));
    } catch (error) {
      setFormError(applyServerErrors(error, setError, LABELS));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {formError && <Alert tone="danger">{formError}</Alert>}
      {referralCode && (
        <Alert tone="info">
          You were invited with the referral code {referralCode}: you and your friend each get a reward when your first
          order to develop film is paid.
        </Alert>
      )}
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
        label={LABELS.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={LABELS.password}
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" variant="primary" size="lg" block loading={signup.isPending} className={styles.submit}>
        Sign Up
      </Button>
    </form>
  );
}
