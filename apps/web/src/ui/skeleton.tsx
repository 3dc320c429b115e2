import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  circle?: boolean;
}

/** A quiet placeholder shape while content loads; hidden from assistive technology. */
export function Skeleton({ width = '100%', height = 16, circle = false }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, circle && styles.circle].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  );
}
