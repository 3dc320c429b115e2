import type { ButtonHTMLAttributes, Ref } from 'react';
import { buttonClassName, buttonSpinnerClass, type ButtonLook } from './button-styles';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows a spinner, marks the button busy and stops further clicks. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClassName({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className={buttonSpinnerClass} aria-hidden="true" />}
      {children}
    </button>
  );
}
