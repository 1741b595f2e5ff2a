import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '@/lib/api-client';

// SPEC §3 leaves the current user's fields open. This reads only what the web needs and
// lets the rest through; replace it with the shared contract once `shared/` exports one.
export const currentUserSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  isAdmin: z.boolean().optional(),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;

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
