// The self-paced Complete Course Packet shown on /course ($150, lifetime; docs/product-rules.md#prices-and-packages),
// and the course ids that gate uploaded content (an asset's courseId). Data and plain types only:
// the pages read it without loading Zod; its schemas are in ./course-schema.
import type { CourseId } from './course-id';

export { courseIds, type CourseId } from './course-id';

/** Labels for the admin upload form and asset list. */
export const courseIdLabels: Readonly<Record<CourseId, string>> = {
  course_packet: 'Course Packet',
  mentorship_materials: 'Mentorship Materials',
  bonus_content: 'Bonus Content',
};

/** The course products that can be bought (`courseType` in checkout and purchases). */
export const courseKeys = ['full_packet'] as const;
export type CourseKey = (typeof courseKeys)[number];

export const MODULE_MIN_MINUTES = 5;
export const MODULE_MAX_MINUTES = 15;
export const COURSE_MIN_TOTAL_MINUTES = 80;
export const COURSE_MAX_TOTAL_MINUTES = 90;

export interface CourseModule {
  /** 0 is the introduction; 1-8 are the modules. */
  number: number;
  title: string;
  description: string;
  /** Between MODULE_MIN_MINUTES and MODULE_MAX_MINUTES. */
  durationMinutes: number;
}

export const courseStatuses = ['coming_soon', 'available'] as const;
export type CourseStatus = (typeof courseStatuses)[number];

// A name of its own: a property read in coursePacket's arguments would keep it in every bundle (below).
const COMING_SOON_LABEL = 'COMING SOON';

export const courseStatusLabels: Readonly<Record<CourseStatus, string>> = {
  coming_soon: COMING_SOON_LABEL,
  available: 'AVAILABLE NOW',
};

export interface CoursePacket {
  key: CourseKey;
  name: string;
  /** One-time price in cents. */
  priceCents: number;
  /** The content entitlement a purchase grants. */
  courseId: CourseId;
  access: 'lifetime';
  accessLabel: string;
  paymentLabel: string;
  status: CourseStatus;
  statusLabel: string;
  tagline: string;
  /** The introduction and the eight modules. */
  modules: CourseModule[];
  benefits: string[];
}

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
