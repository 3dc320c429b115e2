import { safeRedirectTarget } from '@filmlab/domain';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { useSession } from '../../features/session/use-session';

/** /login: back to where the person was (?redirect=, checked by safeRedirectTarget), else to /. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, loginError } = useSession();
  const redirect = params.get('redirect');
  const target = safeRedirectTarget(redirect, '/');

  if (user && !loginError) return <Navigate to={target} replace />;

  const signupHref = redirect ? `/signup?redirect=${encodeURIComponent(redirect)}` : '/signup';
  return (
    <AuthCard
      title="Log In"
      subtitle="Welcome back. Your rolls are waiting."
      footer={
        <p>
          New here? <Link to={signupHref}>Create an account</Link>
        </p>
      }
    >
      <LoginForm notice={loginError} onSuccess={() => navigate(target, { replace: true })} />
    </AuthCard>
  );
}
