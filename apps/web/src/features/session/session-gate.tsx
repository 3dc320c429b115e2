import type { SignedInUser } from '@filmlab/api';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { PageLoader } from '../../ui/spinner';
import styles from './session-gate.module.css';
import { useSession } from './use-session';
import { useLogout } from './use-logout';

/**
 * Renders its children with the signed-in user, a loader while the user loads, or a way out when
 * the account could not be loaded. Callers make sure someone is logged in first (login guard).
 */
export function SessionGate({
  children,
  loadingLabel,
}: {
  children: (user: SignedInUser) => ReactNode;
  loadingLabel?: string;
}) {
  const session = useSession();
  const logout = useLogout();
  if (session.user) return <>{children(session.user)}</>;
  if (session.userError) {
    return (
      <div className={styles.error} role="alert">
        <h1>We couldn't load your account</h1>
        <p>{session.userError.message}</p>
        <div className={styles.actions}>
          <Button variant="ink" onClick={session.retry}>
            Try Again
          </Button>
          <Button variant="ghost" onClick={logout}>
            Log Out
          </Button>
        </div>
      </div>
    );
  }
  return <PageLoader label={loadingLabel ?? 'Loading your account…'} />;
}
