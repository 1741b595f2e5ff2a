import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eventRules } from '@herway/events/catalog';
import { routes } from '@herway/shared/routes';
import { describe, expect, it } from 'vitest';
import { consumerEntry, jobEntry, repoRoot } from '../lib/lambda-entries';
import { consumerAccess, domainFunctions, handlerAccess, jobs, scheduledJobs } from './access-map';
import { DOMAINS, consumerDomains, jobDomains } from './domain';
import type { DomainFunctions } from './domain';

const functionsSource = path.join(repoRoot, 'functions/src');

/** Every access entry of every domain, with the domain that lists it. */
const entries = domainFunctions.flatMap((domain) =>
  (['routes', 'consumers', 'jobs'] as const).flatMap((kind) =>
    Object.keys((domain as { [section in typeof kind]?: object })[kind] ?? {}).map((name) => ({ kind, name, domain: domain.domain })),
  ),
);
const listed = (kind: 'routes' | 'consumers' | 'jobs', name: string) =>
  entries.filter((entry) => entry.kind === kind && entry.name === name).map((entry) => entry.domain);

describe("the domains' access", () => {
  it('has exactly one entry for every route, in the domain its handler names, and none for a route that does not exist', () => {
    for (const { handler } of routes) expect(listed('routes', handler), handler).toEqual([handler.split('/')[0]]);
    expect(entries.filter((entry) => entry.kind === 'routes')).toHaveLength(new Set(routes.map((route) => route.handler)).size);
  });

  it("has exactly one entry for every event rule's consumer, in the domain whose folder holds its code", () => {
    for (const { consumer } of eventRules) {
      expect(listed('consumers', consumer), consumer).toEqual([consumerDomains[consumer]]);
      expect(existsSync(consumerEntry(consumer).file), consumer).toBe(true);
    }
    expect(entries.filter((entry) => entry.kind === 'consumers')).toHaveLength(eventRules.length);
  });

  it('refuses a consumer or a job no domain owns, in a sentence that says where to name its owner', () => {
    expect(() => consumerEntry('on-nothing')).toThrow('No domain owns events/on-nothing: name its owner in infra/domains/domain.ts');
    expect(() => jobEntry('toString')).toThrow('No domain owns jobs/toString');
  });

  it('has exactly one entry for every job, in the domain whose folder holds its code', () => {
    const names = Object.keys(jobDomains) as (keyof typeof jobDomains)[];
    for (const name of names) {
      expect(listed('jobs', name), name).toEqual([jobDomains[name]]);
      expect(existsSync(jobEntry(name).file), name).toBe(true);
    }
    expect(entries.filter((entry) => entry.kind === 'jobs')).toHaveLength(names.length);
    expect(scheduledJobs.map((job) => job.name).sort()).toEqual([
      'announce-course-releases',
      'reconcile-payments',
      'release-discount-reservations',
      'remind-package-expiry',
    ]);
    expect(jobs['send-session-message'].schedule).toBe('session-reminders');
  });

  it('composes every entry into the maps the stacks read, unchanged', () => {
    for (const domain of domainFunctions) {
      for (const [handler, access] of Object.entries((domain as { routes?: object }).routes ?? {}))
        expect(handlerAccess[handler as keyof typeof handlerAccess]).toBe(access);
      for (const [consumer, access] of Object.entries((domain as { consumers?: object }).consumers ?? {}))
        expect(consumerAccess[consumer as keyof typeof consumerAccess]).toBe(access);
    }
  });

  it('names the domains of functions/src, each once, and lists the domains that own Lambdas in their order', () => {
    const folders = readdirSync(functionsSource, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['routes', 'testing'].includes(entry.name))
      .map((entry) => entry.name);
    expect([...DOMAINS].sort()).toEqual(folders.sort());
    const owning = domainFunctions.map((domain) => domain.domain);
    expect(owning).toEqual(DOMAINS.filter((domain) => (owning as readonly string[]).includes(domain)));
  });

  it("does not compile with another domain's route, consumer or job, nor with one of its own left out (tsc checks each line below)", () => {
    const job = { description: 'a job', schedule: 'session-reminders', access: {} } as const;
    const health = { 'system/get-health': {} } as const;
    const rejected = [
      // @ts-expect-error a payments route listed by mail
      { domain: 'mail', routes: { 'payments/validate-discount': {} }, consumers: { 'on-mail-feedback': {} } } satisfies DomainFunctions<'mail'>,
      // @ts-expect-error a payments consumer listed by mail
      { domain: 'mail', consumers: { 'on-mail-feedback': {}, 'on-refund': {} } } satisfies DomainFunctions<'mail'>,
      // @ts-expect-error a payments job listed by system
      { domain: 'system', routes: health, jobs: { 'reconcile-payments': job } } satisfies DomainFunctions<'system'>,
      // @ts-expect-error mail without its consumer
      { domain: 'mail', consumers: {} } satisfies DomainFunctions<'mail'>,
    ];
    // Each entry above compiles only if its @ts-expect-error goes unused, which fails `npm run typecheck`.
    expect(rejected.map((entry) => entry.domain)).toEqual(['mail', 'mail', 'system', 'mail']);
  });
});
