import { Link } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';
import { AuthLayout, authLinkClass } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';
import { safeRedirectPath } from '../lib/safe-redirect';
import { useSignedInRedirect } from '../lib/use-signed-in-redirect';
import { useVisitLocation } from '../lib/use-visit-location';

/** /register ('Create Account'): signed in and on to /dashboard (or `?redirect=`) once created. */
export default function RegisterRoute() {
  usePageTitle('Create Account', 'Create your HerWay athlete account to book mentorship sessions and follow your recruiting progress.');
  const { search } = useVisitLocation();
  const redirectTo = safeRedirectPath(new URLSearchParams(search).get('redirect'));
  useSignedInRedirect(redirectTo);
  const loginPath = redirectTo === '/dashboard' ? '/login' : `/login?redirect=${encodeURIComponent(redirectTo)}`;

  return (
    <AuthLayout
      title="Create Account"
      description="Join HerWay to book mentorship sessions, get the course packet and track your recruiting progress."
      footer={
        <p>
          Already have an account?{' '}
          <Link to={loginPath} className={authLinkClass}>
            Sign in here
          </Link>
        </p>
      }
    >
      <RegisterForm redirectTo={redirectTo} />
    </AuthLayout>
  );
}
