import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast/use-toast';
import { CURRENT_USER_QUERY_KEY } from '@/lib/query-keys';
import { forgetSignedInUser, signOutGeneration, useCurrentUser, type CurrentUser } from '../api/get-current-user';
import { isUnauthorized } from './api-errors';
import { ADMIN_HOME, loginPathFor } from './safe-redirect';
import { HANDLES_UNAUTHORIZED, LOGIN_REDIRECT_DELAY_MS, SESSION_EXPIRED_MESSAGE, SESSION_EXPIRED_REDIRECT_DELAY_MS } from './session-expiry';

/**
 * Who a signed-in page is for:
 * - 'athlete' (dashboard, sessions, course, profile, schools): an admin is sent to /admin (her
 *   account is refused by the athlete API), and any athlete request answering 401 ends the session;
 * - 'buyer' (the protected checkout): anyone signed in; the page reports its own 401 with `expire()`.
 */
export type SignInRole = 'athlete' | 'buyer';

export type SignInGuard = (
  | { status: 'checking'; user: null }
  | { status: 'signed-in'; user: CurrentUser }
  /** An admin on an athlete page: on the way to /admin. */
  | { status: 'admin'; user: null }
  /** Signed out: on the way to /login (or home, after a sign-out she asked for). */
  | { status: 'signed-out'; user: null }
  /** Her session ended while on the page: on the way to /login. */
  | { status: 'expired'; user: null }
) & { loginPath: string; expire: () => void };

/** The 'Session Expired' notice and what follows it, as each page has always shown it (docs/product-rules.md#timings-and-caching). */
const onExpiry: Record<SignInRole, { notice: Parameters<typeof toast>[0]; forgetNow: boolean }> = {
  athlete: { notice: { title: SESSION_EXPIRED_MESSAGE, variant: 'destructive' }, forgetNow: true },
  buyer: { notice: { title: 'Session Expired', description: 'Please log in again. Redirecting...', variant: 'destructive' }, forgetNow: false },
};

/** Any athlete request answering 401 while she is signed in: her session ended. */
function useUnauthorizedWatch(active: boolean, queryClient: QueryClient, onUnauthorized: () => void): void {
  useEffect(() => {
    if (!active) return;
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.queryKey[0] === CURRENT_USER_QUERY_KEY[0]) return;
      if (isUnauthorized(event.action.error)) onUnauthorized();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.mutation.meta?.[HANDLES_UNAUTHORIZED]) return;
      if (isUnauthorized(event.action.error)) onUnauthorized();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [active, queryClient, onUnauthorized]);
}

/** Signed out: 'Login Required', then /login 1 s later; nothing after a sign-out she asked for. */
function useLoginNotice(status: SignInGuard['status'], notice: string, loginPath: string): void {
  const navigate = useNavigate();
  // The sign-out count when a user was last seen here: a later sign-out was asked for.
  const seenAtGeneration = useRef<number | null>(null);
  useEffect(() => {
    if (status === 'signed-in') {
      seenAtGeneration.current = signOutGeneration();
      return;
    }
    if (status !== 'signed-out') return;
    if (seenAtGeneration.current !== null && signOutGeneration() > seenAtGeneration.current) return;
    toast({ title: 'Login Required', description: notice });
    const timer = window.setTimeout(() => void navigate(loginPath, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, notice, loginPath, navigate]);
}

/**
 * A signed-in page's login requirement. It asks the API who is signed in (never the
 * shell's passive guess); signed out: 'Login Required' (`notice` below it) and /login 1 s later,
 * back here after signing in; session ended: 'Session Expired' and /login 0.5 s later.
 */
export function useSignInGuard(role: SignInRole, notice: string): SignInGuard {
  const { user, isLoading } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const loginPath = loginPathFor(`${pathname}${search}`);
  const [expired, setExpired] = useState(false);
  const expire = useCallback(() => setExpired(true), []);

  const signedIn = role === 'athlete' && user?.isAdmin ? 'admin' : 'signed-in';
  const status: SignInGuard['status'] = expired ? 'expired' : isLoading ? 'checking' : user ? signedIn : 'signed-out';

  useEffect(() => {
    if (status === 'admin') void navigate(ADMIN_HOME, { replace: true });
  }, [status, navigate]);
  useLoginNotice(status, notice, loginPath);
  useUnauthorizedWatch(role === 'athlete' && status === 'signed-in', queryClient, expire);

  // Expired: the page's content is gone (so nothing asks again); the user forgotten, then /login.
  useEffect(() => {
    if (!expired) return;
    const { notice: expiredNotice, forgetNow } = onExpiry[role];
    toast(expiredNotice);
    if (forgetNow) void forgetSignedInUser(queryClient);
    const timer = window.setTimeout(() => {
      void navigate(loginPath, { replace: true });
      // Asked again once she is on the login page: the navigation bar then shows her signed out.
      if (!forgetNow) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    }, SESSION_EXPIRED_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [expired, role, queryClient, loginPath, navigate]);

  if (status === 'signed-in' && user) return { status, user, loginPath, expire };
  return { status: status === 'signed-in' ? 'checking' : status, user: null, loginPath, expire };
}
