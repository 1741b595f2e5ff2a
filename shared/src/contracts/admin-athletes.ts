import * as z from '../zod';
import { courseIdSchema } from '../catalog/course-id-schema';
import { paidPackageKeySchema } from '../catalog/packages-schema';
import { accountTypeSchema } from './account-type';
import { contactRecordSchema } from './admin';
import { idSchema, timestampSchema } from './common';
import { recordStatusSchema, sessionStatusSchema } from './dashboard';
import { recruitingProfileSchema, schoolSchema } from './recruiting';
import { mentorNotesSchema } from './mentor-notes';

// One athlete's page for the admins: GET /api/admin/athletes/{id} and the
// actions on her records, each with a reason (docs/admin-athletes-leads-attention.md).

const count = z.number().check(z.int(), z.nonnegative());

export const athletePathSchema = z.object({ id: idSchema });
export const bookingPathSchema = z.object({ userId: idSchema, bookingId: idSchema });

export const athletePackageSchema = z.object({
  id: z.string(),
  packageType: paidPackageKeySchema,
  status: recordStatusSchema,
  totalSessions: count,
  sessionsUsed: count,
  sessionsRemaining: count,
  /** Scheduled bookings holding one of the remaining sessions. */
  sessionsBooked: count,
  /** Remaining sessions no booking holds: what a session removed may take. */
  sessionsToBook: count,
  purchaseDate: timestampSchema,
  accessExpiresAt: z.nullable(timestampSchema),
  /** Paid, in cents. */
  amount: count,
  stripePaymentIntentId: z.nullable(z.string()),
});
export type AthletePackage = z.infer<typeof athletePackageSchema>;

export const athleteBookingSchema = z.object({
  id: z.string(),
  status: sessionStatusSchema,
  sessionDate: z.nullable(timestampSchema),
  mentorName: z.nullable(z.string()),
  mentorshipPackageId: z.nullable(z.string()),
  needsAttention: z.boolean(),
  attentionReason: z.nullable(z.string()),
  /** Marked a no-show by an admin: the session counts as used (status `completed`). */
  noShow: z.boolean(),
  lateCancellation: z.boolean(),
  cancelReason: z.nullable(z.string()),
  /** The scheduler's page to cancel it there too (HerWay cannot cancel the mentor's calendar event). */
  cancelUrl: z.nullable(z.string()),
  createdAt: timestampSchema,
  /** The mentor's notes and action items of this session, once written (mentor-notes.ts). */
  mentorNotes: z.optional(mentorNotesSchema),
});
export type AthleteBooking = z.infer<typeof athleteBookingSchema>;

export const athletePaymentSchema = z.object({
  id: z.string(),
  /** In cents. */
  amount: count,
  amountRefunded: count,
  currency: z.string(),
  /** succeeded, failed, partially_refunded, refunded; `unknown` when only her reference is left. */
  status: z.string(),
  productType: z.nullable(z.string()),
  isTest: z.boolean(),
  needsAttention: z.nullable(z.string()),
  createdAt: timestampSchema,
});
export type AthletePayment = z.infer<typeof athletePaymentSchema>;

export const athleteEntitlementSchema = z.object({
  courseId: courseIdSchema,
  isActive: z.boolean(),
  grantedAt: timestampSchema,
  accessExpiresAt: z.nullable(timestampSchema),
});
export type AthleteEntitlement = z.infer<typeof athleteEntitlementSchema>;

/** Someone linked to her account (docs/family.md): a parent or guardian on an athlete's page, an athlete on a guardian's. */
export const linkedFamilyMemberSchema = z.object({
  id: z.string(),
  /** The linked person's kind of account. */
  accountType: accountTypeSchema,
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  email: z.string(),
  /** When the link was made. */
  since: timestampSchema,
});
export type LinkedFamilyMember = z.infer<typeof linkedFamilyMemberSchema>;

export const athleteReplySchema = z.object({
  profile: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    isAdmin: z.boolean(),
    /** Null for an admin, whose account is neither. */
    accountType: z.nullable(accountTypeSchema),
    createdAt: timestampSchema,
  }),
  /** Her live family links, oldest first: her parents or guardians (a guardian's page: her athletes). */
  family: z.array(linkedFamilyMemberSchema),
  packages: z.array(athletePackageSchema),
  bookings: z.array(athleteBookingSchema),
  payments: z.array(athletePaymentSchema),
  entitlements: z.array(athleteEntitlementSchema),
  /** Contact messages sent from her address (newest first). */
  contacts: z.array(contactRecordSchema),
  /** Her recruiting profile (null until she saves one), whether she shares it, and her school list (docs/recruiting-workspace.md). */
  recruiting: z.optional(z.object({ profile: z.nullable(recruitingProfileSchema), shared: z.boolean(), schools: z.array(schoolSchema) })),
});
export type AthleteReply = z.infer<typeof athleteReplySchema>;

/** Every admin action says why: it goes into the audit log. */
export const actionReasonSchema = z
  .string({ error: 'Please give a reason' })
  .check(z.trim(), z.minLength(3, 'Please give a reason (a few words)'), z.maxLength(500, 'The reason must be at most 500 characters'));

/** POST /api/admin/athletes/{id}/sessions: one session added to or taken from a package. */
export const changeSessionsBodySchema = z.object({
  packageId: z.string({ error: 'Choose a package' }).check(z.trim(), z.minLength(1, 'Choose a package'), z.maxLength(200, 'Choose a package')),
  change: z.enum(['grant', 'remove'], { error: 'Choose grant or remove' }),
  reason: actionReasonSchema,
});
export type ChangeSessionsBody = z.input<typeof changeSessionsBodySchema>;

/**
 * POST /api/admin/athletes/{id}/access: a package's or a course entitlement's access extended to a
 * date (`until`; null: no end) or ended now.
 */
export const changeAccessBodySchema = z.object({
  target: z.enum(['package', 'entitlement'], { error: 'Choose a package or a course' }),
  /** The package id, or the course id of the entitlement. */
  targetId: z
    .string({ error: 'Choose a package or a course' })
    .check(z.trim(), z.minLength(1, 'Choose a package or a course'), z.maxLength(200, 'Choose a package or a course')),
  change: z.enum(['extend', 'end'], { error: 'Choose extend or end' }),
  until: z.optional(z.nullable(z.iso.datetime({ offset: true, error: 'The new end of access must be a date' }))),
  reason: actionReasonSchema,
});
export type ChangeAccessBody = z.input<typeof changeAccessBodySchema>;

/** POST /api/admin/bookings/{userId}/{bookingId}/cancel and .../no-show */
export const bookingActionBodySchema = z.object({ reason: actionReasonSchema });
export type BookingActionBody = z.input<typeof bookingActionBodySchema>;

/** What every action answers: her page as it is now. */
export const athleteActionReplySchema = z.object({ message: z.string(), athlete: athleteReplySchema });
export type AthleteActionReply = z.infer<typeof athleteActionReplySchema>;
