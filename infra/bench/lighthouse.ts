import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../local/settings';
import { isPublicPage, pathMatches } from './lighthouse-routes';
import type { LighthouseRoute } from './lighthouse-routes';
import type { Measurement } from './report';

/** docs/decisions/performance-budgets.md: Lighthouse (mobile) on every route. Scores are 0-100. */
export const LIGHTHOUSE_BUDGET = {
  performance: 95,
  publicPerformance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.05,
} as const;

/**
 * The flags that work with Debian's chromium, headless and offline. Paint holding is off: headless
 * Chromium here holds the first frame of any page not ready to paint within ~0.1 s until ~1.2 s (or
 * ~2.2 s) after navigation, whatever the page does (a bare page whose script blocks 150 ms paints at
 * 1.22 s with it, 0.29 s without), and Lighthouse scores that held filmstrip (docs/lighthouse.md).
 */
export const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-features=PaintHolding';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type CategoryId = (typeof CATEGORIES)[number];
/** One page takes ~15-20 s here; a run that hangs is an error, not a figure. */
const RUN_TIMEOUT_MS = 180_000;
const cli = path.join(repoRoot, 'node_modules/lighthouse/cli/index.js');

/** The part of Lighthouse's result (LHR) the bench reads. */
export interface LighthouseResult {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>;
  audits: Record<string, { score: number | null; scoreDisplayMode: string; numericValue?: number; displayValue?: string }>;
}

/** What one run says about a page, scores 0-100. */
export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** SEO with the is-crawlable audit left out: what a page that carries noindex on purpose is held to. */
  seoWithoutCrawlable: number;
  cls: number;
  /** False when the page carries noindex (Lighthouse's is-crawlable audit fails). */
  crawlable: boolean;
  /** The path Lighthouse ended on (a signed-in page that bounced to /login ends there). */
  finalPath: string;
  /** Per category, what cost it points, heaviest first: a metric with its value, or an audit's id. */
  misses: Record<CategoryId, string[]>;
}

const percent = (score: number | null | undefined) => Math.round((score ?? 0) * 100);

/** The weighted mean of a category's scored audits, as Lighthouse computes it, with some audits counted as passed. */
export function categoryScore(result: LighthouseResult, category: CategoryId, passed: readonly string[] = []): number {
  let total = 0;
  let weights = 0;
  for (const ref of result.categories[category]?.auditRefs ?? []) {
    const audit = result.audits[ref.id];
    if (ref.weight === 0 || !audit || audit.score === null || ['manual', 'notApplicable', 'informative'].includes(audit.scoreDisplayMode)) continue;
    total += ref.weight * (passed.includes(ref.id) ? 1 : audit.score);
    weights += ref.weight;
  }
  return weights === 0 ? 0 : Math.round((total / weights) * 100);
}

/** The audits that cost a category points, heaviest first; performance names its metrics with their values. */
export function missesOf(result: LighthouseResult, category: CategoryId): string[] {
  const refs = (result.categories[category]?.auditRefs ?? []).filter((ref) => {
    const audit = result.audits[ref.id];
    return ref.weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < (category === 'performance' ? 0.9 : 1);
  });
  return refs
    .sort((a, b) => b.weight - a.weight)
    .map((ref) => {
      const value = result.audits[ref.id]?.displayValue;
      return category === 'performance' && value ? `${ref.id} ${value}` : ref.id;
    });
}

/** Reads a Lighthouse JSON result; a run that could not load the page is an error. */
export function scoresOf(json: unknown): LighthouseScores {
  const result = json as LighthouseResult;
  if (typeof result?.finalDisplayedUrl !== 'string' || typeof result.categories !== 'object') throw new Error('not a Lighthouse result');
  if (result.runtimeError) throw new Error(`Lighthouse could not measure the page: ${result.runtimeError.code} ${result.runtimeError.message}`);
  const missing = CATEGORIES.filter((id) => typeof result.categories[id]?.score !== 'number');
  if (missing.length > 0) throw new Error(`Lighthouse gave no score for ${missing.join(', ')}`);
  const misses = Object.fromEntries(CATEGORIES.map((id) => [id, missesOf(result, id)])) as Record<CategoryId, string[]>;
  return {
    performance: percent(result.categories.performance?.score),
    accessibility: percent(result.categories.accessibility?.score),
    bestPractices: percent(result.categories['best-practices']?.score),
    seo: percent(result.categories.seo?.score),
    seoWithoutCrawlable: categoryScore(result, 'seo', ['is-crawlable']),
    cls: result.audits['cumulative-layout-shift']?.numericValue ?? 0,
    crawlable: result.audits['is-crawlable']?.score !== 0,
    finalPath: new URL(result.finalDisplayedUrl).pathname,
    misses,
  };
}

const missNote = (misses: string[]) => (misses.length > 0 ? `misses: ${misses.slice(0, 3).join(', ')}` : undefined);

/**
 * A route's figures against the budget: performance (≥ 98 on the public, prerendered pages, else
 * ≥ 95), accessibility and best practices 100, CLS ≤ 0.05, and SEO 100 on indexable pages. A page
 * that is not meant for search engines must carry noindex instead, and is held to SEO 100 on every
 * other SEO audit.
 */
export function lighthouseMeasurements(route: LighthouseRoute, scores: LighthouseScores): Measurement[] {
  const section = `Lighthouse ${route.path}${route.viewer === 'visitor' ? '' : ` (${route.viewer})`}`;
  const score = (measure: string, value: number, floor: number, misses: string[], extra?: Partial<Measurement>): Measurement => {
    const note = missNote(misses);
    return { section, measure, value, unit: 'score', floor, ...(note ? { note } : {}), ...extra };
  };
  const rows: Measurement[] = [
    score('performance', scores.performance, performanceBudgetOf(route), scores.misses.performance),
    score('accessibility', scores.accessibility, LIGHTHOUSE_BUDGET.accessibility, scores.misses.accessibility),
    score('best practices', scores.bestPractices, LIGHTHOUSE_BUDGET.bestPractices, scores.misses['best-practices']),
  ];
  if (route.indexable) {
    rows.push(score('SEO', scores.seo, LIGHTHOUSE_BUDGET.seo, scores.misses.seo));
  } else {
    const others = scores.misses.seo.filter((id) => id !== 'is-crawlable');
    rows.push(
      score('SEO without is-crawlable', scores.seoWithoutCrawlable, LIGHTHOUSE_BUDGET.seo, others, {
        note: missNote(others) ?? `noindex page; SEO with it: ${scores.seo}`,
      }),
    );
    rows.push({
      section,
      measure: 'carries noindex',
      value: scores.crawlable ? 0 : 1,
      unit: 'flag',
      floor: 1,
      note: scores.crawlable ? 'not for search engines: add noindex' : 'not for search engines',
    });
  }
  rows.push({ section, measure: 'CLS', value: scores.cls, unit: 'cls', budget: LIGHTHOUSE_BUDGET.cls });
  return rows;
}

/** `/admin/content` → `admin-content`, `/admin/athletes/:id` → `admin-athletes-id`, `/` → `home`: the name of a route's saved result. */
export const reportName = (routePath: string) => (routePath === '/' ? 'home' : routePath.slice(1).replaceAll(':', '').replaceAll('/', '-'));

/**
 * Runs Lighthouse's CLI (mobile, its default) on one URL in a fresh headless Chromium, sending the
 * session cookie with every request when there is one, and returns its JSON result (also left in
 * `outFile` for a closer look).
 */
export async function runLighthouse(url: string, outFile: string, cookie?: string, chromeFlag?: string): Promise<unknown> {
  mkdirSync(path.dirname(outFile), { recursive: true });
  const args = [
    cli,
    url,
    '--output=json',
    `--output-path=${outFile}`,
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${[CHROME_FLAGS, chromeFlag].filter(Boolean).join(' ')}`,
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, args, { env, timeout: RUN_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`lighthouse ${url} failed: ${(stderr || error.message).trim().split('\n').slice(-3).join(' ')}`));
      else resolve();
    });
  });
  return JSON.parse(readFileSync(outFile, 'utf8')) as unknown;
}

/**
 * The run to report of several on one page: the median by performance score (scores vary from run
 * to run on a busy machine; Lighthouse's own advice is the median of 3-5 runs).
 */
export function medianRun(runs: LighthouseScores[]): LighthouseScores {
  if (runs.length === 0) throw new Error('no Lighthouse run to choose from');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)] as LighthouseScores;
}

/** The performance score a route is held to: public pages more than signed-in ones. */
export const performanceBudgetOf = (route: Pick<LighthouseRoute, 'path'>): number =>
  isPublicPage(route.path) ? LIGHTHOUSE_BUDGET.publicPerformance : LIGHTHOUSE_BUDGET.performance;

/** How many runs judge a route whose single run missed its performance budget (their median). */
export const CONFIRMING_RUNS = 3;

/**
 * How many runs a route gets when `runs` were asked for and `done` have scored: a single run that
 * misses its performance budget is confirmed by two more, and the median of the three is judged. A
 * score moves by several points from run to run on this machine; Lighthouse's own advice is the
 * median of several runs, and three for all 44 routes would triple the bench's longest part.
 */
export function runsWanted(route: Pick<LighthouseRoute, 'path'>, runs: number, done: readonly Pick<LighthouseScores, 'performance'>[]): number {
  const [first] = done;
  if (runs !== 1 || !first) return runs;
  return first.performance < performanceBudgetOf(route) ? CONFIRMING_RUNS : 1;
}

/**
 * Opens a route as its viewer `runs` times (a single run that misses is confirmed: `runsWanted`)
 * and judges the median run; a page that ended elsewhere (a redirect) is an error.
 */
export async function measureRoute(
  route: LighthouseRoute,
  siteUrl: string,
  outDir: string,
  options: { cookie?: string | undefined; url?: string; runs?: number; chromeFlag?: string | undefined } = {},
): Promise<Measurement[]> {
  const { cookie, url = route.url, runs = 1, chromeFlag } = options;
  const results: LighthouseScores[] = [];
  for (let run = 1; run <= runsWanted(route, runs, results); run += 1) {
    const name = `${reportName(route.path)}${run > 1 || runs > 1 ? `-${run}` : ''}.json`;
    const scores = scoresOf(await runLighthouse(new URL(url, siteUrl).toString(), path.join(outDir, name), cookie, chromeFlag));
    if (!pathMatches(route.path, scores.finalPath))
      throw new Error(`${url} ended on ${scores.finalPath}: ${route.viewer === 'visitor' ? 'a redirect' : `not signed in as ${route.viewer}?`}`);
    results.push(scores);
  }
  const rows = lighthouseMeasurements(route, medianRun(results));
  const confirmed = runs === 1 && results.length > 1 ? ' (the first missed)' : '';
  if (results.length > 1 && rows[0])
    rows[0] = {
      ...rows[0],
      note: [`median of ${results.length}: ${results.map((run) => run.performance).join(', ')}${confirmed}`, rows[0].note].filter(Boolean).join('; '),
    };
  return rows;
}
