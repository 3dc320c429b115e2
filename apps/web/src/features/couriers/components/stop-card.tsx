import type { RouteStop } from '@filmlab/api';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import styles from './couriers.module.css';

const clock = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** "2:00 PM – 3:00 PM", or null for a stop without a window. */
export function stopWindow(stop: RouteStop): string | null {
  return stop.windowStart && stop.windowEnd ? `${clock(stop.windowStart)} – ${clock(stop.windowEnd)}` : null;
}

export const outcomeLabel = { COLLECTED: 'Collected', NO_ONE_HOME: 'No one home' } as const;

/** The id of a stop's heading, which takes the focus when the stop before it is closed. */
export const stopTitleId = (stop: RouteStop) => `stop-${stop.id}-title`;

/**
 * One stop on the courier's phone: who, when, where (with a map link), what, and the two answers.
 * An answer the server refused is said in words on the stop itself, where the courier is looking.
 */
export function StopCard({
  stop,
  number,
  busy,
  error,
  onClose,
}: {
  stop: RouteStop;
  number: number;
  busy: boolean;
  error: string | null;
  onClose: (outcome: 'COLLECTED' | 'NO_ONE_HOME') => void;
}) {
  const window = stopWindow(stop);
  const title = `Stop ${number}: ${stop.customer?.name || 'Customer'}`;
  return (
    <li className={styles.stop} aria-label={title} data-done={stop.outcome ? 'true' : undefined}>
      <div className={styles.stopHead}>
        <h2 className={styles.stopTitle} id={stopTitleId(stop)} tabIndex={-1}>
          {title}
        </h2>
        {stop.outcome ? (
          <Chip tone={stop.outcome === 'COLLECTED' ? 'success' : 'warning'}>{outcomeLabel[stop.outcome]}</Chip>
        ) : (
          window && <span className={styles.mono}>{window}</span>
        )}
      </div>
      {stop.address ? (
        <p className={styles.address}>
          {stop.address.address1}
          {stop.address.address2 ? `, ${stop.address.address2}` : ''}
          <br />
          {stop.address.city}, {stop.address.state} {stop.address.zip}
          <br />
          <a href={stop.address.mapLink} target="_blank" rel="noreferrer">
            Open in map
          </a>
        </p>
      ) : (
        <p className={styles.muted}>No address on file: call the customer.</p>
      )}
      <p>{stop.collect}</p>
      {stop.notes && <p className={styles.muted}>{stop.notes}</p>}
      {stop.customer?.phone && (
        <p>
          <a href={`tel:${stop.customer.phone}`}>Call {stop.customer.phone}</a>
        </p>
      )}
      {error && <Alert tone="danger">{error}</Alert>}
      {!stop.outcome && (
        <div className={styles.stopActions}>
          <Button variant="primary" size="lg" disabled={busy} onClick={() => onClose('COLLECTED')}>
            Collected
          </Button>
          <Button size="lg" disabled={busy} onClick={() => onClose('NO_ONE_HOME')}>
            No one home
          </Button>
        </div>
      )}
    </li>
  );
}
