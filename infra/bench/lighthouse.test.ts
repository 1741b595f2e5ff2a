import { describe, expect, it } from 'vitest';
import { CONFIRMING_RUNS, LIGHTHOUSE_BUDGET, categoryScore, lighthouseMeasurements, medianRun, reportName, runsWanted, scoresOf } from './lighthouse';
import type { LighthouseResult, LighthouseScores } from './lighthouse';
import type { LighthouseRoute } from './lighthouse-routes';
import { verdict } from './report';

type Audit = Omit<LighthouseResult['audits'][string], 'scoreDisplayMode'> & { scoreDisplayMode?: string };

/** A Lighthouse result shaped as the CLI writes it, cut down to what the bench reads. */
function lhr(
  overrides: {
    url?: string;
    audits?: Record<string, Audit>;
    scores?: Partial<Record<string, number | null>>;
    runtimeError?: { code: string; message: string };
  } = {},
): LighthouseResult {
  const audits: Record<string, Audit> = {
    'first-contentful-paint': { score: 0.86, displayValue: '1.9 s' },
    'largest-contentful-paint': { score: 0.8, displayValue: '2.9 s' },
    'total-blocking-time': { score: 0.95, displayValue: '140 ms' },
    'cumulative-layout-shift': { score: 1, numericValue: 0.033, displayValue: '0.033' },
    'color-contrast': { score: 1 },
    'link-name': { score: 0 },
    'errors-in-console': { score: 1 },
    'is-crawlable': { score: 1 },
    'meta-description': { score: 1 },
    'structured-data': { score: null, scoreDisplayMode: 'manual' },
    ...overrides.audits,
  };
  const scores = { performance: 0.92, accessibility: 0.95, 'best-practices': 1, seo: 1, ...overrides.scores };
  return {
    finalDisplayedUrl: overrides.url ?? 'http://localhost:4100/login',
    ...(overrides.runtimeError ? { runtimeError: overrides.runtimeError } : {}),
    categories: {
      performance: {
        score: scores.performance,
        auditRefs: [
          { id: 'first-contentful-paint', weight: 10, group: 'metrics' },
          { id: 'largest-contentful-paint', weight: 25, group: 'metrics' },
          { id: 'total-blocking-time', weight: 30, group: 'metrics' },
          { id: 'cumulative-layout-shift', weight: 25, group: 'metrics' },
        ],
      },
      accessibility: {
        score: scores.accessibility,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'link-name', weight: 7 },
        ],
      },
      'best-practices': { score: scores['best-practices'], auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
      seo: {
        score: scores.seo,
        auditRefs: [
          { id: 'is-crawlable', weight: 4.043 },
          { id: 'meta-description', weight: 1 },
          { id: 'structured-data', weight: 0 },
        ],
      },
    },
    audits: Object.fromEntries(Object.entries(audits).map(([id, audit]) => [id, { scoreDisplayMode: 'binary', ...audit }])),
  };
}

const route = (overrides: Partial<LighthouseRoute> = {}): LighthouseRoute => ({
  path: '/login',
  url: '/login',
  viewer: 'visitor',
  indexable: true,
  ...overrides,
});

const scores = (overrides: Partial<LighthouseScores> = {}): LighthouseScores => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  seoWithoutCrawlable: 100,
  cls: 0,
  crawlable: true,
  finalPath: '/login',
  misses: { performance: [], accessibility: [], 'best-practices': [], seo: [] },
  ...overrides,
});

const judged = (routeOf: LighthouseRoute, scoresOfRoute: LighthouseScores) =>
  Object.fromEntries(lighthouseMeasurements(routeOf, scoresOfRoute).map((row) => [row.measure, { ...row, result: verdict(row) }]));

describe('scoresOf', () => {
  it('reads the four categories as 0-100, the CLS, the final path and what cost points', () => {
    const read = scoresOf(lhr());
    expect(read).toMatchObject({ performance: 92, accessibility: 95, bestPractices: 100, seo: 100, cls: 0.033, crawlable: true, finalPath: '/login' });
    expect(read.misses.performance).toEqual(['largest-contentful-paint 2.9 s', 'first-contentful-paint 1.9 s']);
    expect(read.misses.accessibility).toEqual(['link-name']);
  });

  it('sees noindex, and scores SEO without the is-crawlable audit for a page that carries it', () => {
    const read = scoresOf(lhr({ audits: { 'is-crawlable': { score: 0 } }, scores: { seo: 0.2 } }));
    expect(read.crawlable).toBe(false);
    expect(read.seo).toBe(20);
    expect(read.seoWithoutCrawlable).toBe(100);
    expect(read.misses.seo).toEqual(['is-crawlable']);
  });

  it('refuses a run that could not load the page, and a result that is not one', () => {
    expect(() => scoresOf(lhr({ runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } }))).toThrow('NO_FCP');
    expect(() => scoresOf(lhr({ scores: { seo: null } }))).toThrow('no score for seo');
    expect(() => scoresOf({})).toThrow('not a Lighthouse result');
  });
});

describe('categoryScore', () => {
  it("is Lighthouse's weighted mean, leaving out manual and weightless audits", () => {
    const result = lhr({ audits: { 'is-crawlable': { score: 0 } } });
    expect(categoryScore(result, 'seo')).toBe(20);
    expect(categoryScore(result, 'seo', ['is-crawlable'])).toBe(100);
    expect(categoryScore(result, 'accessibility')).toBe(50);
  });
});

describe('lighthouseMeasurements against the Lighthouse budget', () => {
  it('holds a public page to performance 98 and an account page to 95', () => {
    expect(LIGHTHOUSE_BUDGET).toMatchObject({ performance: 95, publicPerformance: 98, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.05 });
    const home = judged(route({ path: '/', url: '/' }), scores({ performance: 97 }));
    expect(home.performance).toMatchObject({ floor: 98, result: 'FAIL' });
    const login = judged(route(), scores({ performance: 95 }));
    expect(login.performance).toMatchObject({ floor: 95, result: 'PASS' });
    expect(judged(route(), scores({ performance: 94 })).performance?.result).toBe('FAIL');
  });

  it('wants accessibility and best practices at 100, and CLS at most 0.05', () => {
    const rows = judged(
      route(),
      scores({ accessibility: 99, bestPractices: 100, cls: 0.051, misses: { performance: [], accessibility: ['link-name'], 'best-practices': [], seo: [] } }),
    );
    expect(rows.accessibility).toMatchObject({ result: 'FAIL', note: 'misses: link-name' });
    expect(rows['best practices']?.result).toBe('PASS');
    expect(rows.CLS).toMatchObject({ value: 0.051, budget: 0.05, unit: 'cls', result: 'FAIL' });
    expect(judged(route(), scores({ cls: 0.05 })).CLS?.result).toBe('PASS');
  });

  it('holds an indexable page to SEO 100', () => {
    const rows = judged(route(), scores({ seo: 92 }));
    expect(rows.SEO).toMatchObject({ floor: 100, result: 'FAIL' });
    expect(rows['carries noindex']).toBeUndefined();
  });

  it('wants noindex on a page that is not for search engines, and 100 on the other SEO audits', () => {
    const admin = route({ path: '/admin', url: '/admin', viewer: 'admin', indexable: false });
    const rows = judged(admin, scores({ seo: 63, seoWithoutCrawlable: 100, crawlable: false }));
    expect(rows.SEO).toBeUndefined();
    expect(rows['SEO without is-crawlable']).toMatchObject({ value: 100, result: 'PASS', note: 'noindex page; SEO with it: 63' });
    expect(rows['carries noindex']).toMatchObject({ value: 1, unit: 'flag', result: 'PASS' });
    expect(lighthouseMeasurements(admin, scores())[0]?.section).toBe('Lighthouse /admin (admin)');

    const forgotten = judged(admin, scores({ crawlable: true }));
    expect(forgotten['carries noindex']).toMatchObject({ value: 0, result: 'FAIL', note: 'not for search engines: add noindex' });
  });
});

describe('runsWanted', () => {
  const scored = (performance: number) => [{ performance }];

  it('confirms a single run that misses its performance budget with two more, public pages held to theirs', () => {
    expect(runsWanted({ path: '/faq' }, 1, [])).toBe(1);
    expect(runsWanted({ path: '/faq' }, 1, scored(LIGHTHOUSE_BUDGET.publicPerformance))).toBe(1);
    expect(runsWanted({ path: '/faq' }, 1, scored(LIGHTHOUSE_BUDGET.publicPerformance - 1))).toBe(CONFIRMING_RUNS);
    expect(runsWanted({ path: '/dashboard' }, 1, scored(LIGHTHOUSE_BUDGET.performance))).toBe(1);
    expect(runsWanted({ path: '/dashboard' }, 1, scored(LIGHTHOUSE_BUDGET.performance - 1))).toBe(CONFIRMING_RUNS);
    expect(CONFIRMING_RUNS).toBe(3);
  });

  it('leaves the runs asked for alone when there are several', () => {
    expect(runsWanted({ path: '/faq' }, 5, scored(50))).toBe(5);
    expect(runsWanted({ path: '/dashboard' }, 3, [])).toBe(3);
  });
});

describe('medianRun', () => {
  it('reports the median run by performance, the lower middle of an even count', () => {
    expect(medianRun([scores({ performance: 91 }), scores({ performance: 84 }), scores({ performance: 97 })]).performance).toBe(91);
    expect(medianRun([scores({ performance: 90 }), scores({ performance: 80 })]).performance).toBe(80);
    expect(medianRun([scores({ performance: 88 })]).performance).toBe(88);
    expect(() => medianRun([])).toThrow('no Lighthouse run');
  });
});

describe('reportName', () => {
  it('names each route its own file', () => {
    expect(reportName('/')).toBe('home');
    expect(reportName('/admin/content')).toBe('admin-content');
    expect(reportName('/login')).toBe('login');
  });
});
