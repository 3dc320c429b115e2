import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './menu.module.css';

const MenuContext = createContext<{ close: (returnFocus?: boolean) => void }>({ close: () => {} });

export interface MenuButtonProps {
  /** The trigger's content; give `label` when it is only an icon or avatar. */
  trigger: ReactNode;
  label?: string;
  triggerClassName?: string;
  align?: 'start' | 'end';
  /** Content above the items, such as the account summary. */
  header?: ReactNode;
  children: ReactNode;
}

function menuItems(popup: HTMLElement | null): HTMLElement[] {
  return popup ? Array.from(popup.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

/**
 * A menu button (WAI-ARIA pattern): Enter, Space or ArrowDown opens it and focuses the first item,
 * arrows, Home and End move, Escape closes and returns focus, Tab or a click outside closes.
 */
export function MenuButton({ trigger, label, triggerClassName, align = 'end', header, children }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [focusLast, setFocusLast] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const items = menuItems(popupRef.current);
    (focusLast ? items.at(-1) : items[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusLast]);

  const openWith = (last: boolean) => {
    setFocusLast(last);
    setOpen(true);
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowUp');
    }
  };

  const onPopupKeyDown = (event: KeyboardEvent) => {
    const items = menuItems(popupRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(items.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
    }
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={triggerClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={() => (open ? close(false) : openWith(false))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      {open && (
        <div
          ref={popupRef}
          className={[styles.popup, align === 'start' && styles.alignStart].filter(Boolean).join(' ')}
          onKeyDown={onPopupKeyDown}
        >
          {header && <div className={styles.section}>{header}</div>}
          <MenuContext.Provider value={{ close }}>
            <ul id={menuId} role="menu" aria-label={label} className={styles.list}>
              {children}
            </ul>
          </MenuContext.Provider>
        </div>
      )}
    </div>
  );
}

interface ItemExtras {
  /** A short note at the end of the item, such as a referral code. */
  detail?: ReactNode;
}

export function MenuLink({ children, detail, onClick, ...link }: LinkProps & ItemExtras) {
  const { close } = useContext(MenuContext);
  return (
    <li role="none">
      <Link
        role="menuitem"
        tabIndex={-1}
        className={styles.item}
        onClick={(event) => {
          onClick?.(event);
          close(false);
        }}
        {...link}
      >
        {children}
        {detail && <span className={styles.itemDetail}>{detail}</span>}
      </Link>
    </li>
  );
}

export function MenuAnchor({
  children,
  detail,
  onClick,
  newTab,
  ...anchor
}: AnchorHTMLAttributes<HTMLAnchorElement> & ItemExtras & { newTab?: boolean }) {
  const { close } = useContext(MenuContext);
  return (
    <li role="none">
      <a
        role="menuitem"
        tabIndex={-1}
        className={styles.item}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onClick={(event) => {
          onClick?.(event);
          close(false);
        }}
        {...anchor}
      >
        {children}
        {detail && <span className={styles.itemDetail}>{detail}</span>}
      </a>
    </li>
  );
}

export function MenuAction({ children, detail, onSelect }: { children: ReactNode; onSelect: () => void } & ItemExtras) {
  const { close } = useContext(MenuContext);
  return (
    <li role="none">
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        className={styles.item}
        onClick={() => {
          close(false);
          onSelect();
        }}
      >
        {children}
        {detail && <span className={styles.itemDetail}>{detail}</span>}
      </button>
    </li>
  );
}

export function MenuSeparator() {
  return <li role="separator" className={styles.separator} />;
}
