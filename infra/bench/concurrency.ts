import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from '@herway/shared/zod';
import type { Measurement } from './report';

const SECTION = 'Concurrency on the local stack';
/** The bursts of the concurrency budget (docs/decisions/performance-budgets.md), with the proxy that cancels overlapping transactions as DynamoDB does. */
export const CONCURRENCY_TEST_FILE = 'functions/src/routes/concurrency.int.test.ts';

const vitestJson = z.object({
  testResults: z.array(
    z.object({
      assertionResults: z.array(z.object({ title: z.string(), status: z.string(), failureMessages: z.optional(z.array(z.string())) })),
    }),
  ),
});

/** One line per burst of the test file's report: it passed (every writer succeeded, counters exact) or not. */
export function concurrencyMeasurements(report: unknown): Measurement[] {
  const results = vitestJson.parse(report).testResults.flatMap((file) => file.assertionResults);
  if (results.length === 0) throw new Error(`${CONCURRENCY_TEST_FILE} ran no test`);
  return results.map(
    (result): Measurement => ({
      section: SECTION,
      measure: result.title.split(':')[0] ?? result.title,
      value: result.status === 'passed' ? 1 : 0,
      unit: 'flag',
      floor: 1,
      note: result.status === 'passed' ? result.title : `${result.status}: ${(result.failureMessages?.[0] ?? '').split('\n')[0]?.slice(0, 200)}`,
    }),
  );
}

/**
 * Runs the bursts as the integration project runs them (their own local stack), and reads vitest's
 * JSON report. `env` is the environment from before the bench's own stack set the handlers' in it.
 */
export async function measureConcurrency(repoRoot: string, workDir: string, env: NodeJS.ProcessEnv): Promise<Measurement[]> {
  const outputFile = path.join(workDir, 'concurrency.json');
  const args = ['vitest', 'run', '--project', 'integration', CONCURRENCY_TEST_FILE, '--reporter=json', `--outputFile=${outputFile}`];
  await new Promise<void>((resolve) => {
    // A failed burst exits non-zero: the report says which, so the exit status is not the verdict.
    execFile('npx', args, { cwd: repoRoot, env, timeout: 600_000, maxBuffer: 16 * 1024 * 1024 }, () => resolve());
  });
  return concurrencyMeasurements(JSON.parse(readFileSync(outputFile, 'utf8')));
}
