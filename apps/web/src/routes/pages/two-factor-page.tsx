import { safeRedirectTarget } from '@filmlab/domain';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { TwoFactorForm } from '../../features/auth/components/two-factor-form';
import { SessionGate } from '../../features/session/session-gate';
import { useLogout } from '../../features/session/use-logout';
import { useSession } from '../../features/session/use-session';
import { Button } from '../../ui/button';

/**
 * /two-factor: a staff session enters the six-digit code e-mailed to it, then goes on to where it was
 * going (?redirect=, else / which sends admins to /admin/orders and vendors to /vendor-orders).
 */
export function TwoFactorPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const logout = useLogout();
  const { owesTwoFactorCode } = useSession();
  const target = safeRedirectTarget(params.get('redirect'), '/');
  return (
    <SessionGate>
      {(user) =>
        owesTwoFactorCode ? (
          <AuthCard
            title="Check Your E-mail"
            subtitle="For staff accounts we ask for a code as well as the password."
            footer={
              <p>
                Not you?{' '}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    logout();
                    navigate('/login', { replace: true });
                  }}
                >
                  Log Out
                </Button>
              </p>
            }
          >
            <TwoFactorForm email={user.email} onVerified={() => navigate(target, { replace: true })} />
          </AuthCard>
        ) : (
          <Navigate to={target} replace />
        )
      }
    </SessionGate>
  );
}
