import { contactRuleFor, isSeptemberFirstSport, openingDate } from './contact-rules';
import type { ContactRuleSource } from './contact-rules';
import { divisionLabels } from './recruiting';
import type { Division } from './recruiting';

// Her recruiting timeline (docs/recruiting-workspace.md#her-timeline): dated steps for her sport and
// graduation year and the divisions she is looking at. Like the contact rules, data with its sources;
// shown with the compliance office's final word.

export interface TimelineStep {
  /** Names the step for her action item (`timeline-<key>`): lower-case letters, digits and dashes. */
  key: string;
  /** YYYY-MM-DD. */
  date: string;
  title: string;
  detail: string;
  source: ContactRuleSource | null;
}

const eligibilityCenter: ContactRuleSource = {
  title: 'NCAA Eligibility Center (registration, transcripts, test scores)',
  url: 'https://www.eligibilitycenter.org/',
};
const officialVisits: ContactRuleSource = {
  title: 'SportsEngine (NCSA): the four Division I recruiting rules of 2019',
  url: 'https://community.sportsengine.com/news_article/show/1024812-what-are-the-4-new-division-1-recruiting-rules-',
};
const basketballVisits: ContactRuleSource = {
  title: 'Division I women’s basketball recruiting rules',
  url: 'https://www.ladyselectbball.com/recruiting-information',
};

const day = (year: number, month: number, date: number) => `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;

/** Division I's first official visit day for her sport, class of `year`. */
function officialVisitStep(sport: string, year: number): TimelineStep {
  const words = sport.toLowerCase();
  if (words.includes('basketball')) {
    return {
      key: 'official-visits',
      date: day(year - 1, 4, 1),
      title: 'Division I official visits can begin',
      detail: 'In women’s basketball, official visits open in April of junior year, after the Women’s Final Four. Up to five, one per school.',
      source: basketballVisits,
    };
  }
  const september = isSeptemberFirstSport(sport);
  return {
    key: 'official-visits',
    date: september ? day(year - 2, 9, 1) : day(year - 2, 8, 1),
    title: 'Division I official visits can begin',
    detail: `${september ? 'September 1 of junior year' : 'August 1 before junior year'}: a school may pay for her visit. Up to five, one per school; have an Eligibility Center number first.`,
    source: officialVisits,
  };
}

/** One step per contact rule with a date among the divisions she is looking at. */
function contactSteps(divisions: readonly Division[], sport: string, year: number): TimelineStep[] {
  return divisions.flatMap((division) => {
    const rule = contactRuleFor(division, sport);
    if (!rule.opens) return [];
    const [source = null] = rule.sources;
    return [
      {
        key: `contact-${rule.key.replaceAll('_', '-')}`,
        date: openingDate(rule.opens, year),
        title: `${divisionLabels[division]} coaches may contact you`,
        detail: rule.summary,
        source,
      },
    ];
  });
}

/** The NCAA's paperwork: the Eligibility Center, scores and transcripts, the final certification. */
function ncaaPaperwork(year: number): TimelineStep[] {
  return [
    {
      key: 'eligibility-center',
      date: day(year - 3, 9, 1),
      title: 'Register with the NCAA Eligibility Center',
      detail: 'Divisions I and II need it before an official visit or an offer; the start of sophomore year is a good time.',
      source: eligibilityCenter,
    },
    {
      key: 'transcript',
      date: day(year - 1, 6, 15),
      title: 'Send your transcript after junior year',
      detail: 'Ask your high school to send six semesters to the Eligibility Center and the schools on your list.',
      source: eligibilityCenter,
    },
    {
      key: 'final-certification',
      date: day(year, 4, 1),
      title: 'Request your final amateurism certification',
      detail: 'From April 1 of senior year, in your Eligibility Center account; your final transcript follows after graduation.',
      source: eligibilityCenter,
    },
  ];
}

/**
 * Her dated steps, soonest first: test scores for every division; for NCAA Divisions I and II the
 * Eligibility Center, transcripts and the final certification; each division's contact date; Division
 * I's official visits. Empty without a graduation year to count from.
 */
export function recruitingTimeline(profile: { sports: string; graduationYear: number | null }, divisions: readonly Division[]): TimelineStep[] {
  const year = profile.graduationYear;
  if (year === null) return [];
  const looking = [...new Set(divisions)];
  const ncaa = looking.some((division) => division === 'ncaa_d1' || division === 'ncaa_d2');
  const steps: TimelineStep[] = [
    {
      key: 'test-scores',
      date: day(year - 1, 3, 1),
      title: 'Take the SAT or ACT',
      detail: 'Spring of junior year leaves time for a second try; send scores to the schools on your list.',
      source: null,
    },
    ...(ncaa ? ncaaPaperwork(year) : []),
    ...contactSteps(looking, profile.sports, year),
    ...(looking.includes('ncaa_d1') ? [officialVisitStep(profile.sports, year)] : []),
  ];
  return steps.sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key));
}
