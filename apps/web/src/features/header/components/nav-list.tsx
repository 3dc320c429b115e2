import { useEffect, useId, useRef, useState } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { ChevronDownIcon } from '../../../ui/icons';
import type { NavLink } from '../nav-links';
import styles from './header.module.css';

/** A group such as Print: a disclosure button with its sub-links; Escape or leaving closes it. */
function NavGroup({ link }: { link: NavLink }) {
  const { pathname } = useLocation();
  // Open belongs to the page it was opened on, so moving to another page closes the group.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const listId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <li
      ref={rootRef}
      className={styles.subNav}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.navLink}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {link.label}
        <ChevronDownIcon size={16} />
      </button>
      {open && (
        <ul id={listId}>
          {link.children?.map((child) => (
            <li key={child.to}>
              <RouterNavLink to={child.to} end>
                {child.label}
              </RouterNavLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The header's inline links; a link opening a new tab says so to screen readers. */
export function NavList({ links, label, className }: { links: readonly NavLink[]; label: string; className?: string }) {
  return (
    <nav aria-label={label} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <ul className={styles.navList}>
        {links.map((link) =>
          link.children ? (
            <NavGroup key={link.label} link={link} />
          ) : (
            <li key={link.label}>
              {link.newTab ? (
                <a className={styles.navLink} href={link.to} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                <RouterNavLink className={styles.navLink} to={link.to} end={link.end}>
                  {link.label}
                </RouterNavLink>
              )}
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
