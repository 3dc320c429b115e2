import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import styles from './field.module.css';

interface FieldChrome {
  label: ReactNode;
  /** Shown under the field; replaced by the error when there is one. */
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  /** Hides the label visually, keeping it for assistive technology. */
  hideLabel?: boolean;
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldChrome {
  ref?: Ref<HTMLInputElement>;
}

function describedBy(hintId: string, errorId: string, hint: ReactNode, error: string | undefined) {
  return error ? errorId : hint ? hintId : undefined;
}

export function FieldMessage({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  if (error) {
    return (
      <p id={id} className={styles.error}>
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={id} className={styles.hint}>
      {hint}
    </p>
  ) : null;
}

export function TextField({ label, hint, error, optional, hideLabel, id, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      <input
        id={inputId}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(messageId, messageId, hint, error)}
        {...input}
      />
      <FieldMessage id={messageId} hint={hint} error={error} />
    </div>
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldChrome {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({
  label,
  hint,
  error,
  optional,
  hideLabel,
  id,
  className,
  ...input
}: TextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      <textarea
        id={inputId}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(messageId, messageId, hint, error)}
        {...input}
      />
      <FieldMessage id={messageId} hint={hint} error={error} />
    </div>
  );
}

/** The raw control class, for composite inputs such as the address search. */
export const controlClassName = styles.control;
export const fieldClassName = styles.field;
export const labelClassName = styles.label;
