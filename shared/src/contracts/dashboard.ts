import { z } from 'zod';
import { courseIdSchema, courseKeySchema } from '../catalog/course';
import { paidPackageKeySchema } from '../catalog/packages';
import { idSchema, timestampSchema } from './common';

export const sessionStatusSchema = z.enum(['scheduled', 'completed', 'cancelled', 'rescheduled']);
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

export const recordStatusSchema = z.enum(['active', 'inactive', 'refunded']);

/** SPEC §3 "Session", as GET /api/sessions/user lists it. */
export const sessionSchema = z.object({
  id: z.string(),
  status: sessionStatusSchema,
  sessionDate: timestampSchema.nullable(),
  mentorName: z.string().nullable(),
  sessionDuration: z.number().int().positive(),
  mentorshipPackageId: z.string().nullable(),
  completedAt: timestampSchema.nullable().optional(),
  notes: z.string().nullable().optional(),
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
  sessionsUsed: z.number().int().nonnegative(),
  totalSessions: z.number().int().positive(),
  sessionsRemaining: z.number().int().nonnegative(),
  purchaseDate: timestampSchema,
});
export type MentorshipPackageSummary = z.infer<typeof mentorshipPackageSummarySchema>;

/** Gated course content the athlete is entitled to (the dashboard's course materials list). */
export const courseMaterialSchema = z.object({
  assetId: z.string(),
  courseId: courseIdSchema,
  fileName: z.string(),
  description: z.string().optional(),
  contentType: z.enum(['pdf', 'video', 'document']),
  fileSize: z.number().int().nonnegative(),
});

export const entitlementSummarySchema = z.object({
  courseId: courseIdSchema,
  grantedAt: timestampSchema,
  expiresAt: timestampSchema.nullable(),
  isActive: z.boolean(),
});

/** GET /api/dashboard (SPEC §3 "Dashboard response"). */
export const dashboardReplySchema = z.object({
  user: z.object({ firstName: z.string().nullable() }),
  coursePurchases: z.array(coursePurchaseSummarySchema),
  mentorshipPackages: z.array(mentorshipPackageSummarySchema),
  upcomingSessions: z.array(sessionSchema),
  totalSessionsRemaining: z.number().int().nonnegative(),
  entitlements: z.array(entitlementSummarySchema),
  courseMaterials: z.array(courseMaterialSchema),
});
export type DashboardReply = z.infer<typeof dashboardReplySchema>;

/** GET /api/sessions/user */
export const sessionsReplySchema = z.array(sessionSchema);

/** POST /api/sessions/complete/{id} */
export const completeSessionPathSchema = z.object({ id: idSchema });
export const completeSessionReplySchema = z.object({ session: sessionSchema, package: mentorshipPackageSummarySchema });
