import { useId, type CSSProperties, type ReactNode } from 'react';
import { Button } from './button';
import styles from './drawer.module.css';
import { CloseIcon } from './icons';
import { useModalDialog } from './use-modal-dialog';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Hide the title visually (the header still names the drawer for screen readers). */
  hideTitle?: boolean;
  children: ReactNode;
  footer?: ReactNode;
  side?: 'left' | 'right';
  /** Width in px on larger screens. */
  width?: number;
  /** A CSS height for a panel shorter than the screen, e.g. 'min(900px, 100dvh - 40px)'. */
  height?: string;
  /** The slide-in menu covers the whole screen under the mobile threshold. */
  fullScreenOnMobile?: boolean;
}

/** A panel that slides in from the side (250 ms), modal, closed by Escape or the close button. */
export function Drawer({
  open,
  onClose,
  title,
  hideTitle,
  children,
  footer,
  side = 'right',
  width,
  height,
  fullScreenOnMobile,
}: DrawerProps) {
  const ref = useModalDialog(open, onClose);
  const titleId = useId();
  if (!open) return null;
  const className = [styles.drawer, side === 'left' && styles.left, fullScreenOnMobile && styles.fullScreenOnMobile]
    .filter(Boolean)
    .join(' ');
  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={titleId}
      aria-modal="true"
      style={
        {
          ...(width ? { '--drawer-width': `${width}px` } : {}),
          ...(height ? { '--drawer-height': height } : {}),
        } as CSSProperties
      }
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
          {title}
        </h2>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close">
          <CloseIcon />
        </Button>
      </div>
      <div className={styles.body}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </dialog>
  );
}
