import type { FamilyLink, FamilyReply } from '@herway/shared/contracts/family';
import { auditEntry } from '../accounts/audit';
import { auditPut } from '../accounts/store/audit-repo';
import { getProfile } from '../accounts/store/user-repo';
import { accountTypeOf } from '../kernel/auth/account-type';
import type { SessionUser } from '../kernel/auth/token-verifier';
import { NotFound } from '../kernel/domain-errors';
import { guardianIdsOf, profilesOf, readFamilyItems, unlinkAccounts, withdrawInvite } from './store/family-repo';
import type { FamilyLinkRecord } from './store/family-repo';

// Her family links as she sees them, and their end (docs/family.md): either side ends a link at
// once, and deleting either account ends all of its links.

export const LINK_ENDED = 'This family link has already ended.';

/** GET /api/family: her live links (the other person's current name and address) and her open invitations. */
export async function familyOf(user: SessionUser, now = new Date()): Promise<FamilyReply> {
  const { links, invites } = await readFamilyItems(user.sub);
  const people = await profilesOf(links.map((link) => link.otherId));
  const shown: FamilyLink[] = links.flatMap((link) => {
    const person = people.get(link.otherId);
    return person ? [{ id: link.linkId, role: link.otherRole, userId: link.otherId, ...person, since: link.since }] : [];
  });
  return {
    accountType: accountTypeOf(user),
    links: shown.sort((a, b) => a.since.localeCompare(b.since)),
    invites: invites
      .filter((invite) => invite.validUntil > now.toISOString())
      .map((invite) => ({ email: invite.email, sentAt: invite.sentAt, expiresAt: invite.validUntil })),
  };
}

function unlinkAudit(actor: { sub: string; email: string }, link: FamilyLinkRecord, reason: string | null, now: Date) {
  return auditPut(
    auditEntry(
      actor,
      {
        action: 'family.unlink',
        targetType: 'familyLink',
        targetId: link.linkId,
        reason,
        before: { athleteId: link.athleteId, guardianId: link.guardianId, since: link.since },
      },
      now,
    ),
  );
}

/** Ends one of her links, from either side; a link that is not hers, or already ended, is NotFound. */
export async function endFamilyLink(user: SessionUser, linkId: string, now = new Date()): Promise<void> {
  const link = (await readFamilyItems(user.sub)).links.find((candidate) => candidate.linkId === linkId);
  if (!link) throw new NotFound(LINK_ENDED);
  const profile = await getProfile(user.sub);
  const ended = await unlinkAccounts(link, user.sub, unlinkAudit({ sub: user.sub, email: profile?.email ?? user.sub }, link, null, now));
  if (!ended) throw new NotFound(LINK_ENDED);
}

/**
 * Ends every link of an account whose deletion has begun, and withdraws its open invitations, so
 * nothing of her stays in another family's collection. Answers how many links ended.
 */
export async function endAllFamilyLinks(sub: string, email: string, now = new Date()): Promise<number> {
  const { links, invites } = await readFamilyItems(sub);
  let ended = 0;
  for (const link of links) {
    if (await unlinkAccounts(link, sub, unlinkAudit({ sub, email }, link, 'Account deleted', now))) ended += 1;
  }
  for (const invite of invites) await withdrawInvite(sub, invite);
  return ended;
}

/** The parents or guardians linked to an athlete, with the name and address her messages go to. */
export async function linkedGuardiansOf(athleteId: string): Promise<{ id: string; firstName: string; email: string }[]> {
  const ids = await guardianIdsOf(athleteId);
  const people = await profilesOf(ids);
  return ids.flatMap((id) => {
    const person = people.get(id);
    return person ? [{ id, firstName: person.firstName, email: person.email }] : [];
  });
}
