// The schemas of the mentorship packages (./packages), for input parsed at the edge and for the
// catalog's tests (docs/decisions/catalog-checked-by-tests.md). The cards themselves load no Zod.
import * as z from '../zod';
import { packageKeys, paidPackageKeys, type MentorshipPackage, type PackageFeature } from './packages';

export const packageKeySchema = /* @__PURE__ */ z.enum(packageKeys);

export const paidPackageKeySchema = /* @__PURE__ */ z.enum(paidPackageKeys);

const packageFeatureSchema: z.ZodMiniType<PackageFeature> = /* @__PURE__ */ z.object({
  text: z.string().check(z.minLength(1)),
  included: z.boolean(),
});

export const mentorshipPackageSchema: z.ZodMiniType<MentorshipPackage> = /* @__PURE__ */ z.object({
  key: packageKeySchema,
  title: z.string().check(z.minLength(1)),
  pricePerSessionCents: z.number().check(z.int(), z.nonnegative()),
  sessions: z.number().check(z.int(), z.positive()),
  priceCents: z.number().check(z.int(), z.nonnegative()),
  sessionMinutes: z.number().check(z.int(), z.positive()),
  subtitle: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  features: z.array(packageFeatureSchema).check(z.minLength(1)),
  buttonText: z.string().check(z.minLength(1)),
  highlighted: z.boolean(),
  badge: z.optional(z.string().check(z.minLength(1))),
  includesCoursePacket: z.boolean(),
});
