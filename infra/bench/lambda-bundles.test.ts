import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { isConsumerFile, BUNDLE_BUDGETS, tierOf, lambdaEntries, lambdaMeasurements, largestPackages, packageOf } from './lambda-bundles';
import type { BundleTier, LambdaBundle } from './lambda-bundles';
import { verdict } from './report';
import type { Measurement } from './report';

describe('lambdaEntries', () => {
  const functionsDir = mkdtempSync(path.join(tmpdir(), 'herway-lambda-entries-'));
  afterAll(() => rmSync(functionsDir, { recursive: true, force: true }));
  const write = (file: string) => {
    mkdirSync(path.dirname(path.join(functionsDir, file)), { recursive: true });
    writeFileSync(path.join(functionsDir, file), 'export const handler = async () => ({});\n');
  };

  it('takes the handler files of route-table entries in their domains, then the event consumers', () => {
    write('src/system/http/get-health.ts');
    write('src/payments/http/validate-discount.ts');
    write('src/system/http/not-a-route.ts');
    write('src/mail/events/send-welcome-email.ts');
    write('src/mail/events/send-welcome-email.test.ts');
    write('src/payments/jobs/reconcile-payments.ts');
    const others = [
      { kind: 'other' as const, name: 'jobs/reconcile-payments', file: path.join(functionsDir, 'src/payments/jobs/reconcile-payments.ts') },
      { kind: 'other' as const, name: 'jobs/not-written-yet', file: path.join(functionsDir, 'src/payments/jobs/not-written-yet.ts') },
    ];
    const entries = lambdaEntries(functionsDir, others);
    expect(entries.map((entry) => [entry.kind, entry.name])).toEqual([
      ['http', 'system/get-health'],
      ['http', 'payments/validate-discount'],
      ['event', 'events/send-welcome-email'],
      ['other', 'jobs/reconcile-payments'],
    ]);
    expect(entries[0]?.route).toMatchObject({ method: 'GET', path: '/api/health' });
    expect(entries[2]?.file).toBe(path.join(functionsDir, 'src/mail/events/send-welcome-email.ts'));
  });

  it('has nothing to bundle in an empty workspace', () => {
    expect(lambdaEntries(path.join(functionsDir, 'nowhere'), [])).toEqual([]);
  });

  it("also bundles the CDK app's jobs and custom resources", () => {
    const names = lambdaEntries(path.join(functionsDir, 'nowhere')).map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(['jobs/reconcile-payments', 'jobs/send-session-message', 'infra/seed-discount-codes']));
  });
});

describe('isConsumerFile', () => {
  it('keeps consumers, not their tests or declarations', () => {
    expect(['a.ts', 'a.test.ts', 'a.int.test.ts', 'types.d.ts', 'notes.md'].filter(isConsumerFile)).toEqual(['a.ts']);
  });
});

describe('packageOf and largestPackages', () => {
  it('names the npm package, scoped or not, or the workspace folder', () => {
    expect(packageOf('../node_modules/zod/v4/core/schemas.js')).toBe('zod');
    expect(packageOf('../node_modules/@smithy/core/dist-es/index.js')).toBe('@smithy/core');
    expect(packageOf('../node_modules/a/node_modules/@aws-sdk/core/x.js')).toBe('@aws-sdk/core');
    expect(packageOf('../shared/src/routes.ts')).toBe('shared');
    expect(packageOf('functions/src/system/http/get-health.ts')).toBe('functions');
  });

  it('adds up the bytes each package puts in the output', () => {
    const metafile = {
      inputs: {},
      outputs: {
        '/out/a.mjs': {
          bytes: 100,
          imports: [],
          exports: [],
          inputs: {
            'node_modules/zod/a.js': { bytesInOutput: 40 },
            'node_modules/zod/b.js': { bytesInOutput: 30 },
            'node_modules/@smithy/core/c.js': { bytesInOutput: 50 },
            'functions/src/x.ts': { bytesInOutput: 5 },
          },
        },
      },
    } as unknown as Metafile;
    expect(largestPackages(metafile, '/out/a.mjs', 2)).toEqual([
      { name: 'zod', bytes: 70 },
      { name: '@smithy/core', bytes: 50 },
    ]);
  });
});

describe('lambdaMeasurements', () => {
  const bundle = (name: string, bytes: number, tier: BundleTier = 'table'): LambdaBundle => ({
    kind: 'http',
    name,
    file: `${name}.ts`,
    outfile: `${name}.mjs`,
    bytes,
    tier,
    largestInputs: [{ name: 'zod', bytes: 1024 }],
  });

  it('holds each bundle to its tier (350 KB table only, 450 KB with SES or S3, 650 KB with stripe-node) and counts those over it', () => {
    const [headline, ...details] = lambdaMeasurements([
      bundle('a/small', 10_240),
      bundle('b/large', BUNDLE_BUDGETS.table + 1),
      bundle('c/mail', BUNDLE_BUDGETS.table + 1024, 'mail-or-storage'),
      bundle('d/stripe', BUNDLE_BUDGETS['mail-or-storage'] + 1024, 'stripe'),
      bundle('e/stripe-large', BUNDLE_BUDGETS.stripe + 1, 'stripe'),
    ]);
    expect(headline).toMatchObject({ measure: 'bundles over their budget, of 5', value: 2, unit: 'count', budget: 0 });
    expect(headline?.note).toBe('median 351 KB, largest 650 KB (e/stripe-large); 2 table only (≤ 350 KB), 1 SES or S3 (≤ 450 KB), 2 stripe-node (≤ 650 KB)');
    expect(details.map((row) => [row.measure, row.budget, row.detail])).toEqual([
      ['e/stripe-large', BUNDLE_BUDGETS.stripe, true],
      ['d/stripe', BUNDLE_BUDGETS.stripe, true],
      ['c/mail', BUNDLE_BUDGETS['mail-or-storage'], true],
      ['b/large', BUNDLE_BUDGETS.table, true],
      ['a/small', BUNDLE_BUDGETS.table, true],
    ]);
    expect(details.map((row) => verdict(row))).toEqual(['FAIL', 'PASS', 'PASS', 'FAIL', 'PASS']);
    expect(details[0]?.note).toBe('stripe-node; largest parts: zod 1 KB');
    expect(details[4]?.note).toBe('table only; largest parts: zod 1 KB');
  });

  it("lets a handler's cold start govern a bundle over its tier: within budget it is for information, over it it fails", () => {
    // Only the handlers whose cold start is within budget are named (cold-start.ts): b/over-slow's is not.
    const quickColdStartsMs = new Map([['a/over-quick', 180]]);
    const [headline, ...details] = lambdaMeasurements(
      [
        bundle('a/over-quick', BUNDLE_BUDGETS.table + 4096),
        bundle('b/over-slow', BUNDLE_BUDGETS.table + 2048),
        bundle('c/within-slow', BUNDLE_BUDGETS.table - 1024),
        // An event consumer has no cold start measured: its size alone holds it.
        { ...bundle('events/on-thing', BUNDLE_BUDGETS.table + 1024), kind: 'event' },
      ],
      quickColdStartsMs,
    );
    expect(headline).toMatchObject({ value: 2, budget: 0 });
    expect(headline?.note).toMatch(/; 1 more over their tier, their cold starts within budget \(cold start governs\)$/);
    const byName = new Map(details.map((row) => [row.measure, row]));
    expect(verdict(byName.get('a/over-quick') as Measurement)).toBe('INFO');
    expect(byName.get('a/over-quick')?.note).toBe(
      '4.0 KB over 350 KB, but its cold start (180 ms) is within budget and governs; table only; largest parts: zod 1 KB',
    );
    expect(verdict(byName.get('b/over-slow') as Measurement)).toBe('FAIL');
    expect(verdict(byName.get('c/within-slow') as Measurement)).toBe('PASS');
    expect(verdict(byName.get('events/on-thing') as Measurement)).toBe('FAIL');
  });

  it('puts a bundle in the tier of the heaviest client it carries', () => {
    expect(tierOf(['@aws-sdk/client-dynamodb', 'zod'])).toBe('table');
    expect(tierOf(['@aws-sdk/client-dynamodb', '@aws-sdk/client-cognito-identity-provider'])).toBe('table');
    expect(tierOf(['@aws-sdk/client-dynamodb', '@aws-sdk/client-sesv2'])).toBe('mail-or-storage');
    expect(tierOf(['@aws-sdk/client-s3'])).toBe('mail-or-storage');
    expect(tierOf(['@aws-sdk/client-sesv2', 'stripe'])).toBe('stripe');
  });

  it('cannot measure when there is nothing to bundle', () => {
    expect(() => lambdaMeasurements([])).toThrow(/no handler file/);
  });
});
