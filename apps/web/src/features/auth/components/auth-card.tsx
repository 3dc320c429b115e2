import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './auth-card.module.css';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the login, signup and password pages: one calm card on paper. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-title">
        <div className={styles.head}>
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {children}
      </section>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
