import * as z from '../zod';

// Her progress through the course as her dashboard shows it. A module of its own (re-exported by
// ./course) so that her dashboard's answer is checked without building the player's and the
// admin's course schemas.

/** Where 'Continue' goes: the first lesson of a released module she has not completed. */
export const lessonPointerSchema = z.object({ moduleNumber: z.number(), assetId: z.string(), title: z.string() });
export type LessonPointer = z.infer<typeof lessonPointerSchema>;

/** The dashboard's line about the course: 'Module 3 of 8 · 42%' and where 'Continue' goes. */
export const courseProgressSummarySchema = z.object({
  percentComplete: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
  releasedModules: z.number().check(z.int(), z.nonnegative()),
  currentModule: z.nullable(z.number()),
  next: z.nullable(lessonPointerSchema),
});
export type CourseProgressSummary = z.infer<typeof courseProgressSummarySchema>;
