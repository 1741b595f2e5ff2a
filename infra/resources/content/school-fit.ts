// Content of the School Fit Ranking System: the eight weighted factors, the 1-5 scoring
// rubric and a worked example whose totals are computed here (and checked by a test), so
// the guide's numbers can never disagree with its table.

export type FitFactorKey = 'athletics' | 'academics' | 'culture' | 'location' | 'size' | 'cost' | 'campus' | 'career';

export interface FitFactor {
  key: FitFactorKey;
  name: string;
  /** What to look at when scoring it. */
  hint: string;
  /** What a 1, a 3 and a 5 look like. */
  rubric: { 1: string; 3: string; 5: string };
}

export const fitFactors: readonly FitFactor[] = [
  {
    key: 'athletics',
    name: 'Athletics level & playing time',
    hint: 'Level that fits you; a real chance to compete in years 1-2.',
    rubric: {
      1: 'Level far above or below you; little chance to play, or no challenge.',
      3: 'Good level for you, but playing time is uncertain.',
      5: 'The level fits you and you can compete for minutes early.',
    },
  },
  {
    key: 'academics',
    name: 'Academics & major',
    hint: 'Your intended major, class sizes, academic support.',
    rubric: {
      1: 'Your major is not offered, or it clashes with practice.',
      3: 'Major offered; support and reputation are average.',
      5: 'Strong program in your major, and athletes succeed in it.',
    },
  },
  {
    key: 'culture',
    name: 'Coach & team culture',
    hint: 'Coaching style, team chemistry, how players are treated.',
    rubric: {
      1: 'Players seem unhappy, or the coaching style does not suit you.',
      3: 'Mixed impressions, or not enough time with the team yet.',
      5: 'You felt at home with the team and trust the coaches.',
    },
  },
  {
    key: 'location',
    name: 'Location & distance',
    hint: 'Distance from home, travel cost, climate, setting.',
    rubric: {
      1: 'Too far, too costly to travel home, or a setting you dislike.',
      3: 'Manageable, with some trade-offs.',
      5: 'Just the distance and setting you want.',
    },
  },
  {
    key: 'size',
    name: 'School size',
    hint: 'Number of students, class sizes, how the campus feels.',
    rubric: {
      1: 'Much bigger or smaller than you are comfortable with.',
      3: 'Acceptable, though not your first choice.',
      5: 'The size where you know you will thrive.',
    },
  },
  {
    key: 'cost',
    name: 'Cost & financial aid',
    hint: 'Net cost after all aid, aid renewal, costs not covered.',
    rubric: {
      1: 'Net cost is beyond what your family can manage.',
      3: 'Affordable, with loans or real sacrifices.',
      5: 'Affordable with little or no debt.',
    },
  },
  {
    key: 'campus',
    name: 'Campus life',
    hint: 'Dorms, food, clubs, friends outside the team, safety.',
    rubric: {
      1: 'You cannot picture yourself living there.',
      3: 'Fine, but nothing stood out.',
      5: 'You would be happy there even without your sport.',
    },
  },
  {
    key: 'career',
    name: 'Career outcomes',
    hint: 'Graduation rate, internships, alumni network, jobs.',
    rubric: {
      1: 'Low graduation rate or little career support.',
      3: 'Average outcomes for your field.',
      5: 'Strong outcomes and an alumni network in your field.',
    },
  },
];

export const worksheetIntro =
  'Compare up to five schools on everything that matters to you, not only the sport. The Scoring Guide explains each score and walks through an example.';

export const worksheetSteps: readonly string[] = [
  'Write your schools across the top. Give each factor a weight: 1 = nice to have, 2 = important, 3 = must have.',
  'Score each school from 1 (poor fit) to 5 (great fit) on every factor, and multiply the score by the weight.',
  "Add up each school's weighted column. Fit % = total / (5 x the sum of your weights) x 100.",
];

export const reflectionIntro = 'Numbers do not capture everything. Write down your impressions while they are fresh, and come back to them before you decide.';

/** Questions for the second page of the worksheet, one row each, answered per school. */
export const reflectionPrompts: readonly { prompt: string; tall: boolean }[] = [
  { prompt: 'What I loved', tall: true },
  { prompt: 'What worried me', tall: true },
  { prompt: 'Deal-breakers?', tall: true },
  { prompt: 'Questions still to ask', tall: true },
  { prompt: 'Would I be happy here if I could never play my sport again? (yes / no)', tall: false },
  { prompt: 'Gut feeling (1-10)', tall: false },
];

export const MAX_SCHOOLS = 5;
export const MIN_WEIGHT = 1;
export const MAX_WEIGHT = 3;
export const MIN_SCORE = 1;
export const MAX_SCORE = 5;

export const weightLabels: readonly { weight: number; label: string; meaning: string }[] = [
  { weight: 1, label: 'Nice to have', meaning: 'You would like it, but it would not change your decision.' },
  { weight: 2, label: 'Important', meaning: 'It matters, and a weak score would worry you.' },
  { weight: 3, label: 'Must have', meaning: 'It can make or break a school for you.' },
];

export const scoreLabels: readonly { score: number; label: string }[] = [
  { score: 1, label: 'Poor fit' },
  { score: 2, label: 'Below average' },
  { score: 3, label: 'Okay' },
  { score: 4, label: 'Good fit' },
  { score: 5, label: 'Great fit' },
];

export type FactorValues = Readonly<Record<FitFactorKey, number>>;

/** Sum over the factors of score x weight. */
export function weightedTotal(weights: FactorValues, scores: FactorValues): number {
  return fitFactors.reduce((sum, f) => sum + weights[f.key] * scores[f.key], 0);
}

/** The best possible total for these weights: every factor scored 5. */
export function maxTotal(weights: FactorValues): number {
  return fitFactors.reduce((sum, f) => sum + weights[f.key] * MAX_SCORE, 0);
}

/** Total as a whole-number percentage of the maximum. */
export function fitPercent(total: number, max: number): number {
  return Math.round((total / max) * 100);
}

export interface ExampleSchool {
  name: string;
  scores: FactorValues;
}

export const workedExample: {
  athlete: string;
  story: string;
  weights: FactorValues;
  schools: readonly ExampleSchool[];
} = {
  athlete: 'Maddie',
  story:
    'Maddie is a class-of-2027 soccer defender who wants to study nursing. She and her parents agreed that playing time, academics and cost are her must-haves, and that location and size matter least. After calls and visits she scored three schools.',
  weights: { athletics: 3, academics: 3, culture: 2, location: 1, size: 1, cost: 3, campus: 2, career: 2 },
  schools: [
    {
      name: 'School A (D-I)',
      scores: { athletics: 2, academics: 4, culture: 3, location: 2, size: 3, cost: 2, campus: 4, career: 4 },
    },
    {
      name: 'School B (D-II)',
      scores: { athletics: 5, academics: 3, culture: 5, location: 4, size: 4, cost: 4, campus: 3, career: 3 },
    },
    {
      name: 'School C (D-III)',
      scores: { athletics: 4, academics: 5, culture: 4, location: 3, size: 5, cost: 3, campus: 4, career: 5 },
    },
  ],
};

/** Schools within this many percentage points of each other are treated as a tie. */
export const TIE_PERCENT = 5;

export interface ExampleResult {
  name: string;
  total: number;
  percent: number;
}

/** Totals of the worked example, in the order of its schools. */
export function exampleResults(): { max: number; results: ExampleResult[] } {
  const max = maxTotal(workedExample.weights);
  const results = workedExample.schools.map((school) => {
    const total = weightedTotal(workedExample.weights, school.scores);
    return { name: school.name, total, percent: fitPercent(total, max) };
  });
  return { max, results };
}

/** What the example's numbers tell Maddie, written from the computed totals. */
export function exampleTakeaways(): string[] {
  const { max, results } = exampleResults();
  const ranked = [...results].sort((a, b) => b.total - a.total);
  const [first, second] = ranked;
  const last = ranked.at(-1);
  if (!first || !second || !last) throw new Error('The worked example needs at least two schools');
  const { athlete, weights, schools } = workedExample;
  const takeaways = [
    `${first.name} comes out on top with ${first.total} of ${max} points (${first.percent}%), and ${second.name} follows with ${second.total} (${second.percent}%).`,
  ];
  const gap = first.percent - second.percent;
  takeaways.push(
    gap <= TIE_PERCENT
      ? `A gap of ${gap} percentage points is close enough to call a tie. ${athlete}'s next step is a second visit to both schools and an honest talk with each coach about her role.`
      : `A gap of ${gap} percentage points is a clear lead, as long as ${first.name} has no deal-breaker.`,
  );
  const scoresOf = (name: string) => schools.find((s) => s.name === name)?.scores;
  const firstScores = scoresOf(first.name);
  const lastScores = scoresOf(last.name);
  if (last !== second && firstScores && lastScores) {
    const behind = fitFactors
      .map((f) => ({ name: f.name.toLowerCase(), points: weights[f.key] * (firstScores[f.key] - lastScores[f.key]) }))
      .filter((f) => f.points > 0)
      .sort((a, b) => b.points - a.points)
      .slice(0, 2)
      .map((f) => `${f.name} (${f.points} points behind)`);
    takeaways.push(
      `${last.name} finishes last with ${last.total} points (${last.percent}%), mostly because of ${behind.join(' and ')}. The score does not tell ${athlete} to cross it off; it tells her exactly what to ask that coach before she decides.`,
    );
  }
  return takeaways;
}

export const guideIntro =
  'The right school is the one where you would be happy and successful for four years, on and off the field. This guide shows how to turn your impressions into numbers you can compare, and how to read them.';

export const formulaLines: readonly string[] = [
  'Weighted score = score (1-5) x weight (1-3)',
  "Total = the sum of a school's weighted scores",
  'Fit % = total / (5 x the sum of your weights) x 100',
];

export const weightTips: readonly string[] = [
  'Set your weights before your visits, so one great tour does not change what matters to you.',
  'Use the same weights for every school; that is what makes the totals comparable.',
  'Keep must-haves to three or four factors. If everything is a 3, nothing stands out.',
  'Parents: talk about cost openly now. It is the factor families most often leave until the end.',
];

export const scoringTips: readonly string[] = [
  'Score what you know from calls, visits, the school website and current players, not what you hope.',
  'Score all schools on one factor before moving to the next; it keeps your scale consistent.',
  'If you do not know enough to score a factor yet, write a question mark and add it to your list for the coach.',
];

export const verdictTips: readonly string[] = [
  'Re-score after every call and visit. First impressions change, and your list will too.',
  'A deal-breaker is a deal-breaker, whatever the total says.',
  `If the top schools are within about ${TIE_PERCENT} percentage points, call it a tie and let a second visit and honest conversations decide.`,
  'Ask yourself: if I got injured and could never play again, would I still be happy at this school?',
  'Talk the results over as a family, and let the final choice be one the athlete owns.',
];
