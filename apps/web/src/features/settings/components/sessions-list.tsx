import type { Session } from '@filmlab/api';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { Skeleton } from '../../../ui/skeleton';
import { showToast } from '../../../ui/toast';
import { useEndSession, useLogOutEverywhere, useSessions } from '../api/sessions';
import { deviceName } from './device-name';
import styles from './settings.module.css';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function SessionLine({ session, onEnd, ending }: { session: Session; onEnd: () => void; ending: boolean }) {
  const name = deviceName(session.userAgent);
  return (
    <li className={styles.addressCard}>
      <div className={styles.addressTop}>
        <span className={styles.addressLines}>
          <strong>{name}</strong>
          <span className={styles.sectionText}>
            {session.current ? 'Active now' : `Last active ${when.format(new Date(session.lastSeenAt))}`}
            {session.ip ? ` · ${session.ip}` : ''}
          </span>
        </span>
        {session.current ? (
          <Chip tone="ink">This browser</Chip>
        ) : (
          <Button size="sm" variant="ghost" loading={ending} onClick={onEnd} aria-label={`Log out ${name}`}>
            Log Out
          </Button>
        )}
      </div>
    </li>
  );
}

export interface SessionsListProps {
  /** Called once every session, this one included, has ended: the page logs this browser out. */
  onLoggedOutEverywhere: () => void;
}

/** Where the person is logged in, with a way to log out of any of them, or all. */
export function SessionsList({ onLoggedOutEverywhere }: SessionsListProps) {
  const sessions = useSessions();
  const end = useEndSession();
  const everywhere = useLogOutEverywhere();

  if (sessions.isPending) return <Skeleton height={72} />;
  if (sessions.isError) {
    return (
      <p className={styles.empty} role="alert">
        We couldn't load where you're logged in. {sessions.error.message}{' '}
        <Button variant="ghost" size="sm" onClick={() => void sessions.refetch()}>
          Try Again
        </Button>
      </p>
    );
  }
  const others = sessions.data.filter((s) => !s.current).length;
  const logOutEverywhere = (keepThisSession: boolean) =>
    everywhere.mutate(keepThisSession, {
      onSuccess: ({ ended }) => {
        if (!keepThisSession) return onLoggedOutEverywhere();
        showToast(ended === 1 ? 'Logged out of 1 other session.' : `Logged out of ${ended} other sessions.`);
      },
      onError: (error) => showToast(error.message, 'danger'),
    });

  return (
    <div className={styles.form}>
      <ul className={styles.addressList} aria-label="Where you're logged in">
        {sessions.data.map((session) => (
          <SessionLine
            key={session.id}
            session={session}
            ending={end.isPending && end.variables === session.id}
            onEnd={() =>
              end.mutate(session.id, {
                onSuccess: () => showToast(`Logged out ${deviceName(session.userAgent)}.`),
                onError: (error) => showToast(error.message, 'danger'),
              })
            }
          />
        ))}
      </ul>
      <div className={styles.actions}>
        <Button
          disabled={others === 0}
          loading={everywhere.isPending && everywhere.variables}
          onClick={() => logOutEverywhere(true)}
        >
          Log Out Everywhere Else
        </Button>
        <Button
          variant="ghost"
          loading={everywhere.isPending && !everywhere.variables}
          onClick={() => logOutEverywhere(false)}
        >
          Log Out Everywhere
        </Button>
      </div>
    </div>
  );
}
