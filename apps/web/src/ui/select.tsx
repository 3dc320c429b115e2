import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import styles from './field.module.css';
import { FieldMessage } from './text-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: string;
  /** A first, empty choice such as 'Choose one'. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select: keyboard, screen readers and mobile pickers work as people expect. */
export function Select({ label, options, hint, error, placeholder, id, className, ...select }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const messageId = `${selectId}-message`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
      </label>
      <select
        id={selectId}
        className={`${styles.control} ${styles.select}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={messageId} hint={hint} error={error} />
    </div>
  );
}
