import { useQueryClient } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { CURRENT_USER_QUERY_KEY, forgetSignedInUser, signOutGeneration, useCurrentUser, type CurrentUser } from '@/features/auth/api/get-current-user';
import { isUnauthorized } from '@/features/auth/lib/api-errors';
import { ADMIN_HOME, loginPathFor } from '@/features/auth/lib/safe-redirect';
import { HANDLES_UNAUTHORIZED, LOGIN_REDIRECT_DELAY_MS, SESSION_EXPIRED_MESSAGE, SESSION_EXPIRED_REDIRECT_DELAY_MS } from '../lib/session-expiry';

export type LoginGateState =
  | { status: 'checking'; user: null }
  | { status: 'signed-in'; user: CurrentUser }
  /** An admin: the athlete pages refuse her (403), so she is on the way to /admin. */
  | { status: 'admin'; user: null }
  /** Signed out: on the way to /login (or home, after a sign-out she asked for). */
  | { status: 'signed-out'; user: null }
  /** Her session ended while on the page: on the way to /login. */
  | { status: 'expired'; user: null };

/**
 * The athlete pages' login gate (SPEC §2, §8), as a hook:
 * - asks the API who is signed in (never the shell's passive guess);
 * - signed out: a 'Login Required' notice, and /login 1 s later (back here after signing in);
 * - an admin (her account is in the admin group, not the athlete one): straight to /admin,
 *   before anything asks the athlete API for her;
 * - signed in, and an athlete request answers 401 (her session ended): 'Session Expired - ...',
 *   the user forgotten, and /login 0.5 s later. A mutation flagged HANDLES_UNAUTHORIZED keeps
 *   its 401 to itself.
 * A sign-out she asked for (Log Out, account deleted) shows no notice: she is on her way home.
 */
export function useLoginGate(what: string): LoginGateState {
  const { user, isLoading } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const loginPath = loginPathFor(`${pathname}${search}`);
  const [expired, setExpired] = useState(false);
  // The sign-out count when a user was last seen here: a later sign-out was asked for.
  const seenAtGeneration = useRef<number | null>(null);

  const signedIn = user?.isAdmin ? 'admin' : 'signed-in';
  const status: LoginGateState['status'] = expired ? 'expired' : isLoading ? 'checking' : user ? signedIn : 'signed-out';

  // An admin: her own dashboard, at once and without a notice.
  useEffect(() => {
    if (status === 'admin') void navigate(ADMIN_HOME, { replace: true });
  }, [status, navigate]);

  // Signed out: the notice, then /login.
  useEffect(() => {
    if (status === 'signed-in') {
      seenAtGeneration.current = signOutGeneration();
      return;
    }
    if (status !== 'signed-out') return;
    const signedOutOnPurpose = seenAtGeneration.current !== null && signOutGeneration() > seenAtGeneration.current;
    if (signedOutOnPurpose) return;
    toast({ title: 'Login Required', description: `Please log in to access ${what}.` });
    const timer = window.setTimeout(() => void navigate(loginPath, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, what, loginPath, navigate]);

  // Signed in: any athlete request answering 401 means the session ended.
  useEffect(() => {
    if (status !== 'signed-in') return;
    const onError = (error: unknown) => {
      if (isUnauthorized(error)) setExpired(true);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.queryKey[0] === CURRENT_USER_QUERY_KEY[0]) return;
      onError(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.mutation.meta?.[HANDLES_UNAUTHORIZED]) return;
      onError(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [status, queryClient]);

  // Expired: the page's content is gone (so nothing asks again); forget her, then /login.
  useEffect(() => {
    if (!expired) return;
    toast({ title: SESSION_EXPIRED_MESSAGE, variant: 'destructive' });
    void forgetSignedInUser(queryClient);
    const timer = window.setTimeout(() => void navigate(loginPath, { replace: true }), SESSION_EXPIRED_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [expired, queryClient, loginPath, navigate]);

  if (status === 'signed-in' && user) return { status, user };
  if (status === 'signed-in' || status === 'checking') return { status: 'checking', user: null };
  return { status, user: null };
}

/** 'Access Required' with 'Go to Login', under the page's own h1. */
export function AccessRequired({ title, what, loginPath }: { title: string; what: string; loginPath: string }) {
  return (
    <Container className="py-12 sm:py-20">
      <PageHeading className="text-center">{title}</PageHeading>
      <section
        aria-labelledby="access-required-title"
        className="mx-auto mt-10 max-w-md rounded-2xl border border-plum-100 bg-white p-8 text-center shadow-sm shadow-plum-900/5"
      >
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-plum-50 text-plum-700">
          <LockKeyhole className="size-6" aria-hidden="true" />
        </span>
        <h2 id="access-required-title" className="mt-4 text-xl font-bold text-ink">
          Access Required
        </h2>
        <p className="mt-2 text-muted">Please log in to access {what}. Taking you to the login page…</p>
        <Link to={loginPath} className={buttonVariants({ className: 'mt-6' })}>
          Go to Login
        </Link>
      </section>
    </Container>
  );
}

/**
 * Renders `children(user)` for a signed-in athlete; otherwise the page's h1 with a spinner while
 * asking (or while taking an admin to /admin), or 'Access Required' while on the way to /login.
 */
export function LoginGate({
  title,
  what,
  children,
}: {
  /** The page's h1 while gated (the router's and the title's page name). */
  title: string;
  /** 'your dashboard', for the notices. */
  what: string;
  children: (user: CurrentUser) => ReactNode;
}) {
  const gate = useLoginGate(what);
  const { pathname, search } = useLocation();
  if (gate.status === 'signed-in') return children(gate.user);
  if (gate.status === 'checking' || gate.status === 'admin') {
    return (
      <Container className="py-12 sm:py-20">
        <PageHeading className="text-center">{title}</PageHeading>
        <Spinner label={gate.status === 'admin' ? 'Taking you to the admin dashboard…' : 'Checking your account…'} className="mt-10" />
      </Container>
    );
  }
  return <AccessRequired title={title} what={what} loginPath={loginPathFor(`${pathname}${search}`)} />;
}
