import type { User } from '@filmlab/api';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../features/session/use-session';

/**
 * Role pages are open while the user is still loading (the layout shows a loader) or when the user
 * has one of the roles; everyone else goes to / (spec section 6). Used under RequireLogin.
 */
export function RequireRole({ roles }: { roles: readonly User['role'][] }) {
  const { user } = useSession();
  if (user && !roles.includes(user.role)) return <Navigate to="/" replace />;
  return <Outlet />;
}
