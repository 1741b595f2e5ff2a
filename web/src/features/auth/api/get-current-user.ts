import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CurrentUser } from '@herway/shared/contracts/auth';
import type { PageRole } from '@herway/shared/page-data';
import { ApiError, callRoute } from '@/lib/api-client';
import { rememberPageRole } from '@/lib/early-answers';
import { CURRENT_USER_QUERY_KEY } from '@/lib/query-keys';
import { visitorQueryOptions } from './visitor-query-options';

export type { CurrentUser };

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

/** Loaded with the first answer: the shell every page loads first carries no Zod. */
const currentUserReplySchema = () => import('./current-user-schema').then((module) => module.currentUserReplySchema);

/** Which pages' data this browser may ask for early (lib/early-answers.ts): none of an athlete's for a parent or guardian, whom they refuse. */
function pageRoleOf(user: CurrentUser | null): PageRole | null {
  if (!user) return null;
  if (user.isAdmin) return 'admin';
  return user.accountType === 'guardian' ? null : 'athlete';
}

/** GET /api/auth/user: the signed-in user, or null when the API answers 401 (or null). */
export async function getCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<CurrentUser | null> {
  let user: CurrentUser | null;
  try {
    user = await callRoute('accounts/get-current-user', { schema: currentUserReplySchema, signal });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    user = null;
  }
  setSignedInHint(user !== null);
  rememberPageRole(pageRoleOf(user));
  return user;
}

/** Cached 5 minutes and never retried. */
export const getCurrentUserQueryOptions = () => visitorQueryOptions(CURRENT_USER_QUERY_KEY, getCurrentUser, 300_000);

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
    if (user) rememberPageRole(pageRoleOf(user));
  }, [user]);

  return { user, isAuthenticated: user !== null, isLoading, error };
}

/**
 * After a login or registration: the new user goes in the cache (so the shell switches at once,
 * without asking again) and this browser is marked signed in. Answers cached for anyone who was
 * signed in before are dropped first, so one athlete never sees another's data.
 */
export function rememberSignedInUser(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_QUERY_KEY[0] });
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  setSignedInHint(true);
  rememberPageRole(pageRoleOf(user));
}

let signOuts = 0;

/**
 * How many times this page has signed the user out on purpose (Log Out, account deleted). A login
 * gate that saw a user and then sees none compares it to tell a sign-out she asked for (no
 * 'Login Required' notice: she is on her way home) from a session that ended under her.
 */
export function signOutGeneration(): number {
  return signOuts;
}

/**
 * Forgets the signed-in user on this page: the user becomes null in the cache (the shell switches
 * at once), every other cached private answer is dropped and the signed-in hint is cleared.
 */
export async function forgetSignedInUser(queryClient: QueryClient): Promise<void> {
  signOuts += 1;
  await queryClient.cancelQueries();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_QUERY_KEY[0] });
  setSignedInHint(false);
  rememberPageRole(null);
}
