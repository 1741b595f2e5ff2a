// Her recruiting workspace (docs/recruiting-workspace.md): the choices her profile and school list offer, the fit
// criteria of the School Fit Ranking resource (resources.ts, 'school-fit-ranking'), and the rules
// the pages and the server share: the overall score, a highlight link's host, how complete a
// profile is.

export const MAX_STATS = 20;
export const MAX_HIGHLIGHT_LINKS = 10;
export const MAX_SCHOOLS = 100;
/** A graduation year from this year up to this many years ahead. */
export const GRADUATION_YEARS_AHEAD = 6;

export const divisionKeys = ['ncaa_d1', 'ncaa_d2', 'ncaa_d3', 'naia', 'njcaa'] as const;
export type Division = (typeof divisionKeys)[number];
export const divisionLabels: Readonly<Record<Division, string>> = {
  ncaa_d1: 'NCAA Division I',
  ncaa_d2: 'NCAA Division II',
  ncaa_d3: 'NCAA Division III',
  naia: 'NAIA',
  njcaa: 'Junior college (NJCAA)',
};

export const regionKeys = ['northeast', 'mid_atlantic', 'southeast', 'midwest', 'south_central', 'mountain_west', 'pacific'] as const;
export type Region = (typeof regionKeys)[number];
export const regionLabels: Readonly<Record<Region, string>> = {
  northeast: 'Northeast',
  mid_atlantic: 'Mid-Atlantic',
  southeast: 'Southeast',
  midwest: 'Midwest',
  south_central: 'South Central',
  mountain_west: 'Mountain West',
  pacific: 'Pacific',
};

export const schoolStatusKeys = ['researching', 'contacted', 'camp', 'visit', 'offer', 'committed', 'not_a_fit'] as const;
export type SchoolStatus = (typeof schoolStatusKeys)[number];
export const schoolStatusLabels: Readonly<Record<SchoolStatus, string>> = {
  researching: 'Researching',
  contacted: 'Contacted',
  camp: 'Camp',
  visit: 'Visit',
  offer: 'Offer',
  committed: 'Committed',
  not_a_fit: 'Not a fit',
};

/**
 * Her four fit scores, 1 (poor fit) to 5 (great fit), as the School Fit Ranking worksheet scores
 * them; each names the worksheet factors it stands for (infra/resources/content/school-fit.ts).
 */
export const fitCriteria = [
  { key: 'athleticFit', label: 'Athletic', factors: 'Athletics level & playing time' },
  { key: 'academicFit', label: 'Academic', factors: 'Academics & major, career outcomes' },
  { key: 'socialFit', label: 'Social', factors: 'Coach & team culture, campus life, location & size' },
  { key: 'financialFit', label: 'Financial', factors: 'Cost & financial aid' },
] as const;
export type FitKey = (typeof fitCriteria)[number]['key'];
export type FitScores = Record<FitKey, number | null>;

/** The mean of the scores she gave, to one decimal; null while she gave none. */
export function overallScore(scores: FitScores): number | null {
  const given = fitCriteria.map((criterion) => scores[criterion.key]).filter((score): score is number => typeof score === 'number');
  if (given.length === 0) return null;
  return Math.round((given.reduce((sum, score) => sum + score, 0) / given.length) * 10) / 10;
}

const VIDEO_HOSTS: ReadonlyArray<{ name: string; domains: readonly string[] }> = [
  { name: 'YouTube', domains: ['youtube.com', 'youtu.be'] },
  { name: 'Hudl', domains: ['hudl.com'] },
  { name: 'Vimeo', domains: ['vimeo.com'] },
];

/** The https link's host as she would say it: 'YouTube', 'Hudl', 'Vimeo', or its domain ('drive.google.com'). */
export function highlightHost(url: string): string {
  const hostname = new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  const known = VIDEO_HOSTS.find((host) => host.domains.some((domain) => hostname === domain || hostname.endsWith(`.${domain}`)));
  return known?.name ?? hostname;
}

/** An absolute https address with a host that has a dot (not 'https://localhost'). */
export function isHttpsLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** What the completeness meter counts: each part filled is one step. */
export interface CompletenessInput {
  graduationYear: number | null;
  sports: string;
  position: string;
  clubTeam: string;
  highSchoolTeam: string;
  stats: readonly unknown[];
  gpa: number | null;
  highlightLinks: readonly unknown[];
  academicInterests: string;
  goals: string;
  targetDivisions: readonly unknown[];
  targetRegions: readonly unknown[];
}

const completenessParts: ReadonlyArray<{ label: string; filled: (profile: CompletenessInput) => boolean }> = [
  { label: 'graduation year', filled: (p) => p.graduationYear !== null },
  { label: 'sport and position', filled: (p) => p.sports.trim() !== '' && p.position.trim() !== '' },
  { label: 'team', filled: (p) => p.clubTeam.trim() !== '' || p.highSchoolTeam.trim() !== '' },
  { label: 'key stats', filled: (p) => p.stats.length > 0 },
  { label: 'GPA', filled: (p) => p.gpa !== null },
  { label: 'highlight video', filled: (p) => p.highlightLinks.length > 0 },
  { label: 'academic interests', filled: (p) => p.academicInterests.trim() !== '' },
  { label: 'goals', filled: (p) => p.goals.trim() !== '' },
  { label: 'target divisions', filled: (p) => p.targetDivisions.length > 0 },
  { label: 'target regions', filled: (p) => p.targetRegions.length > 0 },
];

/** How much of her profile is filled (0-100, whole) and what is still missing, in the meter's words. */
export function profileCompleteness(profile: CompletenessInput | null): { percent: number; missing: string[] } {
  if (!profile) return { percent: 0, missing: completenessParts.map((part) => part.label) };
  const missing = completenessParts.filter((part) => !part.filled(profile)).map((part) => part.label);
  return { percent: Math.round(((completenessParts.length - missing.length) / completenessParts.length) * 100), missing };
}
