import { useEffect, useRef, useState } from 'react';
import { ChevronDownIcon } from '../../../ui/icons';
import type { LandingSection } from './sections';
import styles from './landing-page.module.css';
import { scrollToSection } from './use-landing-motion';

const numbered = (index: number) => String(index + 1).padStart(2, '0');

/** What the floating parts step aside for: the reviews' carousel and the footer run edge to edge. */
const EDGE_TO_EDGE = '#reviews, footer';

/**
 * True while the reviews or the footer are on screen: they keep no margin free, so the
 * fixed section menu and side navigation stow away rather than sit over them.
 */
export function useStowed(): boolean {
  const [stowed, setStowed] = useState(false);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const seen = new Map<Element, boolean>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) seen.set(entry.target, entry.isIntersecting);
      setStowed([...seen.values()].some(Boolean));
    });
    for (const element of document.querySelectorAll(EDGE_TO_EDGE)) observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return stowed;
}

/**
 * The side navigation (large screens): section names that scroll smoothly to their section. The
 * page keeps a column free for it (landing-page.module.css), so it never covers the content.
 */
export function SideNav({ sections, current }: { sections: readonly LandingSection[]; current: string }) {
  const stowed = useStowed();
  return (
    <nav className={styles.sideNav} aria-label="Sections" data-floating="side-nav" data-stowed={stowed || undefined}>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={section.id === current ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                scrollToSection(section.id);
              }}
            >
              {section.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The section selector with numbered options (spec 2.7): on wide screens a small button fixed at
 * the bottom left, in a margin the page keeps free, that opens the numbered list; on small screens,
 * where no margin is free, it sits in the page under the introduction instead of over the content.
 * A native disclosure, so it works before the app has loaded.
 */
export function SectionSelector({ sections, current }: { sections: readonly LandingSection[]; current: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const stowed = useStowed();
  const index = Math.max(
    0,
    sections.findIndex((section) => section.id === current),
  );

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) ref.current.open = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    if (ref.current) ref.current.open = false;
  };

  return (
    <details
      ref={ref}
      className={styles.selector}
      data-floating="section-selector"
      data-stowed={(stowed && !open) || undefined}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !ref.current?.open) return;
        close();
        ref.current.querySelector('summary')?.focus();
      }}
    >
      <summary className={styles.selectorButton}>
        <span className={styles.selectorLabel}>Sections: </span>
        <span className={styles.selectorNumber}>{numbered(index)}</span>{' '}
        <span className={styles.selectorLabel}>{sections[index]?.name}</span>
        <ChevronDownIcon className={styles.selectorChevron} size={16} />
      </summary>
      <ol className={styles.selectorList}>
        {sections.map((section, i) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={section.id === current ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                close();
                scrollToSection(section.id);
              }}
            >
              <span className={styles.selectorNumber}>{numbered(i)}</span> {section.name}
            </a>
          </li>
        ))}
      </ol>
    </details>
  );
}
