import { Link } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';
import { AuthLayout, authLinkClass } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import { emailFromState } from '../lib/navigation-state';
import { safeRedirectPath } from '../lib/safe-redirect';
import { useSignedInRedirect } from '../lib/use-signed-in-redirect';
import { useVisitLocation } from '../lib/use-visit-location';

/**
 * /login ('Athlete Login'): back to `?redirect=` (a path on this site) or /dashboard once
 * signed in; an admin who signs in here goes to /admin (the athlete pages refuse her).
 */
export default function LoginRoute() {
  usePageTitle('Athlete Login', 'Sign in to your HerWay athlete account to see your dashboard, mentorship sessions and course materials.');
  const location = useVisitLocation();
  const redirectTo = safeRedirectPath(new URLSearchParams(location.search).get('redirect'));
  const defaultEmail = emailFromState(location.state);
  useSignedInRedirect(redirectTo);
  const registerPath = redirectTo === '/dashboard' ? '/register' : `/register?redirect=${encodeURIComponent(redirectTo)}`;

  return (
    <AuthLayout
      title="Athlete Login"
      description="Sign in to see your dashboard, your mentorship sessions and your course materials."
      footer={
        <p>
          New to HerWay?{' '}
          <Link to={registerPath} className={authLinkClass}>
            Create account
          </Link>
        </p>
      }
    >
      {/* Keyed: an address from the navigation state (known after hydration) fills a new form. */}
      <LoginForm key={defaultEmail ?? ''} redirectTo={redirectTo} defaultEmail={defaultEmail} />
    </AuthLayout>
  );
}
