import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import {
  isConsumerFile,
  LAMBDA_BUDGET_BYTES,
  STRIPE_LAMBDA_BUDGET_BYTES,
  lambdaEntries,
  lambdaMeasurements,
  largestPackages,
  packageOf,
} from './lambda-bundles';
import type { LambdaBundle } from './lambda-bundles';
import { verdict } from './report';

describe('lambdaEntries', () => {
  const functionsDir = mkdtempSync(path.join(tmpdir(), 'herway-lambda-entries-'));
  afterAll(() => rmSync(functionsDir, { recursive: true, force: true }));
  const write = (file: string) => {
    mkdirSync(path.dirname(path.join(functionsDir, file)), { recursive: true });
    writeFileSync(path.join(functionsDir, file), 'export const handler = async () => ({});\n');
  };

  it('takes the handler files of route-table entries, then the event consumers', () => {
    write('src/http/system/get-health.ts');
    write('src/http/payments/validate-discount.ts');
    write('src/http/system/not-a-route.ts');
    write('src/events/send-welcome-email.ts');
    write('src/events/send-welcome-email.test.ts');
    write('src/jobs/reconcile-payments.ts');
    const others = [
      { kind: 'other' as const, name: 'jobs/reconcile-payments', file: path.join(functionsDir, 'src/jobs/reconcile-payments.ts') },
      { kind: 'other' as const, name: 'jobs/not-written-yet', file: path.join(functionsDir, 'src/jobs/not-written-yet.ts') },
    ];
    const entries = lambdaEntries(functionsDir, others);
    expect(entries.map((entry) => [entry.kind, entry.name])).toEqual([
      ['http', 'system/get-health'],
      ['http', 'payments/validate-discount'],
      ['event', 'events/send-welcome-email'],
      ['other', 'jobs/reconcile-payments'],
    ]);
    expect(entries[0]?.route).toMatchObject({ method: 'GET', path: '/api/health' });
    expect(entries[2]?.file).toBe(path.join(functionsDir, 'src/events/send-welcome-email.ts'));
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
    expect(packageOf('functions/src/http/system/get-health.ts')).toBe('functions');
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
  const bundle = (name: string, bytes: number, withStripe = false): LambdaBundle => ({
    kind: 'http',
    name,
    file: `${name}.ts`,
    outfile: `${name}.mjs`,
    bytes,
    withStripe,
    largestInputs: [{ name: 'zod', bytes: 1024 }],
  });

  it('holds each bundle to its budget (450 KB with stripe-node, else 300 KB) and counts those over it', () => {
    const [headline, ...details] = lambdaMeasurements([
      bundle('a/small', 10_240),
      bundle('b/large', LAMBDA_BUDGET_BYTES + 1),
      bundle('c/stripe', LAMBDA_BUDGET_BYTES + 1024, true),
      bundle('d/stripe-large', STRIPE_LAMBDA_BUDGET_BYTES + 1, true),
    ]);
    expect(headline).toMatchObject({ measure: 'bundles over their budget, of 4', value: 2, unit: 'count', budget: 0 });
    expect(headline?.note).toBe('median 301 KB, largest 450 KB (d/stripe-large); 2 with stripe-node (≤ 450 KB)');
    expect(details.map((row) => [row.measure, row.budget, row.detail])).toEqual([
      ['d/stripe-large', STRIPE_LAMBDA_BUDGET_BYTES, true],
      ['c/stripe', STRIPE_LAMBDA_BUDGET_BYTES, true],
      ['b/large', LAMBDA_BUDGET_BYTES, true],
      ['a/small', LAMBDA_BUDGET_BYTES, true],
    ]);
    expect(details.map((row) => verdict(row))).toEqual(['FAIL', 'PASS', 'FAIL', 'PASS']);
    expect(details[0]?.note).toBe('stripe-node; largest parts: zod 1 KB');
    expect(details[3]?.note).toBe('largest parts: zod 1 KB');
  });

  it('cannot measure when there is nothing to bundle', () => {
    expect(() => lambdaMeasurements([])).toThrow(/no handler file/);
  });
});
