import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ink' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** One look for buttons and links that act as buttons. */
export function buttonClassName({ variant = 'secondary', size = 'md', block = false }: ButtonLook, extra?: string) {
  return [
    styles.button,
    variant !== 'secondary' && styles[variant],
    size !== 'md' && styles[size],
    block && styles.block,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

export const buttonSpinnerClass = styles.spinner;
