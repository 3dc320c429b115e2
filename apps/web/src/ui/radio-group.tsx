import type { ReactNode } from 'react';
import styles from './field.module.css';

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A fieldset of native radios: arrow keys move between options. */
export function RadioGroup({ legend, name, options, value, onChange, disabled }: RadioGroupProps) {
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
