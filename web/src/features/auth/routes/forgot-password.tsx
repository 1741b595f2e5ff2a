import { Link, useNavigate } from 'react-router';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';
import { AuthLayout, authLinkClass } from '../components/auth-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { emailFromState } from '../lib/navigation-state';
import { useVisitLocation } from '../lib/use-visit-location';

/**
 * /forgot-password: asks for a reset code, then goes on to /reset-password with the address and
 * the API's confirmation (the same text whether or not the address has an account). Neither
 * travels in the URL.
 */
export default function ForgotPasswordRoute() {
  usePageTitle('Forgot Password');
  useNoIndex();
  const navigate = useNavigate();
  const location = useVisitLocation();
  const defaultEmail = emailFromState(location.state);

  return (
    <AuthLayout
      title="Forgot Your Password?"
      description="Enter the e-mail address of your account and we will send you a 6-digit code to choose a new password."
      footer={
        <>
          <p>
            Already have a code?{' '}
            <Link to="/reset-password" className={authLinkClass}>
              Enter it here
            </Link>
          </p>
          <p>
            Remembered it?{' '}
            <Link to="/login" className={authLinkClass}>
              Back to login
            </Link>
          </p>
        </>
      }
    >
      <ForgotPasswordForm
        key={defaultEmail ?? ''}
        defaultEmail={defaultEmail}
        onSent={(reply, data) => void navigate('/reset-password', { state: { email: data.email, notice: reply.message } })}
      />
    </AuthLayout>
  );
}
