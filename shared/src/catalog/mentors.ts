// The session topics shown on /mentorship, and the SAMPLE mentors the local and dev stages are
// seeded with. Real mentors are data the founders edit in /admin (docs/decisions/mentors-are-data.md; contracts/mentors.ts):
// no page reads the samples, and a prod deployment refuses a mentor whose scheduling link is one
// of theirs (functions/src/bookings/mentors.ts).
import * as z from '../zod';

export interface SampleMentor {
  name: string;
  sport: string;
  school: string;
  specialty: string;
  bio: string;
  schedulingUrl: string;
}

export const sampleMentors: readonly SampleMentor[] = [
  {
    name: 'Maya Reynolds',
    sport: 'Soccer',
    school: 'Lakeshore State University',
    schedulingUrl: 'https://calendly.com/herway-maya/60min',
    specialty: 'Coach communication, highlight videos and the recruiting timeline',
    bio: 'Division I midfielder who reached out to dozens of college coaches before committing. Co-founded HerWay to give younger athletes the guidance she had to figure out on her own.',
  },
  {
    name: 'Jordan Ellis',
    sport: 'Volleyball',
    school: 'Pacific Coast University',
    schedulingUrl: 'https://calendly.com/herway-jordan/60min',
    specialty: 'School fit, campus visits, offers and balancing academics with athletics',
    bio: 'Division I outside hitter and dean’s list student who weighed offers from several programs. Helps athletes find schools where they will thrive on and off the court.',
  },
];

export const sessionTopicSchema = /* @__PURE__ */ z.object({
  key: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  title: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
});
export type SessionTopic = z.infer<typeof sessionTopicSchema>;

/**
 * The six things a mentorship session can cover, shown on /mentorship. Checked against its schema
 * by mentors.test.ts, not at every load (docs/decisions/catalog-checked-by-tests.md).
 */
export const sessionTopics: readonly SessionTopic[] = [
  {
    key: 'recruiting-timeline',
    title: 'Recruiting Timeline',
    description: 'Know exactly where you stand and what to do next, from freshman year to signing day, including when coaches are allowed to contact you.',
  },
  {
    key: 'coach-communication',
    title: 'Coach Communication',
    description: 'Write emails coaches answer, follow up with confidence and prepare for your first phone calls and conversations.',
  },
  {
    key: 'highlight-video-resume',
    title: 'Highlight Video & Athletic Resume',
    description: 'Build a resume and a highlight video that show coaches your strengths in the first 30 seconds.',
  },
  {
    key: 'school-fit',
    title: 'Finding Your School Fit',
    description: 'Build a balanced list across divisions by weighing athletics, academics, cost, location and team culture.',
  },
  {
    key: 'visits-offers',
    title: 'Campus Visits & Offers',
    description: 'Get the most from camps and visits, understand scholarship offers and make a commitment you feel good about.',
  },
  {
    key: 'mindset-balance',
    title: 'Mindset & Balance',
    description: 'Handle the pressure of recruiting, keep your grades up and stay confident, from someone who has been there.',
  },
];
