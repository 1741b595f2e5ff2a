import * as z from '../zod';
import { accountTypeSchema } from './account-type';
import { emailSchema } from './email-address';
import { idSchema, timestampSchema } from './common';
import { contactConsentSchema } from './contact-consent';

export { contactConsentSchema, type ContactConsent } from './contact-consent';
export { accountTypeSchema, type AccountType } from './account-type';

/**
 * The family (docs/family.md): an athlete's account and a parent's or guardian's account, linked
 * by an invitation either side sends. The athlete owns her account; the guardian sees what the
 * link shows her, while it lives.
 */
/** An athlete links at most this many parents or guardians; a guardian may link several athletes (siblings). */
export const MAX_GUARDIANS_PER_ATHLETE = 2;
/** How long an invitation's link can be accepted. */
export const FAMILY_INVITE_DAYS = 7;

/** POST /api/family/invites: the e-mail of the person she invites (a guardian invites an athlete, and the other way round). */
export const familyInviteBodySchema = z.object({ email: emailSchema });
export type FamilyInviteBody = z.input<typeof familyInviteBodySchema>;

/** An invitation sent and not accepted yet, as its sender sees it. */
export const pendingFamilyInviteSchema = z.object({
  email: z.string(),
  sentAt: timestampSchema,
  expiresAt: timestampSchema,
});
export type PendingFamilyInvite = z.infer<typeof pendingFamilyInviteSchema>;

export const familyInviteReplySchema = z.object({ message: z.string(), invite: pendingFamilyInviteSchema });
export type FamilyInviteReply = z.infer<typeof familyInviteReplySchema>;

/** The token in /family/accept/{token}: 43 base64url characters (32 random bytes). */
export const familyInviteTokenSchema = z
  .string({ error: 'This invitation link is not complete: copy the whole address' })
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is not complete: copy the whole address'));

/** GET /api/family/invites/{token} (public): what the accept page tells the person holding the link. */
export const familyInvitePathSchema = z.object({ token: familyInviteTokenSchema });
export const familyInviteSummarySchema = z.object({
  inviterFirstName: z.string(),
  /** The account the invited person needs: an invitation from an athlete is for a guardian's account. */
  invitedAs: accountTypeSchema,
  /** The address the invitation was sent to: only an account with it can accept. */
  email: z.string(),
  expiresAt: timestampSchema,
});
export type FamilyInviteSummary = z.infer<typeof familyInviteSummarySchema>;

/** POST /api/family/accept */
export const acceptFamilyInviteBodySchema = z.object({ token: familyInviteTokenSchema });
export type AcceptFamilyInviteBody = z.input<typeof acceptFamilyInviteBodySchema>;

/** One live link, as one side sees the other. */
export const familyLinkSchema = z.object({
  id: idSchema,
  /** The other person's role in the link. */
  role: accountTypeSchema,
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  since: timestampSchema,
});
export type FamilyLink = z.infer<typeof familyLinkSchema>;

export const acceptFamilyInviteReplySchema = z.object({ message: z.string(), link: familyLinkSchema });
export type AcceptFamilyInviteReply = z.infer<typeof acceptFamilyInviteReplySchema>;

/** GET /api/family: her links and the invitations she sent that are still open. */
export const familyReplySchema = z.object({
  accountType: accountTypeSchema,
  links: z.array(familyLinkSchema),
  invites: z.array(pendingFamilyInviteSchema),
});
export type FamilyReply = z.infer<typeof familyReplySchema>;

/** DELETE /api/family/links/{linkId} */
export const familyLinkPathSchema = z.object({ linkId: idSchema });

/** GET /api/family/athletes/{athleteId} */
export const familyAthletePathSchema = z.object({ athleteId: idSchema });

/** PUT /api/family/athletes/{athleteId}/contact-consent: a guardian gives or withdraws her agreement. */
export const contactConsentBodySchema = z.object({ consent: z.boolean({ error: 'Say yes or no to sharing her contact details' }) });
export const contactConsentReplySchema = z.object({ message: z.string(), contactConsent: contactConsentSchema });

/** PUT /api/sessions/{id}/family-sharing and PUT /api/profile/family-sharing: her switch, off by default. */
export const familySharingBodySchema = z.object({ shared: z.boolean({ error: 'Say whether to share it with your family' }) });
export type FamilySharingBody = z.input<typeof familySharingBodySchema>;
export const sessionSharingPathSchema = z.object({ id: idSchema });
export const familySharingReplySchema = z.object({ message: z.string(), shared: z.boolean() });
export type FamilySharingReply = z.infer<typeof familySharingReplySchema>;
