// The schemas of the course catalog (./course), for input parsed at the edge and for the catalog's
// tests (docs/decisions/catalog-checked-by-tests.md). The catalog itself loads no Zod. A Lambda
// bundle drops an unused schema here only when its arguments hold no call (the enums, marked pure);
// the object schemas stay wherever this module is imported (docs/lambda-bundles.md). The course
// id's is in ./course-id-schema.
import * as z from '../zod';
import { courseKeys, courseStatuses, MODULE_MAX_MINUTES, MODULE_MIN_MINUTES, type CourseModule, type CoursePacket } from './course';
import { courseIdSchema } from './course-id-schema';

export const courseKeySchema = /* @__PURE__ */ z.enum(courseKeys);

export const courseModuleSchema: z.ZodMiniType<CourseModule> = /* @__PURE__ */ z.object({
  number: z.number().check(z.int(), z.minimum(0), z.maximum(8)),
  title: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  durationMinutes: z.number().check(z.int(), z.minimum(MODULE_MIN_MINUTES), z.maximum(MODULE_MAX_MINUTES)),
});

export const courseStatusSchema = /* @__PURE__ */ z.enum(courseStatuses);

export const coursePacketSchema: z.ZodMiniType<CoursePacket> = /* @__PURE__ */ z.object({
  key: courseKeySchema,
  name: z.string().check(z.minLength(1)),
  priceCents: z.number().check(z.int(), z.positive()),
  courseId: courseIdSchema,
  access: z.literal('lifetime'),
  accessLabel: z.string().check(z.minLength(1)),
  paymentLabel: z.string().check(z.minLength(1)),
  status: courseStatusSchema,
  statusLabel: z.string().check(z.minLength(1)),
  tagline: z.string().check(z.minLength(1)),
  modules: z.array(courseModuleSchema).check(z.length(9)),
  benefits: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
});
