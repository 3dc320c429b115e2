import { Outlet } from 'react-router';
import { PublicHeader } from '../../features/header/components/public-header';
import { MarketingFooter } from '../../features/marketing/footer/marketing-footer';
import { NewsletterModal } from '../../features/marketing/newsletter/newsletter-modal';
import { useLogout } from '../../features/session/use-logout';
import { useSession } from '../../features/session/use-session';
import styles from './layout.module.css';

/** Marketing, auth and onboarding pages: the public header (spec 2.5), the footer and the newsletter modal (2.10). */
export function PublicLayout() {
  const { isLoggedIn, user } = useSession();
  const logout = useLogout();
  return (
    <div className={styles.shell}>
      <PublicHeader isLoggedIn={isLoggedIn} user={user} onLogout={logout} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <MarketingFooter />
      <NewsletterModal isLoggedIn={isLoggedIn} />
    </div>
  );
}
