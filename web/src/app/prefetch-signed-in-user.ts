import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { getCurrentUserQueryOptions } from '@/features/auth/api/get-current-user';

/** The athlete pages behind the page guard, which asks who is signed in before anything else. */
const GATED_PAGES = new Set(['/dashboard', '/sessions', '/protected-checkout', '/family']);

/**
 * Opened straight at a gated page, the shell asks who is signed in as soon as it renders, while
 * the page's own chunk is still loading, instead of after it: the gate then finds the answer
 * on its way (the same query). Elsewhere the shell only asks passively (nav-bar).
 */
export function usePrefetchSignedInUser(): void {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  useEffect(() => {
    if (GATED_PAGES.has(firstPath)) void queryClient.prefetchQuery(getCurrentUserQueryOptions());
  }, [queryClient, firstPath]);
}
