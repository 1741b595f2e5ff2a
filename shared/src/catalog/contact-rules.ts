import type { Division } from './recruiting';

// When a college coach may start recruiting contact with her (calls, texts, e-mails, direct
// messages, verbal offers), by association and division and, for NCAA Division I, by sport group:
// data, each rule with where it was read and when (docs/recruiting-workspace.md#contact-rules).
// The app never says more than the rule: every place that shows one also says to check with the
// school's compliance office, because rules change and schools read them strictly.

/** Shown beside every rule. */
export const COMPLIANCE_NOTE = 'Rules change: check with the school’s compliance office.';

/** The day a rule opens, counted back from her graduation year (class of 2028: June 15, 2026 is "after sophomore year"). */
export interface OpeningDay {
  month: number;
  day: number;
  /** Years before her graduation year: 2 for June 15 after sophomore year and for September 1 of junior year. */
  yearsBeforeGraduation: number;
  /** How the rule names the day, e.g. 'June 15 after sophomore year'. */
  label: string;
}

export interface ContactRuleSource {
  title: string;
  url: string;
}

export interface ContactRule {
  key: string;
  division: Division;
  /** The sports this rule covers, as a family would say them; 'all sports' where the division has one rule. */
  sports: string;
  /** null: the association sets no such date (coaches may contact her at any time). */
  opens: OpeningDay | null;
  summary: string;
  sources: readonly ContactRuleSource[];
  /** When the rule was last read against its sources, YYYY-MM-DD. */
  checkedOn: string;
}

const CHECKED_ON = '2026-11-29';

const JUNE_15_AFTER_SOPHOMORE: OpeningDay = { month: 6, day: 15, yearsBeforeGraduation: 2, label: 'June 15 after sophomore year' };
const SEPTEMBER_1_OF_JUNIOR: OpeningDay = { month: 9, day: 1, yearsBeforeGraduation: 2, label: 'September 1 of junior year' };

const sources = {
  d1June15: {
    title: 'Informed Athlete: why June 15 matters for recruits',
    url: 'https://informedathlete.com/why-june-15th-is-an-important-date-for-college-athletes-and-high-school-recruits/',
  },
  d1Rules2019: {
    title: 'SportsEngine (NCSA): the four Division I recruiting rules of 2019',
    url: 'https://community.sportsengine.com/news_article/show/1024812-what-are-the-4-new-division-1-recruiting-rules-',
  },
  d1Sept1Sports: {
    title: 'Informed Athlete: recruiting rules by division (sports with a September 1 date)',
    url: 'https://informedathlete.com/category/recruiting-rules/page/3/',
  },
  softball: {
    title: 'ESPN: NCAA Division I Council moves the softball recruiting date',
    url: 'https://www.espn.com/espnw/sports/story/_/id/23237928/ncaa-division-council-changes-recruiting-calendar-most-student-athletes',
  },
  womensBasketball: { title: 'Division I women’s basketball recruiting rules', url: 'https://www.ladyselectbball.com/recruiting-information' },
  d3: { title: 'NCAA coach and player contact rules by division', url: 'https://palmslacrosse.com/recruiting/ncaa-coach-player-contact-rules/31673' },
  juniorCollege: {
    title: 'Recruiting rules at each level (NAIA and junior college)',
    url: 'https://www.collegesoftballrecruiting.com/recruiting-rules-at-each-level',
  },
} as const satisfies Record<string, ContactRuleSource>;

/** The Division I sports whose date is September 1 of junior year; every other sport's is June 15 after sophomore year. */
const SEPTEMBER_1_SPORTS = ['softball', 'lacrosse', 'basketball'] as const;

export const contactRules = {
  ncaaD1: {
    key: 'ncaa_d1',
    division: 'ncaa_d1',
    sports: 'most sports',
    opens: JUNE_15_AFTER_SOPHOMORE,
    summary: 'Division I coaches may call, text, e-mail and make offers from June 15 after sophomore year.',
    sources: [sources.d1June15, sources.d1Rules2019],
    checkedOn: CHECKED_ON,
  },
  ncaaD1September: {
    key: 'ncaa_d1_september',
    division: 'ncaa_d1',
    sports: 'softball, women’s lacrosse and women’s basketball',
    opens: SEPTEMBER_1_OF_JUNIOR,
    summary: 'In softball, lacrosse and basketball, Division I coaches may call, text and e-mail from September 1 of junior year.',
    sources: [sources.d1Sept1Sports, sources.softball, sources.womensBasketball],
    checkedOn: CHECKED_ON,
  },
  ncaaD2: {
    key: 'ncaa_d2',
    division: 'ncaa_d2',
    sports: 'all sports',
    opens: JUNE_15_AFTER_SOPHOMORE,
    summary: 'Division II coaches may call, text and e-mail from June 15 after sophomore year.',
    sources: [sources.d1June15, sources.d1Sept1Sports],
    checkedOn: CHECKED_ON,
  },
  ncaaD3: {
    key: 'ncaa_d3',
    division: 'ncaa_d3',
    sports: 'all sports',
    opens: null,
    summary: 'Division III sets no such date: coaches may write and call at any time.',
    sources: [sources.d3],
    checkedOn: CHECKED_ON,
  },
  naia: {
    key: 'naia',
    division: 'naia',
    sports: 'all sports',
    opens: null,
    summary: 'The NAIA sets no such date: coaches may get in touch at any time.',
    sources: [sources.juniorCollege],
    checkedOn: CHECKED_ON,
  },
  njcaa: {
    key: 'njcaa',
    division: 'njcaa',
    sports: 'all sports',
    opens: null,
    summary: 'Junior colleges (NJCAA) set no such date: coaches may get in touch at any time.',
    sources: [sources.juniorCollege],
    checkedOn: CHECKED_ON,
  },
} as const satisfies Record<string, ContactRule>;

/** Whether her sport (as she typed it on her profile) is one of Division I's September 1 sports. */
export function isSeptemberFirstSport(sport: string): boolean {
  const words = sport.toLowerCase();
  return SEPTEMBER_1_SPORTS.some((name) => words.includes(name));
}

/** The rule for a school of this division, for her sport. */
export function contactRuleFor(division: Division, sport: string): ContactRule {
  switch (division) {
    case 'ncaa_d1':
      return isSeptemberFirstSport(sport) ? contactRules.ncaaD1September : contactRules.ncaaD1;
    case 'ncaa_d2':
      return contactRules.ncaaD2;
    case 'ncaa_d3':
      return contactRules.ncaaD3;
    case 'naia':
      return contactRules.naia;
    case 'njcaa':
      return contactRules.njcaa;
  }
}

/** The day the rule opens for the class of `graduationYear`, YYYY-MM-DD. */
export function openingDate(opens: OpeningDay, graduationYear: number): string {
  const year = graduationYear - opens.yearsBeforeGraduation;
  return `${year}-${String(opens.month).padStart(2, '0')}-${String(opens.day).padStart(2, '0')}`;
}

/**
 * Where she stands under the rule on `today` (YYYY-MM-DD, her calendar day): open from the opening
 * day on; not yet before it; no date where the division sets none; unknown while her profile has no
 * graduation year to count from.
 */
export type ContactStanding = { status: 'open'; opensOn?: string } | { status: 'not_yet'; opensOn: string } | { status: 'no_date' } | { status: 'unknown' };

export function contactStanding(rule: ContactRule, graduationYear: number | null, today: string): ContactStanding {
  if (!rule.opens) return { status: 'no_date' };
  if (graduationYear === null) return { status: 'unknown' };
  const opensOn = openingDate(rule.opens, graduationYear);
  return today >= opensOn ? { status: 'open', opensOn } : { status: 'not_yet', opensOn };
}

/** A school's rule as her school list shows it: where she stands, what the rule says, where it was read. */
export interface ContactRuleView {
  status: ContactStanding['status'];
  /** The opening day, YYYY-MM-DD, when the rule has one and her graduation year is known. */
  opensOn: string | null;
  summary: string;
  sources: ContactRuleSource[];
  checkedOn: string;
}

/** The rule of a school of `division` for her sport and class, on `today`; null for a school with no division set. */
export function contactRuleView(division: Division | null, profile: { sports: string; graduationYear: number | null }, today: string): ContactRuleView | null {
  if (!division) return null;
  const rule = contactRuleFor(division, profile.sports);
  const standing = contactStanding(rule, profile.graduationYear, today);
  return {
    status: standing.status,
    opensOn: 'opensOn' in standing ? (standing.opensOn ?? null) : null,
    summary: rule.summary,
    sources: [...rule.sources],
    checkedOn: rule.checkedOn,
  };
}

const STATUS_ORDER: readonly ContactStanding['status'][] = ['open', 'no_date', 'not_yet', 'unknown'];

/**
 * Orders two schools' rules as her list sorts them: coaches who may contact her now first (open,
 * then no date), then those opening soonest, then the ones her profile cannot tell yet, then
 * schools with no division.
 */
export function compareContactRules(a: ContactRuleView | null, b: ContactRuleView | null): number {
  if (!a || !b) return (a ? 0 : 1) - (b ? 0 : 1);
  const byStatus = STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status);
  return byStatus || (a.opensOn ?? '').localeCompare(b.opensOn ?? '');
}
