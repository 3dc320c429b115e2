import { DEFAULT_QUANTITY, DEFAULT_STOCK, stepperState, stepQuantity } from '@filmlab/domain';
import styles from './stepper.module.css';
import { MinusIcon, PlusIcon } from './icons';

export interface StepperProps {
  /** Names the control, e.g. 'Quantity of Portra 400'. */
  label: string;
  quantity?: number;
  stock?: number;
  /** Cart lines allow zero, which removes the line. */
  allowZero?: boolean;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/**
 * The quantity stepper (spec section 5, rules in @filmlab/domain): minus stops at 1 (or 0 when zero
 * is allowed), plus stops before the stock; each change reports the new value.
 */
export function Stepper({
  label,
  quantity = DEFAULT_QUANTITY,
  stock = DEFAULT_STOCK,
  allowZero = false,
  onChange,
  disabled,
}: StepperProps) {
  const options = { quantity, stock, allowZero };
  const state = stepperState(options);
  return (
    <div className={styles.stepper} role="group" aria-label={label}>
      <button
        type="button"
        className={styles.button}
        aria-label="Decrease"
        disabled={disabled || !state.canDecrement}
        onClick={() => onChange(stepQuantity('decrement', options))}
      >
        <MinusIcon size={18} />
      </button>
      <output className={styles.value} aria-live="polite">
        {quantity}
      </output>
      <button
        type="button"
        className={styles.button}
        aria-label="Increase"
        disabled={disabled || !state.canIncrement}
        onClick={() => onChange(stepQuantity('increment', options))}
      >
        <PlusIcon size={18} />
      </button>
    </div>
  );
}
