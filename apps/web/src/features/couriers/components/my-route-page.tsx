import type { RouteStop } from '@filmlab/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { showToast } from '../../../ui/toast';
import { useCloseStop, useMyMessenger, useNotifyNextStop, useRoutes } from '../api/messengers';
import styles from './couriers.module.css';
import { outcomeLabel, StopCard, stopTitleId } from './stop-card';

/** After a stop is answered, the focus goes on to the next open stop's heading (or the page's). */
function focusAfter(stops: readonly RouteStop[], closedId: number) {
  const at = stops.findIndex((stop) => stop.id === closedId);
  const next = [...stops.slice(at + 1), ...stops.slice(0, at)].find((stop) => !stop.outcome);
  document.getElementById(next ? stopTitleId(next) : 'route-title')?.focus();
}

/**
 * /messenger: the courier's route of today on a phone. Stops in the order they are driven; closing a
 * stop tells the next customer the courier is on the way (the server does it, once per stop).
 */
export function MyRoutePage() {
  useDocumentTitle('Today’s Route');
  const me = useMyMessenger();
  const id = me.data?.messenger?.id;
  const routes = useRoutes(id);
  const close = useCloseStop(id ?? 0);
  const notify = useNotifyNextStop(id ?? 0);
  const stops = routes.data?.routes.flatMap((route) => route.stops) ?? [];
  const open = stops.filter((stop) => !stop.outcome);

  if (me.isError || me.data?.messenger === null) {
    return (
      <div className={styles.phone}>
        <Alert tone={me.isError ? 'danger' : 'info'}>
          {me.isError
            ? me.error.message
            : 'This account has no courier record yet. Ask the lab to add you as a messenger.'}
        </Alert>
      </div>
    );
  }

  return (
    <div className={styles.phone}>
      <header className={styles.head}>
        <p className={styles.eyebrow}>Courier</p>
        <h1 className={styles.title} id="route-title" tabIndex={-1}>
          Today’s route
        </h1>
        {routes.isSuccess && (
          <p className={styles.lede}>
            {stops.length === 0
              ? 'No stops today. New pick-ups appear here as customers book them.'
              : `${open.length} of ${stops.length} ${stops.length === 1 ? 'stop' : 'stops'} to go.`}
          </p>
        )}
      </header>
      {routes.isError && <Alert tone="danger">{routes.error.message}</Alert>}
      {me.isPending || routes.isPending ? (
        <Skeleton height={320} />
      ) : (
        <ol className={styles.stops}>
          {stops.map((stop, index) => (
            <StopCard
              key={stop.id}
              stop={stop}
              number={index + 1}
              busy={close.isPending}
              error={close.isError && close.variables.stopId === stop.id ? close.error.message : null}
              onClose={(outcome) =>
                close.mutate(
                  { stopId: stop.id, outcome },
                  {
                    onSuccess: () => {
                      showToast(`Stop ${index + 1}: ${outcomeLabel[outcome]}`);
                      focusAfter(stops, stop.id);
                    },
                  },
                )
              }
            />
          ))}
        </ol>
      )}
      {notify.isError && <Alert tone="danger">{notify.error.message}</Alert>}
      {open.length > 0 && (
        <Button
          block
          loading={notify.isPending}
          onClick={() =>
            notify.mutate(
              {},
              {
                onSuccess: (result) =>
                  showToast(
                    result.notified
                      ? 'The next customer is told you are on the way.'
                      : 'The next customer was told already.',
                  ),
              },
            )
          }
        >
          Tell the next customer I’m on my way
        </Button>
      )}
    </div>
  );
}
