import type { ReactNode } from 'react';
import styles from './filter-bar.module.css';

/** The row of search boxes and filters above an admin list; the first child takes the spare room. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.bar} role="search" aria-label={label}>
      {children}
    </div>
  );
}

/** A filter that takes the row's spare room (a search box). */
export function FilterGrow({ children }: { children: ReactNode }) {
  return <div className={styles.grow}>{children}</div>;
}
