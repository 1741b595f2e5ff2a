import { randomUUID } from 'node:crypto';
import { FAMILY_INVITE_DAYS, MAX_GUARDIANS_PER_ATHLETE } from '@herway/shared/contracts/family';
import type { AccountType, FamilyInviteSummary, FamilyLink, PendingFamilyInvite } from '@herway/shared/contracts/family';
import { abuseLimits, enforceLimits } from '../accounts/abuse-limits';
import { auditEntry } from '../accounts/audit';
import { auditPut } from '../accounts/store/audit-repo';
import { getProfile } from '../accounts/store/user-repo';
import type { UserProfile } from '../accounts/store/user-repo';
import { accountTypeOf } from '../kernel/auth/account-type';
import type { SessionUser } from '../kernel/auth/token-verifier';
import { siteOrigins } from '../kernel/config';
import { accountDeleted } from '../kernel/store/account-guard';
import { Conflict, InvalidInput, NotAllowed, NotFound } from '../kernel/domain-errors';
import { sendEmail } from '../mail/email';
import { familyInviteEmail } from './family-emails';
import { linkAccounts, profilesOf, readFamilyItems, userIdByEmail } from './store/family-repo';
import { readInvite, storeInvite } from './store/invite-repo';
import type { FamilyInvite } from './store/invite-repo';

// Family invitations (docs/family.md): either side invites the other by e-mail; the person the
// e-mail reaches accepts with the account of that address and the other account type.

const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_VALID = 'This invitation link is not valid. Ask for a new invitation.';
const USED = 'This invitation has already been used. Ask for a new one if you still need to link.';

const otherType = (type: AccountType): AccountType => (type === 'athlete' ? 'guardian' : 'athlete');
const accountWords = (type: AccountType) => (type === 'athlete' ? 'an athlete account' : 'a parent or guardian account');
const dateText = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

async function openProfile(sub: string): Promise<UserProfile> {
  const profile = await getProfile(sub);
  if (!profile || profile.deletionBegunAt) throw accountDeleted();
  return profile;
}

/** Why an invitation cannot be used (now), or undefined when it can. */
function invitationRefusal(invite: FamilyInvite | undefined, now: Date): Error | undefined {
  if (!invite) return new NotFound(NOT_VALID);
  if (invite.usedAt) return new Conflict(USED);
  if (invite.validUntil <= now.toISOString()) {
    return new Conflict(`This invitation expired on ${dateText(invite.validUntil)}. Ask ${invite.inviterFirstName || 'the sender'} to send a new one.`);
  }
  return undefined;
}

/** Checks what an invitation to `email` would run into before anything is sent. */
async function checkInvitable(inviter: UserProfile, type: AccountType, email: string): Promise<void> {
  if (email === inviter.email) throw new InvalidInput("That's your own address. Enter the e-mail address of the person you are inviting.");
  const { links } = await readFamilyItems(inviter.id);
  if (type === 'athlete' && links.length >= MAX_GUARDIANS_PER_ATHLETE) {
    throw new Conflict('You already have two parents or guardians linked. End one of those links before inviting someone else.');
  }
  const existingId = await userIdByEmail(email);
  if (!existingId) return;
  if (links.some((link) => link.otherId === existingId)) throw new Conflict(`You are already linked with ${email}.`);
  const existing = await getProfile(existingId);
  if ((existing?.accountType ?? 'athlete') === type || existing?.isAdmin) {
    throw new Conflict(
      `${email} is not ${accountWords(otherType(type))}. Invite the e-mail address of ${type === 'athlete' ? 'your parent or guardian' : 'the athlete'}.`,
    );
  }
}

/** Sends an invitation from a signed-in athlete or guardian; answers it as her family page lists it, with whether it could be e-mailed. */
export async function inviteToFamily(user: SessionUser, email: string, now = new Date()): Promise<{ invite: PendingFamilyInvite; emailed: boolean }> {
  const type = accountTypeOf(user);
  const inviter = await openProfile(user.sub);
  await checkInvitable(inviter, type, email);
  await enforceLimits([{ limit: abuseLimits.familyInvites, subject: user.sub }], now.getTime());
  const validUntil = new Date(now.getTime() + FAMILY_INVITE_DAYS * DAY_MS);
  const inviterFirstName = inviter.firstName?.trim() || inviter.email;
  const { token } = await storeInvite({ inviterId: user.sub, inviterRole: type, inviterFirstName, email, now, validUntil });
  const inviterName = [inviter.firstName, inviter.lastName].filter(Boolean).join(' ') || inviter.email;
  const acceptUrl = `${siteOrigins()[0] ?? ''}/family/accept/${token}`;
  const outcome = await sendEmail(familyInviteEmail({ to: email, inviterName, inviterRole: type, acceptUrl, validUntil }));
  return { invite: { email, sentAt: now.toISOString(), expiresAt: validUntil.toISOString() }, emailed: outcome.status === 'sent' };
}

/** What the accept page shows the holder of a link: whose invitation, for which account. */
export async function describeInvite(token: string, now = new Date()): Promise<FamilyInviteSummary> {
  const invite = await readInvite(token);
  const refusal = invitationRefusal(invite, now);
  if (refusal || !invite) throw refusal;
  return { inviterFirstName: invite.inviterFirstName, invitedAs: otherType(invite.inviterRole), email: invite.email, expiresAt: invite.validUntil };
}

/** The link between the two accounts of an invitation, as the one accepting sees the other. */
async function linkViewOf(invite: FamilyInvite, linkId: string, since: string): Promise<FamilyLink> {
  const other = (await profilesOf([invite.inviterId])).get(invite.inviterId);
  if (!other) throw new NotFound('This invitation is no longer valid: the account it came from was deleted.');
  return { id: linkId, role: invite.inviterRole, userId: invite.inviterId, ...other, since };
}

/** Her existing link with the invitation's sender (a second click on the same link), if any. */
async function existingLinkWith(sub: string, invite: FamilyInvite): Promise<FamilyLink | undefined> {
  const link = (await readFamilyItems(sub)).links.find((candidate) => candidate.otherId === invite.inviterId);
  return link ? linkViewOf(invite, link.linkId, link.since) : undefined;
}

/** Checks that the signed-in account is the one the invitation was sent to, of the other account type. */
function checkAcceptor(user: SessionUser, profile: UserProfile, invite: FamilyInvite): void {
  if (invite.inviterId === user.sub) throw new InvalidInput('This is your own invitation: the person you invited accepts it.');
  const needed = otherType(invite.inviterRole);
  if (accountTypeOf(user) !== needed)
    throw new Conflict(`This invitation is for ${accountWords(needed)}. Sign in with the account of ${invite.email} to accept it.`);
  if (profile.email !== invite.email) throw new NotAllowed(`This invitation was sent to ${invite.email}. Sign in with that address to accept it.`);
}

/** Accepts an invitation for the signed-in account: one link, whatever the clicks; a second accept of her own answers the link. */
export async function acceptFamilyInvite(user: SessionUser, token: string, now = new Date()): Promise<FamilyLink> {
  const invite = await readInvite(token);
  if (invite?.usedBy === user.sub) {
    const link = await existingLinkWith(user.sub, invite);
    if (link) return link;
  }
  const refusal = invitationRefusal(invite, now);
  if (refusal || !invite) throw refusal;
  const profile = await openProfile(user.sub);
  checkAcceptor(user, profile, invite);
  const [athleteId, guardianId] = invite.inviterRole === 'athlete' ? [invite.inviterId, user.sub] : [user.sub, invite.inviterId];
  const linkId = randomUUID();
  const since = now.toISOString();
  const audit = auditEntry(
    { sub: user.sub, email: profile.email },
    { action: 'family.link', targetType: 'familyLink', targetId: linkId, after: { athleteId, guardianId, invitedBy: invite.inviterId } },
    now,
  );
  const outcome = await linkAccounts({ linkId, invite, athleteId, guardianId, acceptedBy: user.sub, now: since, audit: auditPut(audit) });
  if (outcome === 'linked') return linkViewOf(invite, linkId, since);
  if (outcome === 'account-closed') throw new NotFound('This invitation is no longer valid: one of the accounts was deleted.');
  if (outcome === 'invite-spent') return sameAcceptAgain(user.sub, token, now);
  if (outcome === 'already-linked') throw new Conflict(`You are already linked with ${invite.inviterFirstName || invite.email}.`);
  const athleteName = invite.inviterRole === 'athlete' ? invite.inviterFirstName : 'This athlete';
  throw new Conflict(`${athleteName} already has two parents or guardians linked. One of those links must end before another can be added.`);
}

/** An accept that lost to another of the same token: her own (a double click) answers the link it made; anyone else's is refused. */
async function sameAcceptAgain(sub: string, token: string, now: Date): Promise<FamilyLink> {
  const spent = await readInvite(token);
  const link = spent?.usedBy === sub ? await existingLinkWith(sub, spent) : undefined;
  if (link) return link;
  throw invitationRefusal(spent, now) ?? new Conflict(USED);
}
