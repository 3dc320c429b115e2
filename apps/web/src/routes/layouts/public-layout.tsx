import { SUBSCRIBE_POPUP_DELAY_MS } from '@filmlab/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { PublicHeader } from '../../features/header/components/public-header';
import { MarketingFooter } from '../../features/marketing/footer/marketing-footer';
import { useLogout } from '../../features/session/use-logout';
import { useSession } from '../../features/session/use-session';
import styles from './layout.module.css';

// The newsletter modal's code loads when it is due, 15 s after load (spec 2.10), not with the page.
const NewsletterModal = lazy(async () => ({
  default: (await import('../../features/marketing/newsletter/newsletter-modal')).NewsletterModal,
}));

function useAfter(ms: number, enabled: boolean): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => setDue(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms, enabled]);
  return due;
}

/** Marketing, auth and onboarding pages: the public header (spec 2.5), the footer and the newsletter modal (2.10). */
export function PublicLayout() {
  const { isLoggedIn, user } = useSession();
  const logout = useLogout();
  const newsletterDue = useAfter(SUBSCRIBE_POPUP_DELAY_MS, !isLoggedIn);
  return (
    <div className={styles.shell}>
      <PublicHeader isLoggedIn={isLoggedIn} user={user} onLogout={logout} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <MarketingFooter />
      {newsletterDue && (
        <Suspense fallback={null}>
          <NewsletterModal isLoggedIn={isLoggedIn} delayMs={0} />
        </Suspense>
      )}
    </div>
  );
}
