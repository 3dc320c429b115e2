import { Outlet } from 'react-router';
import { PublicHeader } from '../../features/header/components/public-header';
import { SiteFooter } from '../../features/header/components/site-footer';
import { useLogout } from '../../features/session/use-logout';
import { useSession } from '../../features/session/use-session';
import styles from './layout.module.css';

/** Marketing, auth and onboarding pages: the public header (spec 2.5) and the footer. */
export function PublicLayout() {
  const { isLoggedIn, user } = useSession();
  const logout = useLogout();
  return (
    <div className={styles.shell}>
      <PublicHeader isLoggedIn={isLoggedIn} user={user} onLogout={logout} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
