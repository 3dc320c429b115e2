import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FilmIcon } from '../../ui/icons';
import styles from './coming-soon.module.css';

export interface ComingSoonProps {
  /** What this place will hold, e.g. 'Your rolls will live here'. */
  title: string;
  /** One or two sentences on what the page will do. */
  description?: ReactNode;
  /** A small label above the title naming the area, e.g. 'Rolls'. */
  eyebrow?: string;
  /** Links to what works today. */
  actions?: ReactNode;
}

/** A styled placeholder for a page that is not built yet: it names the capability, never blank. */
export function ComingSoon({ title, description, eyebrow, actions }: ComingSoonProps) {
  useDocumentTitle(eyebrow ?? title);
  return (
    <section className={styles.page} aria-labelledby="coming-soon-title">
      <div className={styles.frame} aria-hidden="true">
        <FilmIcon size={28} />
      </div>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 id="coming-soon-title" className={styles.title}>
        {title}
      </h1>
      {description && <p className={styles.description}>{description}</p>}
      <p className={styles.note}>
        <span className={styles.dot} aria-hidden="true" />
        Coming soon — we're developing this page now.
      </p>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
