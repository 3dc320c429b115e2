import { safeRedirectTarget } from '@filmlab/domain';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { SignupForm } from '../../features/auth/components/signup-form';

/** /signup: a new customer; / then sends them on to add a phone number and their first order. */
export function SignupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get('redirect');
  const referralCode = params.get('ref')?.trim() || undefined;
  const loginHref = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  return (
    <AuthCard
      title="Create Your Account"
      subtitle="Send us your film and get your scans back in one place."
      footer={
        <p>
          Already have an account? <Link to={loginHref}>Log in</Link>
        </p>
      }
    >
      <SignupForm
        referralCode={referralCode}
        onSuccess={() => navigate(safeRedirectTarget(redirect, '/'), { replace: true })}
      />
    </AuthCard>
  );
}
