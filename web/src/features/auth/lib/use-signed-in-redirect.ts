import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../api/get-current-user';
import { afterLoginPath } from './safe-redirect';

/**
 * /login and /register are for visitors: someone already signed in (a bookmark, the back button)
 * goes where a login would take her, her dashboard or the `?redirect=` page. Asks the API only
 * when this browser signed in before, so a visitor's page makes no request.
 */
export function useSignedInRedirect(redirectTo: string): void {
  const { user } = useCurrentUser({ passive: true });
  const navigate = useNavigate();
  useEffect(() => {
    if (user) void navigate(afterLoginPath(redirectTo, user), { replace: true });
  }, [user, redirectTo, navigate]);
}
