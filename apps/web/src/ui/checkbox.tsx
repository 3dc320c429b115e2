import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './field.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, description, className, ...input }: CheckboxProps) {
  return (
    <label className={[styles.choice, className].filter(Boolean).join(' ')}>
      <input type="checkbox" {...input} />
      <span className={styles.choiceText}>
        <span>{label}</span>
        {description && <span className={styles.hint}>{description}</span>}
      </span>
    </label>
  );
}
