import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './catalogue.module.css';

/** The eyebrow, title and page actions every catalogue page starts with; names the tab too. */
export function PageHead({ eyebrow, title, actions }: { eyebrow: ReactNode; title: string; actions?: ReactNode }) {
  useDocumentTitle(`Admin · ${title}`);
  return (
    <header className={styles.head}>
      <div className={styles.headText}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
      </div>
      {actions && <div className={styles.rowActions}>{actions}</div>}
    </header>
  );
}
