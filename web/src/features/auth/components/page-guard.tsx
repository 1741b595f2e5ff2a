import { LockKeyhole } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { CheckoutStatus } from '@/components/commerce/checkout-status';
import { AccessDenied } from '@/components/ui/access-denied';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { CurrentUser } from '../api/get-current-user';
import { useAdminAccess, type AdminAccess } from '../api/get-admin-status';
import { useSignInGuard } from '../lib/use-sign-in-guard';

/** The signed-out panel with 'Go to Login': 'Access Required' on athlete pages, 'Login Required' at checkout. */
function SignInNeeded({ heading, text, loginPath, className }: { heading: string; text: string; loginPath: string; className?: string }) {
  const headingId = heading === 'Login Required' ? 'login-required-title' : 'access-required-title';
  return (
    <section
      aria-labelledby={headingId}
      className={cn('mx-auto max-w-md rounded-2xl border border-plum-100 bg-white p-8 text-center shadow-sm shadow-plum-900/5', className)}
    >
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-plum-50 text-plum-700">
        <LockKeyhole className="size-6" aria-hidden="true" />
      </span>
      <h2 id={headingId} className="mt-4 text-xl font-bold text-ink">
        {heading}
      </h2>
      <p className="mt-2 text-muted">{text} Taking you to the login page…</p>
      <Link to={loginPath} className={buttonVariants({ className: 'mt-6' })}>
        Go to Login
      </Link>
    </section>
  );
}

type AthleteGuardProps = {
  role: 'athlete';
  /** The page's h1 while gated (the router's and the title's page name). */
  title: string;
  /** 'your dashboard', for the notices. */
  what: string;
  children: (user: CurrentUser) => ReactNode;
};

type BuyerGuardProps = {
  role: 'buyer';
  /** `expire()`: the page's own request answered 401 (her session ended). */
  children: (user: CurrentUser, expire: () => void) => ReactNode;
};

type AdminGuardProps = {
  role: 'admin';
  /** What a visitor who is not an admin gets: sent to /admin-login, or 'Access Denied' in place. */
  whenDenied: 'admin-login' | 'access-denied';
  /** Drawn while checking ('checking'), on a failed check ('error', with `retry`) and for an admin. */
  children: (access: Exclude<AdminAccess, 'denied'>, retry: () => void) => ReactNode;
};

export type PageGuardProps = AthleteGuardProps | BuyerGuardProps | AdminGuardProps;

/**
 * One guard for every page that needs a signed-in visitor (docs/product-rules.md#what-each-role-may-do):
 * - `athlete`: her content for a signed-in athlete; the h1 and a spinner while asking (or while
 *   taking an admin to /admin); 'Access Required' with 'Go to Login' while on the way to /login;
 * - `buyer` (the protected checkout): 'Login Required' with 'Go to Login', any signed-in user;
 * - `admin`: the server's answer to "is she an admin"; anyone else to /admin-login or 'Access Denied'.
 */
export function PageGuard(props: PageGuardProps) {
  if (props.role === 'admin') return <AdminGuard {...props} />;
  if (props.role === 'buyer') return <BuyerGuard {...props} />;
  return <AthleteGuard {...props} />;
}

function AthleteGuard({ title, what, children }: AthleteGuardProps) {
  const gate = useSignInGuard('athlete', `Please log in to access ${what}.`);
  if (gate.status === 'signed-in') return children(gate.user);
  if (gate.status === 'checking' || gate.status === 'admin') {
    return (
      <Container className="py-12 sm:py-20">
        <PageHeading className="text-center">{title}</PageHeading>
        <Spinner label={gate.status === 'admin' ? 'Taking you to the admin dashboard…' : 'Checking your account…'} className="mt-10" />
      </Container>
    );
  }
  return (
    <Container className="py-12 sm:py-20">
      <PageHeading className="text-center">{title}</PageHeading>
      <SignInNeeded heading="Access Required" text={`Please log in to access ${what}.`} loginPath={gate.loginPath} className="mt-10" />
    </Container>
  );
}

function BuyerGuard({ children }: BuyerGuardProps) {
  const gate = useSignInGuard('buyer', 'Please log in to complete your purchase.');
  if (gate.status === 'signed-in') return children(gate.user, gate.expire);
  if (gate.status === 'signed-out') return <SignInNeeded heading="Login Required" text="Please log in to complete your purchase." loginPath={gate.loginPath} />;
  if (gate.status === 'expired') return <CheckoutStatus label="Redirecting to login..." />;
  return <CheckoutStatus label="Checking authentication..." />;
}

function AdminGuard({ whenDenied, children }: AdminGuardProps) {
  const { access, retry } = useAdminAccess();
  const navigate = useNavigate();
  const redirect = access === 'denied' && whenDenied === 'admin-login';
  useEffect(() => {
    if (redirect) void navigate('/admin-login', { replace: true });
  }, [redirect, navigate]);
  if (access === 'denied') return whenDenied === 'access-denied' ? <AccessDenied /> : children('checking', retry);
  return children(access, retry);
}
