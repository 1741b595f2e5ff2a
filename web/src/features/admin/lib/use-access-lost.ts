import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isAccessError, markAdminSignedOut } from '../api/get-admin-status';

/**
 * When an admin call answers 401 or 403, the admin session is over (expired, revoked, or the
 * account left the admin group): the status is marked signed out and the page's gate reacts.
 */
export function useAccessLost(error: unknown): void {
  const queryClient = useQueryClient();
  const lost = isAccessError(error);
  useEffect(() => {
    if (lost) markAdminSignedOut(queryClient);
  }, [lost, queryClient]);
}
