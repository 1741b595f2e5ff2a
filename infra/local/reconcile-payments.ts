import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { localSettings } from './settings';

/**
 * `npm run payments:reconcile`: the daily reconciliation job (functions/src/jobs/reconcile-payments.ts)
 * run once against the running local stack, with its saved settings: every succeeded payment of
 * the last 3 days at the local Stripe that has no fulfilment is fulfilled now.
 */
const dataDir = path.resolve(localSettings().HERWAY_DATA_DIR);
const envFile = path.join(dataDir, 'stack-env.json');
if (!existsSync(envFile)) {
  console.error('No local stack settings found: start HerWay with `npm start` first.');
  process.exit(1);
}
Object.assign(process.env, JSON.parse(readFileSync(envFile, 'utf8')) as Record<string, string>);

// Imported after the environment is set: the handlers read their configuration once.
const { handler } = await import('../../functions/src/jobs/reconcile-payments');
try {
  const report = await handler();
  console.log(`Checked ${report.checked} succeeded payment(s) since ${report.since}; fulfilled ${report.fixed.length} that had no fulfilment${report.fixed.length ? `: ${report.fixed.join(', ')}` : ''}.`);
  process.exit(0);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
