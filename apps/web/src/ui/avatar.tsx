import type { CSSProperties } from 'react';
import styles from './avatar.module.css';

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: number;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The profile photo, or initials on ink. Decorative: the name is always said next to it. */
export function Avatar({ name, src, size = 36 }: AvatarProps) {
  return (
    <span className={styles.avatar} style={{ '--avatar-size': `${size}px` } as CSSProperties} aria-hidden="true">
      {src ? <img src={src} alt="" width={size} height={size} /> : initials(name)}
    </span>
  );
}
