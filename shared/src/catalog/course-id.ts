import * as z from '../zod';

// A module of its own (re-exported by ./course) so that the stores that read an entitlement's or a
// file's course id do not build the course packet's catalog.

/** Course ids of gated content and of content entitlements. */
export const courseIdSchema = z.enum(['course_packet', 'mentorship_materials', 'bonus_content']);
export type CourseId = z.infer<typeof courseIdSchema>;
