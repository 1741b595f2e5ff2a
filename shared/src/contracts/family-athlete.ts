import * as z from '../zod';
import { timestampSchema } from './common';
import { courseProgressSummarySchema } from './course';
import { mentorshipPackageSummarySchema, sessionStatusSchema } from './dashboard';
import { mentorNotesSchema, openActionItemSchema } from './mentor-notes';
import { contactConsentSchema, contactRuleViewSchema } from './recruiting';

// What a linked guardian sees of her athlete (docs/family.md). Apart from the link and invitation
// contracts (family.ts) because it composes the dashboard's, the course's and the notes' schemas:
// the family handlers that only link accounts do not carry them.

/** A session as her guardian sees it: when, with whom, how it went; the notes only where she shared them. */
export const familySessionSchema = z.object({
  id: z.string(),
  status: sessionStatusSchema,
  sessionDate: z.nullable(timestampSchema),
  mentorName: z.nullable(z.string()),
  sharedNotes: z.optional(mentorNotesSchema),
});
export type FamilySession = z.infer<typeof familySessionSchema>;

/** A payment made for her (by her or by a guardian), without card details. */
export const familyPaymentSchema = z.object({
  id: z.string(),
  item: z.string(),
  amount: z.number(),
  refundedAmount: z.number(),
  status: z.string(),
  paidAt: timestampSchema,
});
export type FamilyPayment = z.infer<typeof familyPaymentSchema>;

/** The part of her recruiting workspace she shares with her family (one switch, off until she turns it on). */
export const familyWorkspaceSchema = z.object({
  graduationYear: z.nullable(z.number()),
  sports: z.string(),
  position: z.string(),
  schools: z.array(
    z.object({
      name: z.string(),
      division: z.nullable(z.string()),
      status: z.string(),
      /** When its coaches may contact her (the same rule as on her list). */
      contactRule: z.nullable(contactRuleViewSchema),
      /** How often her coach link for the school was opened: a count and a date, never a claim of interest. */
      coachLink: z.nullable(z.object({ opens: z.number(), lastOpenedAt: z.nullable(timestampSchema) })),
    }),
  ),
});

/** GET /api/family/athletes/{athleteId}: what a linked guardian sees of her. */
export const familyAthleteReplySchema = z.object({
  athlete: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  packages: z.array(z.object({ ...mentorshipPackageSummarySchema.shape, expiresAt: z.nullable(timestampSchema) })),
  upcomingSessions: z.array(familySessionSchema),
  pastSessions: z.array(familySessionSchema),
  course: z.optional(courseProgressSummarySchema),
  openActionItems: z.array(openActionItemSchema),
  payments: z.array(familyPaymentSchema),
  /** null unless she shares her recruiting workspace with her family. */
  workspace: z.nullable(familyWorkspaceSchema),
  contactConsent: contactConsentSchema,
});
export type FamilyAthleteReply = z.infer<typeof familyAthleteReplySchema>;
