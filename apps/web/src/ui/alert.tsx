import type { ReactNode } from 'react';
import styles from './alert.module.css';

export interface AlertProps {
  tone?: 'info' | 'danger' | 'success';
  title?: ReactNode;
  children?: ReactNode;
}

/** An inline message: form errors are announced at once, other notes politely. */
export function Alert({ tone = 'info', title, children }: AlertProps) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={[styles.alert, tone !== 'info' && styles[tone]].filter(Boolean).join(' ')}
    >
      {title && <p className={styles.title}>{title}</p>}
      {children && <div>{children}</div>}
    </div>
  );
}
