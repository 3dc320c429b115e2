import { useDocumentTitle } from '../../lib/use-document-title';
import { LinkButton } from '../../ui/link-button';
import styles from './not-found-page.module.css';

/**
 * A path no route knows, outside the user and admin areas (those redirect to /). The server answers
 * such paths 404 with this page pre-rendered (build/prerender.ts writes dist/404.html).
 */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.eyebrow}>404 · Page not found</p>
      <h1 id="not-found-title" className={styles.title}>
        This frame came out blank
      </h1>
      <p className={styles.description}>We couldn’t find that page. It may have moved, or the link may be mistyped.</p>
      <div className={styles.actions}>
        <LinkButton to="/" variant="ink">
          Go to the Home Page
        </LinkButton>
        <LinkButton to="/collections">Browse the Shop</LinkButton>
      </div>
    </section>
  );
}
