// The two co-founder mentors and their scheduling links (SPEC §2, §3, §9), and the six
// session topics shown on /mentorship.
//
// The names, schools, bios and links below are placeholders until the founders supply
// their own; they are kept here so that every page and e-mail changes with one edit.
import * as z from '../zod';

export const mentorIdSchema = z.enum(['maya-reynolds', 'jordan-ellis']);
export type MentorId = z.infer<typeof mentorIdSchema>;

export const mentorSchema = z.object({
  id: mentorIdSchema,
  name: z.string().check(z.minLength(1)),
  /** Shown when the photo is missing or fails to load. */
  initials: z.string().check(z.regex(/^[A-Z]{2,3}$/)),
  sport: z.string().check(z.minLength(1)),
  school: z.string().check(z.minLength(1)),
  /** Length of the session her scheduling link books, in minutes. */
  sessionMinutes: z.number().check(z.int(), z.positive()),
  /** The same length as text, e.g. '60 minutes'. */
  sessionLength: z.string().check(z.minLength(1)),
  /** External scheduler (Calendly) link for one session. */
  schedulingUrl: z.url({ protocol: /^https$/ }),
  specialty: z.string().check(z.minLength(1)),
  bio: z.string().check(z.minLength(1)),
});
export type Mentor = z.infer<typeof mentorSchema>;

export const mentors: readonly Mentor[] = z.array(mentorSchema).parse([
  {
    id: 'maya-reynolds',
    name: 'Maya Reynolds',
    initials: 'MR',
    sport: 'Soccer',
    school: 'Lakeshore State University',
    sessionMinutes: 60,
    sessionLength: '60 minutes',
    schedulingUrl: 'https://calendly.com/herway-maya/60min',
    specialty: 'Coach communication, highlight videos and the recruiting timeline',
    bio: 'Division I midfielder who reached out to dozens of college coaches before committing. Co-founded HerWay to give younger athletes the guidance she had to figure out on her own.',
  },
  {
    id: 'jordan-ellis',
    name: 'Jordan Ellis',
    initials: 'JE',
    sport: 'Volleyball',
    school: 'Pacific Coast University',
    // DESIGN §8: every paid session is 60 minutes with either mentor (SPEC §9's 30-minute link is not used).
    sessionMinutes: 60,
    sessionLength: '60 minutes',
    schedulingUrl: 'https://calendly.com/herway-jordan/60min',
    specialty: 'School fit, campus visits, offers and balancing academics with athletics',
    bio: 'Division I outside hitter and dean’s list student who weighed offers from several programs. Helps athletes find schools where they will thrive on and off the court.',
  },
]);

const mentorsById = new Map<MentorId, Mentor>(mentors.map((m) => [m.id, m]));

/** The mentor for a known id. */
export function getMentor(id: MentorId): Mentor {
  const mentor = mentorsById.get(id);
  if (!mentor) throw new Error(`No mentor with id ${id}`);
  return mentor;
}

/** The mentor for any string, or undefined. */
export function findMentor(id: string): Mentor | undefined {
  const parsed = mentorIdSchema.safeParse(id);
  return parsed.success ? mentorsById.get(parsed.data) : undefined;
}

/** The mentor whose scheduling link is this URL (ignoring query string and trailing slash). */
export function findMentorBySchedulingUrl(url: string): Mentor | undefined {
  const normalize = (u: string) => u.split(/[?#]/)[0]?.replace(/\/+$/, '').toLowerCase();
  const target = normalize(url);
  return mentors.find((m) => normalize(m.schedulingUrl) === target);
}

export const sessionTopicSchema = z.object({
  key: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  title: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
});
export type SessionTopic = z.infer<typeof sessionTopicSchema>;

const sessionTopicListSchema = z.array(sessionTopicSchema).check(z.length(6));

/** The six things a mentorship session can cover, shown on /mentorship. */
export const sessionTopics: readonly SessionTopic[] = sessionTopicListSchema.parse([
  {
    key: 'recruiting-timeline',
    title: 'Recruiting Timeline',
    description:
      'Know exactly where you stand and what to do next, from freshman year to signing day, including when coaches are allowed to contact you.',
  },
  {
    key: 'coach-communication',
    title: 'Coach Communication',
    description:
      'Write emails coaches answer, follow up with confidence and prepare for your first phone calls and conversations.',
  },
  {
    key: 'highlight-video-resume',
    title: 'Highlight Video & Athletic Resume',
    description:
      'Build a resume and a highlight video that show coaches your strengths in the first 30 seconds.',
  },
  {
    key: 'school-fit',
    title: 'Finding Your School Fit',
    description:
      'Build a balanced list across divisions by weighing athletics, academics, cost, location and team culture.',
  },
  {
    key: 'visits-offers',
    title: 'Campus Visits & Offers',
    description:
      'Get the most from camps and visits, understand scholarship offers and make a commitment you feel good about.',
  },
  {
    key: 'mindset-balance',
    title: 'Mindset & Balance',
    description:
      'Handle the pressure of recruiting, keep your grades up and stay confident, from someone who has been there.',
  },
]);
