import { loginPathFor } from '@filmlab/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../features/session/use-session';

export const TWO_FACTOR_PATH = '/two-factor';

/**
 * Login-guarded routes (spec section 6) send a visitor to /login?redirect=<where they were>, and a
 * staff session that still owes its e-mailed code to /two-factor?redirect=<where they were>.
 */
export function RequireLogin() {
  const { isLoggedIn, owesTwoFactorCode } = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  if (!isLoggedIn) return <Navigate to={loginPathFor(here)} replace />;
  if (owesTwoFactorCode && location.pathname !== TWO_FACTOR_PATH) {
    return <Navigate to={`${TWO_FACTOR_PATH}?redirect=${encodeURIComponent(here)}`} replace />;
  }
  return <Outlet />;
}
