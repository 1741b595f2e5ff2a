import * as z from '../zod';
import { formatCount } from '../format';
import {
  GRADUATION_YEARS_AHEAD,
  MAX_HIGHLIGHT_LINKS,
  MAX_SCHOOLS,
  MAX_STATS,
  divisionKeys,
  isHttpsLink,
  regionKeys,
  schoolStatusKeys,
} from '../catalog/recruiting';
import { idSchema, timestampSchema } from './common';
import { contactConsentSchema } from './contact-consent';

export { contactConsentSchema, type ContactConsent } from './contact-consent';

// Her recruiting workspace (docs/recruiting-workspace.md): her profile (GET/PUT
// /api/profile), its coach-facing page (/p/{token}) and her school list (/api/schools). The forms
// and the handlers parse the same schemas, so the page shows the server's own words.

/**
 * Zod's own e-mail pattern, reached through its `z.email()` check: reading `z.regexes.email` keeps
 * every one of Zod's patterns (~5 KB) in each bundle importing this contract.
 */
const emailFormat = /* @__PURE__ */ z.email();

const plainText = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).check(z.trim(), z.maxLength(max, `${label} can be at most ${formatCount(max)} characters`));
const text = (label: string, max: number) => z._default(plainText(label, max), '');

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day (2027-02-30 is not one, though Date.parse takes it). */
const isDate = (value: string) => {
  if (!ISO_DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};
/** '' (no date) or a calendar date, YYYY-MM-DD. */
const dateOrEmpty = (label: string) =>
  z.string({ error: `${label} must be a date` }).check(
    z.trim(),
    z.refine((value) => value === '' || isDate(value), `${label} must be a date`),
  );
const optionalDate = (label: string) => z._default(dateOrEmpty(label), '');

const currentYear = () => new Date().getUTCFullYear();

export const graduationYearSchema = z.nullable(
  z.number({ error: 'Graduation year must be a year, such as 2028' }).check(
    z.refine((year) => Number.isInteger(year) && year >= currentYear() && year <= currentYear() + GRADUATION_YEARS_AHEAD, {
      error: () => `Graduation year must be between ${currentYear()} and ${currentYear() + GRADUATION_YEARS_AHEAD}`,
    }),
  ),
);

const statSchema = z.object({
  label: z
    .string({ error: 'Give each stat a name' })
    .check(z.trim(), z.minLength(1, 'Give each stat a name'), z.maxLength(60, 'A stat name can be at most 60 characters')),
  value: z
    .string({ error: 'Give each stat a value' })
    .check(z.trim(), z.minLength(1, 'Give each stat a value'), z.maxLength(60, 'A stat value can be at most 60 characters')),
  date: optionalDate('A stat date'),
});
export type RecruitingStat = z.infer<typeof statSchema>;

const highlightLinkSchema = z.object({
  url: z
    .string({ error: 'Highlight links must start with https://' })
    .check(z.trim(), z.maxLength(500, 'A highlight link can be at most 500 characters'), z.refine(isHttpsLink, 'Highlight links must start with https://')),
  title: text('A highlight title', 80),
});

const fitScore = (label: string) =>
  z.nullable(
    z
      .number({ error: `${label} fit must be a score from 1 to 5` })
      .check(z.refine((value) => Number.isInteger(value) && value >= 1 && value <= 5, `${label} fit must be a score from 1 to 5`)),
  );
const score = (label: string) => z._default(fitScore(label), null);
const divisionChoice = z.nullable(z.enum(divisionKeys, { error: 'Choose a division from the list' }));
const statusChoice = z.enum(schoolStatusKeys, { error: 'Choose a status from the list' });

const uniqueList = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z._default(z.array(z.enum(values, { error: message }), { error: message }).check(z.maxLength(values.length, message)), []);

/** PUT /api/profile: the whole profile, as her form sends it. Every part may be left empty. */
export const recruitingProfileBodySchema = z.object({
  graduationYear: z._default(graduationYearSchema, null),
  sports: text('Sport', 100),
  position: text('Position', 80),
  clubTeam: text('Club team', 120),
  highSchoolTeam: text('High-school team', 120),
  stats: z._default(z.array(statSchema, { error: 'Stats must be a list' }).check(z.maxLength(MAX_STATS, `You can list at most ${MAX_STATS} stats`)), []),
  gpa: z._default(
    z.nullable(z.number({ error: 'GPA must be a number between 0 and 5' }).check(z.refine((gpa) => gpa >= 0 && gpa <= 5, 'GPA must be between 0 and 5'))),
    null,
  ),
  satScore: z._default(
    z.nullable(
      z
        .number({ error: 'SAT score must be a number' })
        .check(z.refine((sat) => Number.isInteger(sat) && sat >= 400 && sat <= 1600, 'SAT score must be between 400 and 1600')),
    ),
    null,
  ),
  actScore: z._default(
    z.nullable(
      z
        .number({ error: 'ACT score must be a number' })
        .check(z.refine((act) => Number.isInteger(act) && act >= 1 && act <= 36, 'ACT score must be between 1 and 36')),
    ),
    null,
  ),
  highlightLinks: z._default(
    z
      .array(highlightLinkSchema, { error: 'Highlight links must be a list' })
      .check(z.maxLength(MAX_HIGHLIGHT_LINKS, `You can add at most ${MAX_HIGHLIGHT_LINKS} highlight links`)),
    [],
  ),
  academicInterests: text('Academic interests', 300),
  goals: text('Goals', 1000),
  targetDivisions: uniqueList(divisionKeys, 'Choose divisions from the list'),
  targetRegions: uniqueList(regionKeys, 'Choose regions from the list'),
  /** Shown on her shared page only with a parent's or guardian's agreement. */
  contactEmail: z._default(
    z.string({ error: 'Contact e-mail must be a valid email address' }).check(
      z.trim(),
      z.maxLength(254, 'Contact e-mail must be a valid email address'),
      z.refine((value) => value === '' || z.safeParse(emailFormat, value).success, 'Contact e-mail must be a valid email address'),
    ),
    '',
  ),
  contactPhone: z._default(
    z.string({ error: 'Contact phone must be a phone number' }).check(
      z.trim(),
      z.refine((value) => value === '' || /^\+?[\d\s().-]{7,25}$/.test(value), 'Contact phone must be a phone number (digits, spaces, + - ( ))'),
    ),
    '',
  ),
  guardianConsent: z._default(z.boolean({ error: 'Say yes or no to the parent or guardian agreement' }), false),
});
export type RecruitingProfileBody = z.input<typeof recruitingProfileBodySchema>;
export type RecruitingProfileFields = z.output<typeof recruitingProfileBodySchema>;

/** Her saved profile: a year saved earlier stays readable after it leaves the range a new one must be in. */
export const recruitingProfileSchema = z.object({
  ...recruitingProfileBodySchema.shape,
  graduationYear: z._default(z.nullable(z.number()), null),
  updatedAt: z._default(z.nullable(timestampSchema), null),
});
export type RecruitingProfile = z.infer<typeof recruitingProfileSchema>;

/** GET and PUT /api/profile: her profile and whether (and where) it is shared. */
export const profileReplySchema = z.object({
  profile: recruitingProfileSchema,
  sharing: z.object({
    /** '/p/<token>' while shared, null when not. */
    sharePath: z.nullable(z.string()),
    sharedAt: z.nullable(timestampSchema),
  }),
  /** Her workspace shared with her linked parents or guardians (one switch, off by default). */
  familySharing: z.optional(z.object({ workspaceShared: z.boolean() })),
  /** With a guardian linked, the contact agreement is the guardian's to give: her form shows it and cannot change it. */
  contactConsent: z.optional(z.object({ ...contactConsentSchema.shape, heldByGuardian: z.boolean() })),
});
export type ProfileReply = z.infer<typeof profileReplySchema>;

/** The share token in /p/{token}: 43 base64url characters (32 random bytes). */
export const shareTokenPathSchema = z.object({
  token: z.string({ error: 'This link is not complete' }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not complete: copy the whole address')),
});

/** GET /api/shared-profiles/{token} (public): what a coach sees. No contact without a guardian's agreement. */
export const sharedProfileReplySchema = z.object({
  name: z.string(),
  graduationYear: z.nullable(z.number()),
  sports: z.string(),
  position: z.string(),
  clubTeam: z.string(),
  highSchoolTeam: z.string(),
  stats: z.array(statSchema),
  gpa: z.nullable(z.number()),
  satScore: z.nullable(z.number()),
  actScore: z.nullable(z.number()),
  highlightLinks: z.array(z.object({ url: z.string(), title: z.string(), host: z.string() })),
  academicInterests: z.string(),
  goals: z.string(),
  targetDivisions: z.array(z.enum(divisionKeys)),
  targetRegions: z.array(z.enum(regionKeys)),
  contact: z.nullable(z.object({ email: z.nullable(z.string()), phone: z.nullable(z.string()) })),
  /** Opened through her coach link for one school: that school's name, for the page to say whom it was shared with. */
  forSchool: z.optional(z.string()),
  /** Her course certificate, when she chose to show it here: the course, its date and the page that confirms it. */
  certificate: z.optional(z.object({ courseTitle: z.string(), completedAt: z.string(), verifyPath: z.string() })),
});
export type SharedProfileReply = z.infer<typeof sharedProfileReplySchema>;

const schoolFields = {
  division: z._default(divisionChoice, null),
  athleticFit: score('Athletic'),
  academicFit: score('Academic'),
  socialFit: score('Social'),
  financialFit: score('Financial'),
  status: z._default(statusChoice, 'researching'),
  nextStep: text('Next step', 200),
  nextStepDate: optionalDate('The next step date'),
  notes: text('Notes', 2000),
};
const schoolName = z
  .string({ error: 'Enter the school’s name' })
  .check(z.trim(), z.minLength(1, 'Enter the school’s name'), z.maxLength(120, 'A school name can be at most 120 characters'));

/** POST /api/schools: a school added to her list (only its name is needed). */
export const addSchoolBodySchema = z.object({ name: schoolName, ...schoolFields });
export type AddSchoolBody = z.input<typeof addSchoolBodySchema>;
export type SchoolFields = z.output<typeof addSchoolBodySchema>;

/** PATCH /api/schools/{id}: the fields she changed. */
export const updateSchoolBodySchema = z
  .object({
    name: z.optional(schoolName),
    division: z.optional(divisionChoice),
    athleticFit: z.optional(fitScore('Athletic')),
    academicFit: z.optional(fitScore('Academic')),
    socialFit: z.optional(fitScore('Social')),
    financialFit: z.optional(fitScore('Financial')),
    status: z.optional(statusChoice),
    nextStep: z.optional(plainText('Next step', 200)),
    nextStepDate: z.optional(dateOrEmpty('The next step date')),
    notes: z.optional(plainText('Notes', 2000)),
  })
  .check(z.refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change: change at least one thing'));
export type UpdateSchoolBody = z.input<typeof updateSchoolBodySchema>;

export const schoolPathSchema = z.object({ id: idSchema });

export const schoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  ...schoolFields,
  overallScore: z.nullable(z.number()),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type School = z.infer<typeof schoolSchema>;

export const schoolReplySchema = z.object({ school: schoolSchema });
export type SchoolReply = z.infer<typeof schoolReplySchema>;

/** When the school's coaches may contact her (shared/src/catalog/contact-rules.ts); null for a school with no division. */
export const contactRuleViewSchema = z.object({
  status: z.enum(['open', 'not_yet', 'no_date', 'unknown']),
  opensOn: z.nullable(z.string()),
  summary: z.string(),
  sources: z.array(z.object({ title: z.string(), url: z.string() })),
  checkedOn: z.string(),
});

/** A school as her list shows it: with its coach-contact rule for her sport and class. */
export const listedSchoolSchema = z.object({ ...schoolSchema.shape, contactRule: z.nullable(contactRuleViewSchema) });
export type ListedSchool = z.infer<typeof listedSchoolSchema>;

/** GET /api/schools: her whole list (at most {@link MAX_SCHOOLS}), in the order she added them. */
export const schoolListReplySchema = z.object({ schools: z.array(listedSchoolSchema), limit: z.literal(MAX_SCHOOLS) });
export type SchoolListReply = z.infer<typeof schoolListReplySchema>;

/** GET /api/recruiting/timeline: her dated steps (shared/src/catalog/recruiting-timeline.ts), soonest first; none without a graduation year. */
export const timelineReplySchema = z.object({
  graduationYear: z.nullable(z.number()),
  steps: z.array(
    z.object({
      key: z.string(),
      date: z.string(),
      title: z.string(),
      detail: z.string(),
      source: z.nullable(z.object({ title: z.string(), url: z.string() })),
    }),
  ),
  complianceNote: z.string(),
});
export type TimelineReply = z.infer<typeof timelineReplySchema>;
