import { Navigate, Outlet, useMatch, useNavigate, useParams } from 'react-router';
import { CartButton } from '../../features/cart/components/cart-button';
import { UserHeader } from '../../features/header/components/user-header';
import { useLiveFeed } from '../../features/live-feed/use-live-feed';
import { SessionGate } from '../../features/session/session-gate';
import { useLogout } from '../../features/session/use-logout';
import { buyerOf } from '../../lib/buyer';
import styles from './layout.module.css';

const isUserId = (value: string | undefined): value is string => Boolean(value && /^[1-9]\d*$/.test(value));

/**
 * The user-page layout (spec 2.3): a loader while the user loads, the account header (hidden on
 * checkout paths) and the page. Customers only see their own pages; admins see anyone's.
 */
function UserShell({ adminPath }: { adminPath: boolean }) {
  const { userId } = useParams();
  const logout = useLogout();
  const navigate = useNavigate();
  const onCheckout = useMatch(`${adminPath ? '/admin' : ''}/users/:userId/checkout/*`);
  useLiveFeed();

  return (
    <SessionGate>
      {(viewer) => {
        if (!isUserId(userId)) return <Navigate to="/" replace />;
        if (viewer.role !== 'ADMIN' && String(viewer.id) !== userId) return <Navigate to="/" replace />;
        return (
          <div className={styles.shell}>
            {!onCheckout && (
              <UserHeader
                viewer={viewer}
                userId={userId}
                adminPath={adminPath}
                cart={<CartButton userId={viewer.id} buyer={buyerOf(viewer)} />}
                onLogout={() => {
                  logout();
                  navigate('/', { replace: true });
                }}
              />
            )}
            <main id="main" tabIndex={-1} className={styles.main}>
              <Outlet />
            </main>
          </div>
        );
      }}
    </SessionGate>
  );
}

export function UserLayout() {
  return <UserShell adminPath={false} />;
}

/** /admin/users/{userId}/...: the same pages under the admin bar, links carrying /admin. */
export function AdminUserLayout() {
  return <UserShell adminPath />;
}
