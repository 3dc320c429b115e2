import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { NewPasswordForm } from '../../features/auth/components/new-password-form';
import { PasswordResetRequestForm } from '../../features/auth/components/password-reset-request-form';
import { showToast } from '../../ui/toast';

/** /password-reset asks for a link; /password-reset?token= checks it and sets the new password. */
export function PasswordResetPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');

  if (token) {
    return (
      <AuthCard title="Choose a New Password" subtitle="Pick something new. You'll be logged in right after.">
        <NewPasswordForm
          token={token}
          onSuccess={() => {
            showToast('Your password is changed and you are logged in.');
            navigate('/', { replace: true });
          }}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Reset Your Password"
      subtitle="We'll e-mail you a link to set a new password."
      footer={
        <p>
          Remembered it? <Link to="/login">Log in</Link>
        </p>
      }
    >
      <PasswordResetRequestForm />
    </AuthCard>
  );
}
