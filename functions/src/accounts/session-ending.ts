import type { SessionUser } from '../kernel/auth/token-verifier';
import { revokeAccessToken } from '../kernel/auth/session-repo';
import { markSessionsEnded } from './store/user-repo';
import { findUser, globalSignOut, revokeRefreshToken } from './identity';
import { logger } from '../kernel/logger';
import { forgetSessionChecks } from '../kernel/auth/session-validity';

// Ending sessions (docs/decisions/sessions-end-within-a-minute.md): what logout, a password reset and account deletion do so that a
// copied cookie stops working everywhere within seconds, on the local stack as in AWS.

/**
 * Signs one browser out: its access token is revoked until it expires and its refresh token at
 * Cognito. A failure to reach Cognito is logged: the revoked access token and the cleared cookies
 * already end the session here.
 */
export async function endThisSession(user: SessionUser | undefined, refreshToken: string | undefined): Promise<void> {
  if (user) {
    await revokeAccessToken(user.tokenId, user.expiresAt);
    forgetSessionChecks(user.sub);
  }
  if (refreshToken) await revokeRefreshToken(refreshToken).catch((error: unknown) => logger.error('Refresh token not revoked at sign-out', error as Error));
}

/**
 * Ends every session of a user opened until now (a password reset): the app's mark, and Cognito's
 * global sign-out in AWS. Tokens tell the sign-in time in whole seconds, so sessions of the
 * current second end too: a person signs in with the new password seconds later, never within it.
 */
export async function endAllSessionsOf(username: string, now = new Date()): Promise<void> {
  const identity = await findUser(username);
  if (!identity) return;
  await markSessionsEnded(identity.sub, Math.floor(now.getTime() / 1000) + 1);
  forgetSessionChecks(identity.sub);
  await globalSignOut(identity.username);
}
