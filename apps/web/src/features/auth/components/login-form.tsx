import type { SignedInUser } from '@filmlab/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { applyServerErrors } from '../../../lib/form-errors';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useLogin } from '../api/login';
import { loginSchema, type LoginValues } from '../schemas';
import styles from './form.module.css';

export interface LoginFormProps {
  onSuccess: (user: SignedInUser) => void;
  /** The login-error state's message, e.g. after the session ran out. */
  notice?: string | null;
}

export function LoginForm({ onSuccess, notice }: LoginFormProps) {
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSuccess(await login.mutateAsync(values));
    } catch (error) {
      setFormError(applyServerErrors(error, setError, { email: 'E-mail', password: 'Password' }));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {notice && !formError && <Alert title="Please log in again">{notice}</Alert>}
      {formError && <Alert tone="danger">{formError}</Alert>}
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <p className={styles.aside}>
        <Link to="/password-reset">Forgot your password?</Link>
      </p>
      <Button type="submit" variant="primary" size="lg" block loading={login.isPending} className={styles.submit}>
        Log In
      </Button>
    </form>
  );
}
