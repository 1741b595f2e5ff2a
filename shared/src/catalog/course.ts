// The self-paced Complete Course Packet shown on /course ($150, lifetime; docs/product-rules.md#prices-and-packages),
// and the course ids that gate uploaded content (an asset's courseId).
import * as z from '../zod';
import { courseIdSchema } from './course-id';
import type { CourseId } from './course-id';

export { courseIdSchema, type CourseId } from './course-id';

export const courseIds: readonly CourseId[] = courseIdSchema.options;

/** Labels for the admin upload form and asset list. */
export const courseIdLabels: Readonly<Record<CourseId, string>> = {
  course_packet: 'Course Packet',
  mentorship_materials: 'Mentorship Materials',
  bonus_content: 'Bonus Content',
};

/** The course products that can be bought (`courseType` in checkout and purchases). */
export const courseKeySchema = z.enum(['full_packet']);
export type CourseKey = z.infer<typeof courseKeySchema>;

export const MODULE_MIN_MINUTES = 5;
export const MODULE_MAX_MINUTES = 15;
export const COURSE_MIN_TOTAL_MINUTES = 80;
export const COURSE_MAX_TOTAL_MINUTES = 90;

export const courseModuleSchema = /* @__PURE__ */ z.object({
  /** 0 is the introduction; 1-8 are the modules. */
  number: z.number().check(z.int(), z.minimum(0), z.maximum(8)),
  title: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  durationMinutes: z.number().check(z.int(), z.minimum(MODULE_MIN_MINUTES), z.maximum(MODULE_MAX_MINUTES)),
});
export type CourseModule = z.infer<typeof courseModuleSchema>;

export const courseStatusSchema = z.enum(['coming_soon', 'available']);
export type CourseStatus = z.infer<typeof courseStatusSchema>;

// A name of its own: a property read in coursePacket's arguments would keep it in every bundle (below).
const COMING_SOON_LABEL = 'COMING SOON';

export const courseStatusLabels: Readonly<Record<CourseStatus, string>> = {
  coming_soon: COMING_SOON_LABEL,
  available: 'AVAILABLE NOW',
};

export const coursePacketSchema = /* @__PURE__ */ z.object({
  key: courseKeySchema,
  name: z.string().check(z.minLength(1)),
  /** One-time price in cents. */
  priceCents: z.number().check(z.int(), z.positive()),
  /** The content entitlement a purchase grants. */
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
export type CoursePacket = z.infer<typeof coursePacketSchema>;

// Written as mutable arrays so the packet below can hold them as they are (a spread copy is a
// call the bundler keeps even where nothing reads the packet); exported read-only.
const moduleList: CourseModule[] = [
  {
    number: 0,
    title: 'Welcome: Your Recruiting Roadmap',
    description:
      'How the packet is organized, what college coaches actually look for, and a grade-by-grade checklist so you know what to do now and what can wait.',
    durationMinutes: 5,
  },
  {
    number: 1,
    title: 'Understanding College Athletics: NCAA, NAIA & JUCO',
    description:
      'The differences between NCAA Division I, II and III, the NAIA and junior colleges: level of play, time commitment, scholarships and recruiting rules, so you can aim for the levels that fit you.',
    durationMinutes: 10,
  },
  {
    number: 2,
    title: 'Academics & Eligibility',
    description:
      'Why grades open doors: core courses, GPA, test-optional policies, and when and how to register with the NCAA Eligibility Center or the NAIA Eligibility Center.',
    durationMinutes: 10,
  },
  {
    number: 3,
    title: 'Building Your Athletic Resume',
    description:
      'A one-page profile coaches can scan in 30 seconds: contact details, position, club and school teams, stats, measurables, academics, references and your highlight video link.',
    durationMinutes: 10,
  },
  {
    number: 4,
    title: 'Creating a Highlight Video Coaches Watch',
    description: 'What to film, how long the video should be, putting your best clips first, marking yourself clearly, and where to host and share it.',
    durationMinutes: 12,
  },
  {
    number: 5,
    title: 'Reaching Out to College Coaches',
    description:
      'Writing a personal first email, choosing subject lines that get opened, following up without pestering, preparing for phone calls, and the questions to ask a coach.',
    durationMinutes: 12,
  },
  {
    number: 6,
    title: 'Your Social Media & Online Presence',
    description:
      'Coaches look you up. How to audit your accounts, post in a way that shows your character and training, and use your profiles to support your outreach.',
    durationMinutes: 8,
  },
  {
    number: 7,
    title: 'Camps, Showcases & Campus Visits',
    description:
      'Choosing camps and showcases worth the money, making the most of unofficial and official visits, and what to look for in a team’s culture and in campus life.',
    durationMinutes: 10,
  },
  {
    number: 8,
    title: 'Offers, Scholarships & Making Your Decision',
    description:
      'Athletic and academic aid, reading an offer, verbal commitments versus signing, comparing schools side by side, and making a choice you will be happy with even without the sport.',
    durationMinutes: 10,
  },
];

export const courseModules: readonly CourseModule[] = moduleList;

const benefitList: string[] = [
  'Lifetime access to all nine modules',
  'Learn at your own pace, on any device',
  'Created by current female college athletes who went through recruiting',
  'Templates for your athletic resume and coach emails',
  'A clear recruiting timeline from freshman to senior year',
  'Included free with the Elite mentorship package',
];
export const courseBenefits: readonly string[] = benefitList;

// Checked against its schema by course.test.ts, not at every load (docs/decisions/catalog-checked-by-tests.md).
export const coursePacket: CoursePacket = {
  key: 'full_packet',
  name: 'Complete Course Packet',
  priceCents: 15000,
  courseId: 'course_packet',
  access: 'lifetime',
  accessLabel: 'Lifetime access',
  paymentLabel: 'One-time payment',
  status: 'coming_soon',
  statusLabel: COMING_SOON_LABEL,
  tagline: 'Everything we wish we had known about college recruiting, in one self-paced course.',
  modules: moduleList,
  benefits: benefitList,
};

/** Total length of the course in minutes. */
export const courseTotalMinutes: number = /* @__PURE__ */ courseModules.reduce((total, module) => total + module.durationMinutes, 0);

/** The course product for any string (e.g. a query parameter), or undefined. */
export function findCourse(key: string): CoursePacket | undefined {
  return key === coursePacket.key ? coursePacket : undefined;
}
