import type { ReactNode } from 'react';
import styles from './chip.module.css';

export type ChipTone = 'neutral' | 'success' | 'warning' | 'danger' | 'accent' | 'ink';

export function Chip({ tone = 'neutral', children }: { tone?: ChipTone; children: ReactNode }) {
  return (
    <span className={[styles.chip, tone !== 'neutral' && styles[tone]].filter(Boolean).join(' ')}>{children}</span>
  );
}
