import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';
import { AuthLayout, authLinkClass } from '../components/auth-layout';
import { ResetPasswordForm } from '../components/reset-password-form';
import { emailFromState, noticeFromState } from '../lib/navigation-state';
import { useVisitLocation } from '../lib/use-visit-location';

/** /reset-password: the e-mailed code and a new password; success goes to /login. */
export default function ResetPasswordRoute() {
  usePageTitle('Reset Password');
  useNoIndex();
  const location = useVisitLocation();
  const email = emailFromState(location.state);
  const notice = noticeFromState(location.state);

  return (
    <AuthLayout
      title="Reset Your Password"
      description="Enter the 6-digit code from the e-mail and choose a new password."
      footer={
        <>
          <p>
            No code?{' '}
            <Link to="/forgot-password" state={email ? { email } : undefined} className={authLinkClass}>
              Send a new code
            </Link>
          </p>
          <p>
            <Link to="/login" className={authLinkClass}>
              Back to login
            </Link>
          </p>
        </>
      }
    >
      {notice ? (
        <p role="status" className="mb-6 flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>{notice} It can take a minute to arrive; check your spam folder too.</span>
        </p>
      ) : null}
      <ResetPasswordForm key={email ?? ''} defaultEmail={email} />
    </AuthLayout>
  );
}
