import { queryOptions, useQuery } from '@tanstack/react-query';
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

/** GET /api/auth/user: the signed-in user, or null when the API answers 401. */
export async function getCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<CurrentUser | null> {
  try {
    return await apiRequest('GET', '/api/auth/user', { schema: currentUserSchema, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** SPEC §4: cached 5 minutes and never retried. */
export const getCurrentUserQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: ({ signal }) => getCurrentUser({ signal }),
    staleTime: 300_000,
    retry: false,
  });

/**
 * The current user. `isAuthenticated` is true only when the call returned a user without
 * error; any failure (including an API that is not there yet) reads as signed out.
 */
export function useCurrentUser(): {
  user: CurrentUser | null;
  isAuthenticated: boolean;
  isPending: boolean;
  error: Error | null;
} {
  const { data, isError, isPending, error } = useQuery(getCurrentUserQueryOptions());
  const user = isError ? null : (data ?? null);
  return { user, isAuthenticated: user !== null, isPending, error };
}
