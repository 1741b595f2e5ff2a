import type { SessionUser } from '../adapters/auth/token-verifier';
import { readSessionState } from '../adapters/dynamo/session-repo';

/**
 * Whether a verified access token still stands for a live session: her account exists, she has
 * not ended her sessions since she signed in (password reset), and this token was not signed out.
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
  const state = await readSessionState(user.sub, user.tokenId);
  const current = state.profileExists && !state.tokenRevoked && user.authTime >= state.validAfter;
  if (checked.size >= MAX_CACHED) checked.clear();
  checked.set(key, { current, until: now + SESSION_CHECK_CACHE_MS });
  return current;
}

/** Forgets what this container knows of her sessions, after a change to them. */
export function forgetSessionChecks(sub: string): void {
  for (const key of checked.keys()) if (key.startsWith(`${sub}|`)) checked.delete(key);
}
