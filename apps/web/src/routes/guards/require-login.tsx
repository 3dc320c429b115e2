import { loginPathFor } from '@filmlab/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../features/session/use-session';

/** Login-guarded routes (spec section 6) send a visitor to /login?redirect=<where they were>. */
export function RequireLogin() {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  if (!isLoggedIn) {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <Outlet />;
}
