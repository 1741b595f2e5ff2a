import { useRunningStackEnv } from './settings';

/**
 * `npm run payments:reconcile`: the daily reconciliation job (functions/src/payments/jobs/reconcile-payments.ts)
 * run once against the running local stack, with its saved settings: every succeeded payment of
 * the last 3 days at the local Stripe that has no fulfilment is fulfilled now.
 */
useRunningStackEnv();

// Imported after the environment is set: the handlers read their configuration once.
const { handler } = await import('@herway/functions/payments/jobs/reconcile-payments');
try {
  const report = await handler();
  console.log(
    `Checked ${report.checked} succeeded payment(s) since ${report.since}; fulfilled ${report.fixed.length} that had no fulfilment${report.fixed.length ? `: ${report.fixed.join(', ')}` : ''}.`,
  );
  process.exit(0);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
