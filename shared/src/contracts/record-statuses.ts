import * as z from '../zod';
import { courseIdSchema } from '../catalog/course-id-schema';

// The stored records' own fields that the dashboard's reply shows as they are: in a module of
// their own, so a store that validates its records with them does not bring the whole dashboard
// contract (and the catalog and contracts it is made of) into every Lambda that reads the table
// (docs/lambda-bundles.md). dashboard.ts re-exports them.

export const sessionStatusSchema = z.enum(['scheduled', 'completed', 'cancelled', 'rescheduled']);
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

export const recordStatusSchema = z.enum(['active', 'inactive', 'refunded']);

/** Gated course content the athlete is entitled to (the dashboard's course materials list). */
export const courseMaterialSchema = z.object({
  assetId: z.string(),
  courseId: courseIdSchema,
  fileName: z.string(),
  description: z.optional(z.string()),
  contentType: z.enum(['pdf', 'video', 'document']),
  fileSize: z.number().check(z.int(), z.nonnegative()),
});
