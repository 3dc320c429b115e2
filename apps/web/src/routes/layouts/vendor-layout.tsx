import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { Logo } from '../../features/header/components/logo';
import { SessionGate } from '../../features/session/session-gate';
import { useLogout } from '../../features/session/use-logout';
import { Button } from '../../ui/button';
import { PageLoader } from '../../ui/spinner';
import styles from './layout.module.css';
import vendor from './vendor-layout.module.css';

const VendorOrdersPage = lazy(async () => ({
  default: (await import('../../features/vendor-orders/components/vendor-orders-page')).VendorOrdersPage,
}));

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
            <Suspense fallback={<PageLoader />}>
              <VendorOrdersPage vendorName={`${viewer.firstName} ${viewer.lastName}`.trim()} />
            </Suspense>
          </main>
        </div>
      )}
    </SessionGate>
  );
}
