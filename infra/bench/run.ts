import { s3Client } from '@herway/functions/kernel/aws-clients';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../local/settings';
import { seedSampleCourse } from '../local/sample-course';
import { startLocalStack } from '../local/stack';
import type { LocalStack } from '../local/stack';
import { createTestAccount } from '@herway/functions/testing/accounts';
import { stripeEnvelope, succeededEvent } from '@herway/functions/testing/payments';
import {
  LOAD_CONNECTIONS,
  LOAD_SECONDS,
  SINGLE_CONNECTION_SECONDS,
  loadCases,
  loadMeasurements,
  runLoadCase,
  singleConnectionCases,
  singleConnectionMeasurements,
} from './api-load';
import { coldStartMeasurements, coldStartsWithinBudget, measureColdStarts } from './cold-start';
import { measureConcurrency } from './concurrency';
import { WEBHOOK_EVENTS, handlerCpuMeasurements, measureHandlerCpu, measureWebhookEvents, webhookEventMeasurements } from './handler-cpu';
import { bundleLambdas, lambdaEntries, lambdaMeasurements } from './lambda-bundles';
import { measureLighthouse } from './lighthouse-viewers';
import type { LambdaBundle } from './lambda-bundles';
import { measureMonthlyCost } from './monthly-cost';
import { measurePaymentOnce, measurePayments, paymentMeasurements } from './payment-to-dashboard';
import { buildReport, formatTable } from './report';
import type { Measurement, SectionError } from './report';
import { sampleEvents } from './samples';
import { measureWebBundle } from './web-bundle';
import { startHttpsFronts } from './http2-front';

/**
 * `npm run bench`: measures the budgets (docs/decisions/performance-budgets.md) that can be measured on this machine, prints a
 * table and writes it as JSON to .local/bench/latest.json. Exits 0 whenever it could measure
 * (a budget that fails is a FAIL in the table, not an error) and 1 when a section could not be.
 * `-- --only=lighthouse` (or web, lambdas, server, payments, load, cost, concurrency) runs one part (`server`: handler CPU,
 * DynamoDB requests per request and latency at 1 connection); `-- --routes=/login,/admin`
 * limits Lighthouse to some routes; `-- --runs=3` reports the median of 3 Lighthouse runs per route.
 */
const argument = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = argument('only');
const wanted = (part: 'web' | 'lambdas' | 'server' | 'payments' | 'load' | 'lighthouse' | 'cost' | 'concurrency') => only === undefined || only === part;
const lighthouseRouteFilter = argument('routes')?.split(',');
const lighthouseRuns = Number(argument('runs') ?? 1);
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) throw new Error('--runs= takes a whole number from 1');
const started = performance.now();
// The local stack sets the handlers' environment in this process; the concurrency bursts start their own stack.
const environmentBeforeStack = { ...process.env };
const measurements: Measurement[] = [];
const errors: SectionError[] = [];
const workDir = mkdtempSync(path.join(tmpdir(), 'herway-bench-'));
let stack: LocalStack | undefined;
// What else the run started and must stop (the HTTPS fronts).
const alsoRunning: { close(): Promise<void> }[] = [];

const progress = (line: string) => process.stderr.write(`bench: ${line}\n`);

async function section<T>(name: string, measure: () => Promise<T>): Promise<T | undefined> {
  try {
    return await measure();
  } catch (error) {
    errors.push({ section: name, error: error instanceof Error ? error.message : String(error) });
    progress(`${name}: could not be measured`);
    return undefined;
  }
}

async function cleanUp(): Promise<void> {
  await Promise.all(alsoRunning.splice(0).map((running) => running.close().catch(() => undefined)));
  await stack?.stop().catch(() => undefined);
  stack = undefined;
  rmSync(workDir, { recursive: true, force: true });
}

process.once('SIGINT', () => {
  progress('interrupted, stopping the local stack');
  void cleanUp().finally(() => process.exit(130));
});

if (wanted('web')) {
  progress('web bundle');
  await section('Home first-load JS', async () => {
    measurements.push(...measureWebBundle(path.join(repoRoot, 'web/dist')));
  });
}

if (wanted('cost')) {
  progress('the monthly AWS bill of the prod templates (npm run cost)');
  await section('Monthly AWS cost', async () => {
    measurements.push(...measureMonthlyCost());
  });
}

// The server part measures the bundled handlers too, so it bundles them even when run alone.
const bundles =
  wanted('lambdas') || wanted('server')
    ? await section('Lambda bundles', async () => {
        progress('bundling the Lambdas');
        return bundleLambdas(lambdaEntries(path.join(repoRoot, 'functions')), path.join(workDir, 'lambdas'));
      })
    : undefined;

// The bundles' lines are written here once the cold starts are measured: a handler's cold start
// governs when its bundle is over its size tier (docs/decisions/bundle-budgets.md).
const bundleLinesAt = measurements.length;
let quickColdStartsMs: ReadonlyMap<string, number> = new Map();

// Lighthouse opens the pages over HTTPS and HTTP/2, as CloudFront serves them, their files from S3
// over HTTPS too (http2-front.ts); the API allows the front's origin.
const fronts = wanted('lighthouse') ? await section('HTTPS fronts', () => startHttpsFronts(workDir)) : undefined;
if (fronts) alsoRunning.push(fronts);
progress('starting the local stack on free ports');
stack = await section('Local stack', () =>
  startLocalStack({
    // The gateway serves web/dist (the prerendered pages too), as CloudFront does, for Lighthouse.
    serveWeb: true,
    overrides: {
      HERWAY_DATA_DIR: path.join(workDir, 'data'),
      HOST: 'localhost',
      PORT: 0,
      DYNAMODB_PORT: 0,
      S3_PORT: 0,
      COGNITO_PORT: 0,
      SES_PORT: 0,
      EVENTS_PORT: 0,
      SCHEDULER_PORT: 0,
      STRIPE_PORT: 0,
      LOG_LEVEL: 'SILENT',
      ...(fronts ? { EXTRA_ORIGINS: fronts.site.url, S3_PUBLIC_URL: fronts.s3.url } : {}),
    },
  }),
);

if (stack) {
  const running = stack;
  const httpBundles = (bundles ?? []).filter((bundle: LambdaBundle) => bundle.kind === 'http');
  if (bundles && wanted('lambdas')) {
    progress(`cold starts of ${httpBundles.length} HTTP handler(s) and the consumers and jobs with a sample event`);
    await section('Cold start', async () => {
      // The payment consumer's sample events are payments by an athlete of her own.
      const payer = await createTestAccount({ group: 'athlete', firstName: 'Bench' });
      const coldStarts = await measureColdStarts(bundles, running.urls.site, running.env, sampleEvents(payer.sub));
      measurements.push(...coldStartMeasurements(coldStarts));
      quickColdStartsMs = coldStartsWithinBudget(coldStarts);
    });
  }
  if (wanted('payments')) {
    progress('card payments until the package is on the dashboard');
    await section('Payment → dashboard', async () => {
      measurements.push(...paymentMeasurements(await measurePayments(running.urls.site)));
    });
  }
  // An athlete who bought the Growth package: the dashboard and sessions page show what a customer's do.
  const athlete =
    wanted('server') || wanted('load')
      ? await section('Signed-in athlete with a package', async () => {
          progress('an athlete buys a package, for the server figures');
          const account = await createTestAccount({ group: 'athlete', firstName: 'Bench' });
          await measurePaymentOnce(running.urls.site, account);
          return account;
        })
      : undefined;
  const athleteCookie = athlete?.cookie;
  if (bundles && athlete && athleteCookie && wanted('server')) {
    progress('handler CPU per warm request, each handler in its own process');
    await section('Handler CPU per warm request', async () => {
      measurements.push(...handlerCpuMeasurements(await measureHandlerCpu(httpBundles, running.urls.site, running.env, athleteCookie)));
    });
    progress(`${WEBHOOK_EVENTS} payment events through the payment consumer, counting its DynamoDB requests`);
    await section('DynamoDB requests per webhook event', async () => {
      const events = Array.from({ length: WEBHOOK_EVENTS }, () =>
        stripeEnvelope(succeededEvent({ userId: athlete.sub, productKey: 'starter', amount: 40_000 })),
      );
      measurements.push(...webhookEventMeasurements(await measureWebhookEvents(bundles, running.env, events)));
    });
    for (const loadCase of singleConnectionCases) {
      progress(`1 connection on ${loadCase.method} ${loadCase.path}`);
      await section(`API at 1 connection: ${loadCase.method} ${loadCase.path}`, async () => {
        const result = await runLoadCase(loadCase, running, { connections: 1, seconds: SINGLE_CONNECTION_SECONDS, cookie: athleteCookie });
        measurements.push(...singleConnectionMeasurements(loadCase, result));
      });
    }
  }
  for (const loadCase of athleteCookie && wanted('load') ? loadCases : []) {
    progress(`load on ${loadCase.method} ${loadCase.path}`);
    await section(`API under load: ${loadCase.method} ${loadCase.path}`, async () => {
      const result = await runLoadCase(loadCase, running, { connections: LOAD_CONNECTIONS, seconds: LOAD_SECONDS, cookie: athleteCookie });
      measurements.push(...loadMeasurements(loadCase, result));
    });
  }
  if (wanted('lighthouse')) {
    progress('signing in an athlete (with a package) and an admin for Lighthouse');
    await section('Lighthouse', async () => {
      // The player is measured as npm start shows it: Module 0's sample video with its captions and transcript.
      await seedSampleCourse(s3Client(), running.settings.CONTENT_BUCKET);
      const outDir = path.join(repoRoot, '.local/bench/lighthouse');
      fronts?.forwardTo({ site: running.urls.site, s3: running.urls.s3 });
      const pages = fronts ? { url: fronts.site.url, chromeFlag: fronts.chromeFlag } : undefined;
      const found = await measureLighthouse({ ...running.urls, ...(pages ? { pages } : {}) }, outDir, progress, {
        only: lighthouseRouteFilter,
        runs: lighthouseRuns,
      });
      measurements.push(...found.measurements);
      errors.push(...found.errors);
    });
  }
}

await cleanUp();

if (bundles && wanted('lambdas')) {
  await section('Lambda bundles', async () => {
    measurements.splice(bundleLinesAt, 0, ...lambdaMeasurements(bundles, quickColdStartsMs));
  });
}

// The integration project's bursts, on a local stack of their own (after this one has stopped).
if (wanted('concurrency')) {
  progress('bursts of 50 simultaneous writers (functions/src/routes/concurrency.int.test.ts)');
  const scratch = mkdtempSync(path.join(tmpdir(), 'herway-bench-concurrency-'));
  await section('Concurrency', async () => {
    measurements.push(...(await measureConcurrency(repoRoot, scratch, environmentBeforeStack)));
  });
  rmSync(scratch, { recursive: true, force: true });
}

const report = buildReport(measurements, errors, performance.now() - started);
const outFile = path.join(repoRoot, '.local/bench/latest.json');
mkdirSync(path.dirname(outFile), { recursive: true });
writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(`\n${formatTable(report)}\nWritten to ${path.relative(process.cwd(), outFile) || outFile}\n`);
process.exit(errors.length > 0 ? 1 : 0);
