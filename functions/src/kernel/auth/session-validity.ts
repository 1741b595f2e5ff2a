import type { SessionUser } from './token-verifier';
import { readSessionState } from './session-repo';

/**
 * Whether a verified access token still stands for a live session: her account exists, she has
 * not ended her sessions since she signed in (password reset), this token was not signed out, and
 * for an admin, the sign-in passed her second factor.
 * Every authenticated request asks; the answer is kept for a few seconds per token in this
 * container, so a session ends everywhere within SESSION_CHECK_CACHE_MS (and at once here).
 */
export const SESSION_CHECK_CACHE_MS = 5_000;

const checked = new Map<string, { current: boolean; until: number }>();
const MAX_CACHED = 5_000;

export async function isSessionCurrent(user: SessionUser, now = Date.now()): Promise<boolean> {
  const key = `${user.sub}|${user.tokenId}`;
  const cached = checked.get(key);
  if (cached && cached.until > now) return cached.current;
  const state = await readSessionState(user.sub, user.tokenId, user.isAdmin ? user.authTime : undefined);
  // An admin's tokens are a session only once that sign-in passed her TOTP code (second-factor.ts):
  // tokens got from Cognito with her password alone open nothing.
  const current = state.profileExists && !state.tokenRevoked && user.authTime >= state.validAfter && (!user.isAdmin || state.signInVerified);
  if (checked.size >= MAX_CACHED) checked.clear();
  checked.set(key, { current, until: now + SESSION_CHECK_CACHE_MS });
  return current;
}

/** Forgets what this container knows of her sessions, after a change to them. */
export function forgetSessionChecks(sub: string): void {
  for (const key of checked.keys()) if (key.startsWith(`${sub}|`)) checked.delete(key);
}
