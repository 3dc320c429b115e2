import { entryRoute } from '@filmlab/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { SessionGate } from '../../features/session/session-gate';
import { useSession } from '../../features/session/use-session';

/** `/`: a loader while the user loads, then where entryRoute sends them, else the landing page. */
export function EntryRoute({ landing }: { landing: ReactNode }) {
  const { isLoggedIn, user, userError } = useSession();
  if (isLoggedIn && userError) return <SessionGate>{() => null}</SessionGate>;
  const decision = entryRoute({ loggedIn: isLoggedIn, user: user ?? null });
  switch (decision.kind) {
    case 'loader':
      return <SessionGate>{() => null}</SessionGate>;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'landing':
      return <>{landing}</>;
  }
}
