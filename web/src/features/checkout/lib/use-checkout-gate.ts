import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast/use-toast';
import { CURRENT_USER_QUERY_KEY, signOutGeneration, useCurrentUser, type CurrentUser } from '@/features/auth/api/get-current-user';
import { loginPathFor } from '@/features/auth/lib/safe-redirect';
import { LOGIN_REDIRECT_DELAY_MS, SESSION_EXPIRED_REDIRECT_DELAY_MS } from './timings';

export type CheckoutGate =
  | { status: 'checking'; user: null }
  | { status: 'signed-in'; user: CurrentUser }
  | { status: 'signed-out'; user: null }
  | { status: 'expired'; user: null };

/**
 * The protected checkout's login requirement (SPEC §2, §8):
 * - asks the API who is signed in (never the shell's passive guess);
 * - signed out: 'Login Required', then /login 1 s later (back here after signing in);
 * - `expire()` (a 401 while opening the payment session): 'Session Expired - Please log in again.
 *   Redirecting...', then /login 0.5 s later.
 * A sign-out she asked for (Log Out in the navigation bar) shows no notice.
 */
export function useCheckoutGate(): CheckoutGate & { loginPath: string; expire: () => void } {
  const { user, isLoading } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const loginPath = loginPathFor(`${pathname}${search}`);
  const [expired, setExpired] = useState(false);
  const seenAtGeneration = useRef<number | null>(null);

  const status: CheckoutGate['status'] = expired ? 'expired' : isLoading ? 'checking' : user ? 'signed-in' : 'signed-out';

  useEffect(() => {
    if (status === 'signed-in') {
      seenAtGeneration.current = signOutGeneration();
      return;
    }
    if (status !== 'signed-out') return;
    if (seenAtGeneration.current !== null && signOutGeneration() > seenAtGeneration.current) return;
    toast({ title: 'Login Required', description: 'Please log in to complete your purchase.' });
    const timer = window.setTimeout(() => void navigate(loginPath, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, loginPath, navigate]);

  useEffect(() => {
    if (!expired) return;
    toast({ title: 'Session Expired', description: 'Please log in again. Redirecting...', variant: 'destructive' });
    const timer = window.setTimeout(() => {
      void navigate(loginPath, { replace: true });
      // Asked again once she is on the login page: the navigation bar then shows her signed out.
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    }, SESSION_EXPIRED_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [expired, loginPath, navigate, queryClient]);

  const expire = useCallback(() => setExpired(true), []);
  const gate: CheckoutGate = status === 'signed-in' && user ? { status, user } : { status: status === 'signed-in' ? 'checking' : status, user: null };
  return { ...gate, loginPath, expire };
}
