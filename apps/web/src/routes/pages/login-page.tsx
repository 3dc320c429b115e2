import { safeRedirectTarget } from '@filmlab/domain';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { needsTwoFactorCode, useSession } from '../../features/session/use-session';

/** /login: back to where the person was (?redirect=, checked by safeRedirectTarget), else to /. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, loginError } = useSession();
  const redirect = params.get('redirect');
  const target = safeRedirectTarget(redirect, '/');

  // A staff session owing its e-mailed code goes to the code screen first, then on to the target.
  const next = (signedIn: typeof user) =>
    needsTwoFactorCode(signedIn) ? `/two-factor?redirect=${encodeURIComponent(target)}` : target;
  if (user && !loginError) return <Navigate to={next(user)} replace />;

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
      <LoginForm notice={loginError} onSuccess={(signedIn) => navigate(next(signedIn), { replace: true })} />
    </AuthCard>
  );
}
