import type { SessionUser } from '../kernel/auth/token-verifier';
import { auditActorOf } from './store/audit-repo';
import { removeTotpFactor } from './store/sign-in-repo';
import { getProfile, markSessionsEnded } from './store/user-repo';
import { Conflict, NotFound } from '../kernel/domain-errors';
import { authenticatorResetEmail, tellAdmin } from './admin-security-emails';
import { auditEntry } from './audit';
import { forgetSessionChecks } from '../kernel/auth/session-validity';

export const RESET_YOURSELF = 'You cannot reset your own authenticator. Ask another admin to do it.';
export const NO_AUTHENTICATOR = 'This account has no authenticator set up: an admin sets one up at her next sign-in.';

/**
 * Another admin's lost phone: her authenticator is removed, with the reason in the audit log in the
 * same transaction (of two resets at once, one is made and the other told), every session she
 * opened ends, and she is e-mailed; at her next sign-in she sets up a new one.
 */
export async function resetAuthenticator(actor: Pick<SessionUser, 'sub'>, targetSub: string, reason: string, now = new Date()): Promise<{ email: string }> {
  if (targetSub === actor.sub) throw new Conflict(RESET_YOURSELF);
  const profile = await getProfile(targetSub);
  if (!profile) throw new NotFound('There is no account with this id. Reload the Users list.');
  const by = await auditActorOf(actor);
  const entry = auditEntry(by, { action: 'admin.totp-reset', targetType: 'admin', targetId: targetSub, reason, before: { email: profile.email } }, now);
  if (!(await removeTotpFactor(targetSub, entry))) throw new Conflict(NO_AUTHENTICATOR);
  await markSessionsEnded(targetSub, Math.floor(now.getTime() / 1000) + 1);
  forgetSessionChecks(targetSub);
  await tellAdmin(authenticatorResetEmail(profile.email, by.email, reason, now));
  return { email: profile.email };
}
