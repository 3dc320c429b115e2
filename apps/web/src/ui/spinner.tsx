import type { CSSProperties } from 'react';
import styles from './spinner.module.css';

export function Spinner({ size = 28 }: { size?: number }) {
  return (
    <span aria-hidden="true" className={styles.spinner} style={{ '--spinner-size': `${size}px` } as CSSProperties} />
  );
}

/** Fills the content area while a page or the signed-in user loads. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.page} role="status" aria-live="polite">
      <Spinner size={36} />
      <span>{label}</span>
    </div>
  );
}
