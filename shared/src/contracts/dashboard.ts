import * as z from '../zod';
import { courseKeySchema } from '../catalog/course-schema';
import { courseIdSchema } from '../catalog/course-id-schema';
import { courseProgressSummarySchema } from './course-progress';
import { certificateReplySchema } from './certificate';
import { mentorIdSchema } from './mentor-id';
import { paidPackageKeySchema } from '../catalog/packages-schema';
import { idSchema, timestampSchema } from './common';
import { mentorNotesSchema, openActionItemSchema } from './mentor-notes';
import { suppressedAddressSchema } from './mail-suppression';
import { courseMaterialSchema, recordStatusSchema, sessionStatusSchema } from './record-statuses';

export { courseMaterialSchema, recordStatusSchema, sessionStatusSchema, type SessionStatus } from './record-statuses';

/** A session, as GET /api/sessions/user lists it. */
export const sessionSchema = z.object({
  id: z.string(),
  status: sessionStatusSchema,
  sessionDate: z.nullable(timestampSchema),
  mentorName: z.nullable(z.string()),
  sessionDuration: z.number().check(z.int(), z.positive()),
  mentorshipPackageId: z.nullable(z.string()),
  completedAt: z.optional(z.nullable(timestampSchema)),
  notes: z.optional(z.nullable(z.string())),
  /**
   * True when the booking could not be attached to a package (no session left, or none bought):
   * it is kept, shown, and the founders sort it out; it cannot be marked complete meanwhile.
   */
  needsAttention: z.optional(z.boolean()),
  /**
   * The scheduler's own pages where she cancels or reschedules it (docs/decisions/bookings-are-hers.md): only on a scheduled
   * session the scheduler gave them for. The 24-hour policy is shared/catalog/session-policy.ts.
   */
  cancelUrl: z.optional(z.url()),
  rescheduleUrl: z.optional(z.url()),
  /** The video call's link, on a scheduled session. */
  joinUrl: z.optional(z.url()),
  /** Cancelled by her with less than 24 hours' notice: the session counted as used. */
  lateCancellation: z.optional(z.boolean()),
  /** Her mentor's notes and action items from this session, once an admin wrote them (mentor-notes.ts). */
  mentorNotes: z.optional(mentorNotesSchema),
  /** She shares this session's notes with her linked parents or guardians (off until she turns it on: docs/family.md). */
  sharedWithFamily: z.optional(z.boolean()),
});
export type Session = z.infer<typeof sessionSchema>;

export const coursePurchaseSummarySchema = z.object({
  id: z.string(),
  courseType: courseKeySchema,
  status: recordStatusSchema,
  purchaseDate: timestampSchema,
});

export const mentorshipPackageSummarySchema = z.object({
  id: z.string(),
  packageType: paidPackageKeySchema,
  status: recordStatusSchema,
  sessionsUsed: z.number().check(z.int(), z.nonnegative()),
  totalSessions: z.number().check(z.int(), z.positive()),
  /** Total minus used: sessions not yet held, booked or not. */
  sessionsRemaining: z.number().check(z.int(), z.nonnegative()),
  /** Scheduled bookings holding one of the remaining sessions. */
  sessionsBooked: z.number().check(z.int(), z.nonnegative()),
  /** Remaining sessions no booking holds yet: what she can still book. */
  sessionsToBook: z.number().check(z.int(), z.nonnegative()),
  purchaseDate: timestampSchema,
  /** When its access ends, set only by the founders (docs/product-rules.md); null or absent: it does not expire. */
  expiresAt: z.optional(z.nullable(timestampSchema)),
});
export type MentorshipPackageSummary = z.infer<typeof mentorshipPackageSummarySchema>;

export const entitlementSummarySchema = z.object({
  courseId: courseIdSchema,
  grantedAt: timestampSchema,
  expiresAt: z.nullable(timestampSchema),
  isActive: z.boolean(),
});

/**
 * Where the athlete books a session: one link per mentor, each for a 60-minute session (the
 * 30-minute link of the first product description is not used; docs/decisions/mentors-are-data.md). The URL carries her id sealed in utm_content (a
 * booking token, functions/src/bookings/booking-links.ts), which is how the booking finds its way
 * back to her; it opens in a new tab.
 */
export const bookingLinkSchema = z.object({
  mentorId: mentorIdSchema,
  mentorName: z.string(),
  sessionMinutes: z.number().check(z.int(), z.positive()),
  url: z.url(),
});
export type BookingLink = z.infer<typeof bookingLinkSchema>;

/** GET /api/dashboard: her profile, purchases, packages, sessions and course materials in one reply. */
export const dashboardReplySchema = z.object({
  user: z.object({ firstName: z.nullable(z.string()) }),
  coursePurchases: z.array(coursePurchaseSummarySchema),
  mentorshipPackages: z.array(mentorshipPackageSummarySchema),
  upcomingSessions: z.array(sessionSchema),
  /** Sessions of her active packages not yet booked: 'Sessions remaining' counts only those. */
  totalSessionsRemaining: z.number().check(z.int(), z.nonnegative()),
  /** Sessions of her active packages booked and not yet held. */
  totalSessionsBooked: z.number().check(z.int(), z.nonnegative()),
  entitlements: z.array(entitlementSummarySchema),
  courseMaterials: z.array(courseMaterialSchema),
  /** Her Course Packet progress, when she holds it (docs/course-player.md): its files are lessons of the course player, not downloads here. */
  course: z.optional(courseProgressSummarySchema),
  /** Her certificate of the course, once issued (docs/course-player.md#certificate): shown even if the course grew since. */
  certificate: z.optional(certificateReplySchema),
  bookingLinks: z.array(bookingLinkSchema),
  /** Her action items not done yet, those due first first (mentor-notes.ts). */
  openActionItems: z.optional(z.array(openActionItemSchema)),
  /** How much of her recruiting profile is filled, 0-100, and what is missing (catalog/recruiting.ts). */
  profileCompleteness: z.optional(z.object({ percent: z.number().check(z.int(), z.minimum(0), z.maximum(100)), missing: z.array(z.string()) })),
  /** Present when her account's address is suppressed (it bounced, or she marked a message as spam): HerWay no longer mails it (docs/email.md). */
  emailDelivery: z.optional(suppressedAddressSchema),
});
export type DashboardReply = z.infer<typeof dashboardReplySchema>;

/** GET /api/sessions/user */
export const sessionsReplySchema = z.array(sessionSchema);
export type SessionsReply = z.infer<typeof sessionsReplySchema>;

/** POST /api/sessions/complete/{id} */
export const completeSessionPathSchema = z.object({ id: idSchema });
export const completeSessionReplySchema = z.object({ session: sessionSchema, package: mentorshipPackageSummarySchema });
export type CompleteSessionReply = z.infer<typeof completeSessionReplySchema>;
