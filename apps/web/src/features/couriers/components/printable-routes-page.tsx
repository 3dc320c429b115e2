import { useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { LinkButton } from '../../../ui/link-button';
import { Skeleton } from '../../../ui/skeleton';
import { useMessenger, useRoutes } from '../api/messengers';
import styles from './couriers.module.css';
import { dayFromToday } from './hours';
import { RouteSheet } from './route-sheet';

/** /admin/messengers/{id}/printable-routes?from=&to=: a clean route sheet for paper (print styles in the CSS). */
export function PrintableRoutesPage() {
  const id = Number(useParams().messengerId);
  const [search] = useSearchParams();
  const from = search.get('from') ?? dayFromToday(0);
  const to = search.get('to') ?? from;
  const messenger = useMessenger(id);
  const routes = useRoutes(id, { from, to });
  const name = messenger.data ? `${messenger.data.firstName} ${messenger.data.lastName}` : '';
  useDocumentTitle(name ? `Route sheet · ${name}` : 'Route sheet');
  return (
    <div className={styles.sheet}>
      <div className={styles.head}>
        <p className={styles.eyebrow}>Route sheet</p>
        <h1 className={styles.title}>{name || 'Messenger'}</h1>
        <p className={styles.mono}>
          {from === to ? from : `${from} to ${to}`}
          {messenger.data?.phone ? ` · ${messenger.data.phone}` : ''}
          {messenger.data?.vehicle ? ` · ${messenger.data.vehicle}` : ''}
        </p>
        <div className={`${styles.actions} ${styles.noPrint}`}>
          <Button variant="primary" onClick={() => window.print()}>
            Print
          </Button>
          <LinkButton to={`/admin/messengers/${id}`}>Back to the messenger</LinkButton>
        </div>
      </div>
      {(messenger.isError || routes.isError) && (
        <Alert tone="danger">{(messenger.error ?? routes.error)?.message}</Alert>
      )}
      {routes.isPending ? <Skeleton height={240} /> : <RouteSheet routes={routes.data?.routes ?? []} />}
    </div>
  );
}
