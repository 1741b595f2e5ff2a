import type { SessionUser } from '../kernel/auth/token-verifier';
import { readAdminStanding, removeFromAdminGroup } from './admin-accounts';
import { recordAdminRemoval, readAdminRevision } from './store/admin-role-repo';
import { auditActorOf } from './store/audit-repo';
import { getProfile } from './store/user-repo';
import { findUser, globalSignOut } from './identity';
import { Conflict, NotFound } from '../kernel/domain-errors';
import { forgetAdminStanding } from './admin-standing';
import { auditEntry } from './audit';
import { forgetSessionChecks } from '../kernel/auth/session-validity';

export const REMOVE_YOURSELF = 'You cannot remove your own admin access. Ask another admin to do it.';
export const NOT_AN_ADMIN = 'This account is not an admin (any more). Reload the Users list.';
export const REMOVED_MEANWHILE = 'Another admin changed this account a moment ago. Reload the Users list.';

/**
 * The founders take an admin's access away from /admin. It takes effect at once: her profile's
 * session mark ends every session she opened (the session check every request makes), recorded
 * with the audit entry in one transaction over the revision read, so of two removals at once one
 * is made and the other told; then Cognito takes her out of the admin group and signs her out
 * everywhere, so a new sign-in is no admin's either.
 */
export async function removeAdmin(actor: Pick<SessionUser, 'sub'>, targetSub: string, reason: string, now = new Date()): Promise<{ email: string }> {
  if (targetSub === actor.sub) throw new Conflict(REMOVE_YOURSELF);
  const [profile, revision] = await Promise.all([getProfile(targetSub), readAdminRevision(targetSub)]);
  if (!profile || revision === undefined) throw new NotFound('There is no account with this id. Reload the Users list.');
  const identity = await findUser(profile.email);
  if (!identity || (await readAdminStanding(identity.username)) !== 'admin') throw new Conflict(NOT_AN_ADMIN);
  const entry = auditEntry(
    await auditActorOf(actor),
    { action: 'admin.remove', targetType: 'admin', targetId: targetSub, reason, before: { email: profile.email, isAdmin: true }, after: { isAdmin: false } },
    now,
  );
  const endedBefore = Math.floor(now.getTime() / 1000) + 1;
  if (!(await recordAdminRemoval(targetSub, revision, endedBefore, entry))) throw new Conflict(REMOVED_MEANWHILE);
  forgetSessionChecks(targetSub);
  forgetAdminStanding(targetSub);
  await removeFromAdminGroup(identity.username);
  await globalSignOut(identity.username);
  return { email: profile.email };
}
