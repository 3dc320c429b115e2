import { useNavigate } from 'react-router';
import { ComingSoon } from '../../features/coming-soon/coming-soon';
import { Logo } from '../../features/header/components/logo';
import { SessionGate } from '../../features/session/session-gate';
import { useLogout } from '../../features/session/use-logout';
import { Button } from '../../ui/button';
import styles from './layout.module.css';
import vendor from './vendor-layout.module.css';

/** /vendor-orders: the vendor's one page, with a plain header. */
export function VendorLayout() {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <SessionGate>
      {(viewer) => (
        <div className={styles.shell}>
          <header className={vendor.header}>
            <Logo to="/vendor-orders" />
            <div className={vendor.account}>
              <span>
                {viewer.firstName} {viewer.lastName}
              </span>
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
            <ComingSoon
              eyebrow="Vendor Orders"
              title="Your vendor orders will live here"
              description="The orders the lab sends you, what each needs and when it is due, ready to work through."
            />
          </main>
        </div>
      )}
    </SessionGate>
  );
}
