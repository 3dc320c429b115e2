import { entryRoute } from '@filmlab/domain';
import { useNavigate } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { SessionGate } from '../../features/session/session-gate';
import { CompleteDetailsForm } from '../../features/settings/components/complete-details-form';

/** /complete-user-details: the phone number, then on by entryRoute (a new customer to onboarding). */
export function CompleteDetailsPage() {
  const navigate = useNavigate();
  return (
    <SessionGate>
      {(user) => (
        <AuthCard title="One Last Thing" subtitle={`Hi ${user.firstName}, what's the best number to reach you on?`}>
          <CompleteDetailsForm
            user={user}
            onSaved={(saved) => {
              const next = entryRoute({ loggedIn: true, user: saved });
              navigate(next.kind === 'redirect' ? next.to : '/', { replace: true });
            }}
          />
        </AuthCard>
      )}
    </SessionGate>
  );
}
