import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventRules } from '@herway/events/catalog';
import { handlerSourcePath, routes } from '@herway/shared/routes';
import type { HandlerName } from '@herway/shared/routes';
import { consumerDomains, jobDomains } from '../domains/domain';
import type { Domain, JobName } from '../domains/domain';

/**
 * Every Lambda the CDK app deploys, named once: a handler per route-table entry (handler
 * `<domain>/<name>` is functions/src/<domain>/http/<name>.ts), a consumer per event rule and each
 * job the domains own (infra/domains/domain.ts; functions/src/<domain>/events/<consumer>.ts and
 * functions/src/<domain>/jobs/<name>.ts: the domain that owns it, docs/architecture.md) and the
 * custom resources. The bundler builds exactly these.
 */

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface LambdaEntry {
  /** The bundle's folder name: `http/<area>/<verb-noun>`, `events/<consumer>`, `jobs/<name>` or `infra/<name>`. */
  readonly name: string;
  /** The TypeScript file esbuild starts from. */
  readonly file: string;
}

const functionsSource = path.join(repoRoot, 'functions/src');

export function httpEntry(handler: HandlerName): LambdaEntry {
  return { name: `http/${handler}`, file: path.join(functionsSource, handlerSourcePath(handler)) };
}

/** functions/src/<owner>/<kind>/<name>.ts, its owner from infra/domains/domain.ts; a name no domain owns is a mistake, said at once. */
function ownedFile(owners: Readonly<Record<string, Domain>>, kind: 'events' | 'jobs', name: string): string {
  if (!Object.hasOwn(owners, name)) throw new Error(`No domain owns ${kind}/${name}: name its owner in infra/domains/domain.ts`);
  return path.join(functionsSource, owners[name] as Domain, kind, `${name}.ts`);
}

/** An event consumer (named as in the catalog; the local bus passes any name it routes). */
export function consumerEntry(consumer: string): LambdaEntry {
  return { name: `events/${consumer}`, file: ownedFile(consumerDomains, 'events', consumer) };
}

/** A job (the local scheduler passes the name its target ARN carries). */
export function jobEntry(name: string): LambdaEntry {
  return { name: `jobs/${name}`, file: ownedFile(jobDomains, 'jobs', name) };
}

/** The custom resource handler that adds the seed discount codes (infra/lib/custom-resources). */
export const seedDiscountCodesEntry: LambdaEntry = {
  name: 'infra/seed-discount-codes',
  file: path.join(repoRoot, 'infra/lib/custom-resources/seed-discount-codes.ts'),
};

/** The prod deploy's check that every mentor on the site has a real scheduling link (infra/lib/custom-resources). */
export const checkMentorLinksEntry: LambdaEntry = {
  name: 'infra/check-mentor-links',
  file: path.join(repoRoot, 'infra/lib/custom-resources/check-mentor-links.ts'),
};

/** All of them, each once. */
export function allLambdaEntries(): LambdaEntry[] {
  const entries = [
    ...routes.map((route) => httpEntry(route.handler)),
    ...eventRules.map((rule) => consumerEntry(rule.consumer)),
    // The cron jobs, and the one the session reminders' one-time schedules invoke (constructs/session-messages.ts).
    ...(Object.keys(jobDomains) as JobName[]).map(jobEntry),
    seedDiscountCodesEntry,
    checkMentorLinksEntry,
  ];
  return entries.filter((entry, index) => entries.findIndex((other) => other.name === entry.name) === index);
}
