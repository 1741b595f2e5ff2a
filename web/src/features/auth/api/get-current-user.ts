import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import * as z from 'zod/mini';
import type { CurrentUser } from '@herway/shared/contracts/auth';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * The reply of GET /api/auth/user, mirroring `currentUserSchema` of
 * `@herway/shared/contracts/auth` in zod/mini: the shell loads this on every page, and
 * importing the classic-zod contract would add ~20 KB gzip to the first load. `satisfies`
 * makes the build fail if the two drift apart.
 */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.email(),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  profileImageUrl: z.optional(z.string()),
  isAdmin: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
}) satisfies z.ZodMiniType<CurrentUser>;

export type { CurrentUser };

export const CURRENT_USER_QUERY_KEY = ['/api/auth/user'] as const;

/*
 * A signed-out visitor gets a 401 from GET /api/auth/user, and the browser logs every 4xx
 * as a console error (which costs the Lighthouse best-practices budget on public pages).
 * So the shell only asks when this browser has signed in before: a hint kept in
 * localStorage, written from every answer. Pages that need the truth ask regardless.
 */
const SIGNED_IN_HINT_KEY = 'herway:signed-in';

export function hasSignedInHint(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function setSignedInHint(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Storage disabled: the shell then shows the signed-out state until a page checks.
  }
}

const currentUserReplySchema = z.nullable(currentUserSchema);

/** GET /api/auth/user: the signed-in user, or null when the API answers 401 (or null). */
export async function getCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<CurrentUser | null> {
  let user: CurrentUser | null;
  try {
    user = await apiRequest('GET', '/api/auth/user', { schema: currentUserReplySchema, signal });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    user = null;
  }
  setSignedInHint(user !== null);
  return user;
}

/** SPEC §4: cached 5 minutes and never retried. */
export const getCurrentUserQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: ({ signal }) => getCurrentUser({ signal }),
    staleTime: 300_000,
    retry: false,
  });

export type UseCurrentUserOptions = {
  /**
   * Ask the API only if this browser has signed in before (see above). For the shell;
   * pages that gate on the user (dashboard, checkout, admin) leave it off.
   */
  passive?: boolean;
};

/**
 * The current user. `isAuthenticated` is true only when the call returned a user without
 * error; any failure (including an API that is not there yet) reads as signed out.
 * After a login, put the user in the cache (`queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user)`).
 */
export function useCurrentUser({ passive = false }: UseCurrentUserOptions = {}): {
  user: CurrentUser | null;
  isAuthenticated: boolean;
  /** True while the first answer is awaited. */
  isLoading: boolean;
  error: Error | null;
} {
  const { data, isError, isLoading, error } = useQuery({
    ...getCurrentUserQueryOptions(),
    enabled: !passive || hasSignedInHint(),
  });
  const user = isError ? null : (data ?? null);

  // A user put in the cache by a login (not fetched here) also marks this browser.
  useEffect(() => {
    if (user) setSignedInHint(true);
  }, [user]);

  return { user, isAuthenticated: user !== null, isLoading, error };
}
