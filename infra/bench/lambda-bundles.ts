import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { handlerSourcePath, routes } from '@herway/shared/routes';
import type { Route } from '@herway/shared/routes';
import { build } from 'esbuild';
import type { Metafile } from 'esbuild';
import { lambdaEsbuildOptions } from '../lib/lambda-bundling';
import { allLambdaEntries } from '../lib/lambda-entries';
import { median } from './report';
import type { Measurement } from './report';

const SECTION = 'Lambda bundles (minified)';
/**
 * What a bundle may weigh (minified, SDK clients included and untouched), by the heaviest client it
 * carries: the table (and Cognito) only; SES's or S3's API client too; stripe-node. Cold start governs.
 */
export type BundleTier = 'table' | 'mail-or-storage' | 'stripe';
export const BUNDLE_BUDGETS: Readonly<Record<BundleTier, number>> = { table: 350 * 1024, 'mail-or-storage': 450 * 1024, stripe: 650 * 1024 };
const TIER_LABELS: Readonly<Record<BundleTier, string>> = { table: 'table only', 'mail-or-storage': 'SES or S3', stripe: 'stripe-node' };

/** The tier of a bundle holding these packages. Presigned S3 links need no S3 client: they stay in the table's tier. */
export function tierOf(packages: readonly string[]): BundleTier {
  if (packages.includes('stripe')) return 'stripe';
  if (packages.includes('@aws-sdk/client-sesv2') || packages.includes('@aws-sdk/client-s3')) return 'mail-or-storage';
  return 'table';
}

export interface LambdaEntry {
  /** `other`: a scheduled or schedule-invoked job, or a custom resource of the CDK app. */
  kind: 'http' | 'event' | 'other';
  /** `<area>/<verb-noun>` for an HTTP handler, `events/<consumer>`, `jobs/<name>` or `infra/<name>` for the others. */
  name: string;
  file: string;
  /** The route an HTTP handler serves. */
  route?: Route;
}

export interface LambdaBundle extends LambdaEntry {
  /** The bundled `.mjs` (its source map beside it). */
  outfile: string;
  bytes: number;
  /** Which budget holds it (BUNDLE_BUDGETS). */
  tier: BundleTier;
  /** The packages that take the most room in the bundle, largest first. */
  largestInputs: { name: string; bytes: number }[];
}

/**
 * Every Lambda that exists yet: a handler file for a route-table entry, each event consumer, then
 * the jobs and custom resources the CDK app deploys (infra/lib/lambda-entries.ts) whose file exists.
 */
export function lambdaEntries(functionsDir: string, others = otherLambdaEntries()): LambdaEntry[] {
  const entries: LambdaEntry[] = [];
  for (const route of routes) {
    const file = path.join(functionsDir, 'src', handlerSourcePath(route.handler));
    if (existsSync(file) && !entries.some((entry) => entry.name === route.handler)) {
      entries.push({ kind: 'http', name: route.handler, file, route });
    }
  }
  const sourceDir = path.join(functionsDir, 'src');
  const domains = existsSync(sourceDir) ? readdirSync(sourceDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()) : [];
  const consumers = domains.flatMap((domain) => {
    const eventsDir = path.join(sourceDir, domain.name, 'events');
    return existsSync(eventsDir)
      ? readdirSync(eventsDir)
          .filter(isConsumerFile)
          .map((name) => path.join(eventsDir, name))
      : [];
  });
  for (const file of consumers.sort((a, b) => path.basename(a).localeCompare(path.basename(b)))) {
    entries.push({ kind: 'event', name: `events/${path.basename(file, '.ts')}`, file });
  }
  return [...entries, ...others.filter((entry) => existsSync(entry.file))];
}

/** The CDK app's Lambdas that are neither HTTP handlers nor event consumers. */
function otherLambdaEntries(): LambdaEntry[] {
  return allLambdaEntries()
    .filter((entry) => /^(jobs|infra)\//.test(entry.name))
    .map((entry) => ({ kind: 'other', name: entry.name, file: entry.file }));
}

export const isConsumerFile = (name: string): boolean => name.endsWith('.ts') && !/\.(test|d)\.ts$/.test(name);

/** Bundles each entry into `outDir` exactly as the CDK app will (infra/lib/lambda-bundling.ts). */
export async function bundleLambdas(entries: LambdaEntry[], outDir: string): Promise<LambdaBundle[]> {
  return Promise.all(
    entries.map(async (entry) => {
      const outfile = path.join(outDir, `${entry.name}.mjs`);
      const result = await build({ ...lambdaEsbuildOptions(entry.file, outfile), metafile: true });
      const tier = tierOf(largestPackages(result.metafile, outfile, Number.POSITIVE_INFINITY).map((input) => input.name));
      return { ...entry, outfile, bytes: statSync(outfile).size, tier, largestInputs: largestPackages(result.metafile, outfile) };
    }),
  );
}

/** Bytes in the output per npm package (or per workspace folder), from esbuild's metafile. */
export function largestPackages(metafile: Metafile, outfile: string, count = 3): { name: string; bytes: number }[] {
  const output = Object.entries(metafile.outputs).find(([file]) => path.resolve(file) === path.resolve(outfile))?.[1];
  const byPackage = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const name = packageOf(input);
    byPackage.set(name, (byPackage.get(name) ?? 0) + bytesInOutput);
  }
  return [...byPackage]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}

export function packageOf(input: string): string {
  const inNodeModules = input.split('node_modules/').at(-1) as string;
  if (inNodeModules !== input) {
    const parts = inNodeModules.split('/');
    return (inNodeModules.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
  }
  return input.replace(/^(\.\.\/)+/, '').split('/')[0] ?? input;
}

export const budgetOf = (bundle: Pick<LambdaBundle, 'tier'>): number => BUNDLE_BUDGETS[bundle.tier];

/** `80 table only (≤ 350 KB), 6 SES or S3 (≤ 450 KB), 5 stripe-node (≤ 650 KB)`: how many bundles each budget holds. */
function tierCounts(bundles: readonly LambdaBundle[], kb: (bytes: number) => string): string {
  return (Object.keys(BUNDLE_BUDGETS) as BundleTier[])
    .map((tier) => `${bundles.filter((bundle) => bundle.tier === tier).length} ${TIER_LABELS[tier]} (≤ ${kb(BUNDLE_BUDGETS[tier])})`)
    .join(', ');
}

/**
 * A headline (how many bundles fail their budget; the median and largest size) and one line per
 * bundle, each held to its tier's size. Cold start governs when the two disagree
 * (docs/decisions/bundle-budgets.md): a handler over its tier whose median cold start is within its
 * budget (`quickColdStartsMs`, by name: cold-start.ts) is reported for information, not failed. A
 * bundle with no cold start measured (a consumer or job without a sample event: samples.ts) is held to
 * its size alone.
 */
export function lambdaMeasurements(bundles: LambdaBundle[], quickColdStartsMs: ReadonlyMap<string, number> = new Map()): Measurement[] {
  if (bundles.length === 0) throw new Error('no handler file exists for any route of the route table');
  const sorted = [...bundles].sort((a, b) => b.bytes - a.bytes);
  const largest = sorted[0] as LambdaBundle;
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  const governedBy = (bundle: LambdaBundle): number | undefined => (bundle.bytes > budgetOf(bundle) ? quickColdStartsMs.get(bundle.name) : undefined);
  const over = bundles.filter((bundle) => bundle.bytes > budgetOf(bundle));
  const governed = over.filter((bundle) => governedBy(bundle) !== undefined).length;
  const governedNote = governed > 0 ? `; ${governed} more over their tier, their cold starts within budget (cold start governs)` : '';
  return [
    {
      section: SECTION,
      measure: `bundles over their budget, of ${bundles.length}`,
      value: over.length - governed,
      unit: 'count',
      budget: 0,
      note: `median ${kb(median(bundles.map((bundle) => bundle.bytes)))}, largest ${kb(largest.bytes)} (${largest.name}); ${tierCounts(bundles, kb)}${governedNote}`,
    },
    ...sorted.map((bundle): Measurement => {
      const parts = `${TIER_LABELS[bundle.tier]}; largest parts: ${bundle.largestInputs.map((input) => `${input.name} ${kb(input.bytes)}`).join(', ')}`;
      const coldStartMs = governedBy(bundle);
      const row = { section: SECTION, measure: bundle.name, detail: true, value: bundle.bytes, unit: 'bytes' } as const;
      if (coldStartMs === undefined) return { ...row, budget: budgetOf(bundle), note: parts };
      const excess = ((bundle.bytes - budgetOf(bundle)) / 1024).toFixed(1);
      return {
        ...row,
        note: `${excess} KB over ${kb(budgetOf(bundle))}, but its cold start (${Math.round(coldStartMs)} ms) is within budget and governs; ${parts}`,
      };
    }),
  ];
}
