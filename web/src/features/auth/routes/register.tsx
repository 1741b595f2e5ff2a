import { Link } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';
import { AuthLayout, authLinkClass } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';
import { registerStartOf } from '../lib/register-start';
import { safeRedirectPath } from '../lib/safe-redirect';
import { useSignedInRedirect } from '../lib/use-signed-in-redirect';
import { useVisitLocation } from '../lib/use-visit-location';

/**
 * /register ('Create Account'): an athlete's or a parent's or guardian's account; signed in and on
 * to /dashboard (or `?redirect=`) once created, a guardian to /family (or a family page named in `?redirect=`).
 */
export default function RegisterRoute() {
  usePageTitle(
    'Create Account',
    'Create your HerWay account, as an athlete or as a parent or guardian, to book mentorship sessions and follow recruiting progress.',
  );
  const { search } = useVisitLocation();
  const params = new URLSearchParams(search);
  const redirectTo = safeRedirectPath(params.get('redirect'));
  const start = registerStartOf(params);
  useSignedInRedirect(redirectTo);
  const loginPath = redirectTo === '/dashboard' ? '/login' : `/login?redirect=${encodeURIComponent(redirectTo)}`;

  return (
    <AuthLayout
      title="Create Account"
      description="Join HerWay to book mentorship sessions, get the course packet and track your recruiting progress, or to follow your athlete's."
      footer={
        <p>
          Already have an account?{' '}
          <Link to={loginPath} className={authLinkClass}>
            Sign in here
          </Link>
        </p>
      }
    >
      {/* Keyed: a link's choice and address (known after hydration) fill a new form. */}
      <RegisterForm key={`${start.accountType} ${start.email}`} redirectTo={redirectTo} start={start} />
    </AuthLayout>
  );
}
