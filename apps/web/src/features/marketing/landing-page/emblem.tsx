import { SITE } from '../../../lib/site';
import styles from './landing-page.module.css';

/**
 * The decorative emblem at bottom right: turns with the scroll (CSS scroll timeline), hides at the
 * footer. It sits in the margin the page keeps free on wide screens, and is left out on small ones.
 */
export function Emblem({ hidden }: { hidden: boolean }) {
  const text = `${SITE.name} · Develop · Scan · Print · `.toUpperCase();
  return (
    <div
      className={[styles.emblem, hidden ? styles.emblemHidden : ''].join(' ')}
      aria-hidden="true"
      data-floating="emblem"
    >
      <svg viewBox="0 0 120 120" width="96" height="96" className={styles.emblemSvg}>
        <defs>
          <path id="emblem-circle" d="M60 60 m-44 0 a44 44 0 1 1 88 0 a44 44 0 1 1 -88 0" />
        </defs>
        <circle cx="60" cy="60" r="58" fill="currentColor" opacity="0.92" />
        <text fontSize="10.5" letterSpacing="2" fill="var(--color-paper)" fontFamily="var(--font-mono)">
          <textPath href="#emblem-circle">{text}</textPath>
        </text>
        <circle cx="60" cy="60" r="14" fill="var(--color-accent)" />
      </svg>
    </div>
  );
}
