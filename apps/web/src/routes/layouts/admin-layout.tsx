import { Outlet, useMatch, useNavigate } from 'react-router';
import { AdminHeader } from '../../features/header/components/admin-header';
import { SessionGate } from '../../features/session/session-gate';
import { useLogout } from '../../features/session/use-logout';
import styles from './layout.module.css';

/** Admin pages (spec 2.4 and 2.11): the admin bar above every page, including mirrored user pages. */
export function AdminLayout() {
  const logout = useLogout();
  const navigate = useNavigate();
  // Mirrored user pages bring their own header and <main>.
  const onUserPage = useMatch('/admin/users/:userId/*');
  return (
    <SessionGate>
      {(viewer) => (
        <div className={styles.shell}>
          <AdminHeader
            viewerName={`${viewer.firstName} ${viewer.lastName}`}
            onLogout={() => {
              logout();
              navigate('/', { replace: true });
            }}
          />
          {onUserPage ? (
            <Outlet />
          ) : (
            <main id="main" tabIndex={-1} className={styles.main}>
              <Outlet />
            </main>
          )}
        </div>
      )}
    </SessionGate>
  );
}
