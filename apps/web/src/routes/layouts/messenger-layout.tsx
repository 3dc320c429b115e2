import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Logo } from '../../features/header/components/logo';
import { SessionGate } from '../../features/session/session-gate';
import { useLogout } from '../../features/session/use-logout';
import { Button } from '../../ui/button';
import styles from './layout.module.css';
import vendor from './vendor-layout.module.css';

/** /messenger: the courier's own pages with the plain staff header the vendor page has. */
export function MessengerLayout({ children }: { children: ReactNode }) {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <SessionGate>
      {(viewer) => (
        <div className={styles.shell}>
          <header className={vendor.header}>
            <Logo to="/messenger" />
            <div className={vendor.account}>
              <span>{viewer.firstName}</span>
              <Button
                variant="ghost"
                onClick={() => {
                  logout();
                  navigate('/', { replace: true });
                }}
              >
                Log Out
              </Button>
            </div>
          </header>
          <main id="main" tabIndex={-1} className={styles.main}>
            {children}
          </main>
        </div>
      )}
    </SessionGate>
  );
}
