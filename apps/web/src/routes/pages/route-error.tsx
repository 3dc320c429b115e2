import { isRouteErrorResponse, useRouteError } from 'react-router';
import styles from './route-error.module.css';

/** Shown when a page fails to load or render: says so, and offers a reload. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main id="main" className={styles.page}>
      <h1>Something went wrong on this page</h1>
      <p>Please reload it. If it keeps happening, let us know and we'll take a look.</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => window.location.reload()}>
          Reload the Page
        </button>
        <a href="/">Go to the Home Page</a>
      </div>
    </main>
  );
}
