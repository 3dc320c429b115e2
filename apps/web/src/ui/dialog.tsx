import { useId, type ReactNode } from 'react';
import { Button } from './button';
import styles from './dialog.module.css';
import { CloseIcon } from './icons';
import { useModalDialog } from './use-modal-dialog';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons along the bottom, e.g. Cancel and Confirm. */
  actions?: ReactNode;
}

export function Dialog({ open, onClose, title, children, actions }: DialogProps) {
  const ref = useModalDialog(open, onClose);
  const titleId = useId();
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-modal="true"
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <Button variant="ghost" size="icon" className={styles.close} onClick={onClose} aria-label="Close">
          <CloseIcon />
        </Button>
      </div>
      <div className={styles.body}>{children}</div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </dialog>
  );
}
