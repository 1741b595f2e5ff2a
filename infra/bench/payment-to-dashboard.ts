import { growthPackage } from '@herway/shared/catalog/packages';
import { dashboardReplySchema } from '@herway/shared/contracts/dashboard';
import { paymentIntentReplySchema } from '@herway/shared/contracts/payments';
import { createTestAccount } from '@herway/functions/testing/accounts';
import type { TestAccount } from '@herway/functions/testing/accounts';
import { confirmLocalCard } from '@herway/functions/testing/payments';
import { median } from './report';
import type { Measurement } from './report';

const SECTION = 'Payment → dashboard';
/** docs/decisions/performance-budgets.md: card payment confirmed → package on the dashboard, local stack. */
export const PAYMENT_TO_DASHBOARD_BUDGET_MS = 2000;
export const PAYMENT_RUNS = 5;
/** How often the dashboard is read while waiting, as a page polling it would. */
const POLL_INTERVAL_MS = 25;
/** A package that has not arrived by then is a failure, not a slow figure. */
const GIVE_UP_MS = 15_000;

export interface PaymentRun {
  /** POST /api/purchase-mentorship → the client secret. */
  intentMs: number;
  /** The card step on the local Stripe → 'succeeded'. */
  confirmMs: number;
  /** 'succeeded' → the first GET /api/dashboard that lists the package. */
  toDashboardMs: number;
  /** How many dashboard reads it took. */
  polls: number;
  paymentIntentId: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One athlete's purchase of the Growth package, as the browser makes it: the payment intent from
 * the API, the test card confirmed on the local Stripe, then the dashboard read until it lists the
 * package (granted by the verified webhook through the event bus and its consumer). A new athlete
 * unless one is given.
 */
export async function measurePaymentOnce(siteUrl: string, buyer?: TestAccount): Promise<PaymentRun> {
  const athlete = buyer ?? (await createTestAccount({ group: 'athlete' }));
  const headers = { origin: siteUrl, cookie: athlete.cookie };

  const intentStarted = performance.now();
  const order = { acceptedTerms: true, amount: growthPackage.priceCents / 100, packageType: growthPackage.key, totalSessions: growthPackage.sessions };
  const opened = await fetch(`${siteUrl}/api/purchase-mentorship`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(order),
  });
  if (opened.status !== 200) throw new Error(`POST /api/purchase-mentorship answered ${opened.status}: ${(await opened.text()).slice(0, 200)}`);
  const { clientSecret, paymentIntentId } = paymentIntentReplySchema.parse(await opened.json());
  const confirmStarted = performance.now();

  const confirmed = await confirmLocalCard(siteUrl, clientSecret);
  if (confirmed.json.status !== 'succeeded') throw new Error(`The test card was not accepted: ${JSON.stringify(confirmed.json)}`);
  const succeededAt = performance.now();

  for (let polls = 1; performance.now() - succeededAt < GIVE_UP_MS; polls += 1) {
    const reply = await fetch(`${siteUrl}/api/dashboard`, { headers });
    if (reply.status !== 200) throw new Error(`GET /api/dashboard answered ${reply.status}`);
    const dashboard = dashboardReplySchema.parse(await reply.json());
    if (dashboard.mentorshipPackages.some((item) => item.packageType === growthPackage.key && item.status === 'active')) {
      return {
        intentMs: confirmStarted - intentStarted,
        confirmMs: succeededAt - confirmStarted,
        toDashboardMs: performance.now() - succeededAt,
        polls,
        paymentIntentId,
      };
    }
    await sleep(POLL_INTERVAL_MS);
  }
  throw new Error(`Payment ${paymentIntentId} succeeded but its package was not on the dashboard after ${GIVE_UP_MS / 1000} s`);
}

/** PAYMENT_RUNS purchases, one after the other, each by a new athlete. */
export async function measurePayments(siteUrl: string, runs = PAYMENT_RUNS): Promise<PaymentRun[]> {
  const results: PaymentRun[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await measurePaymentOnce(siteUrl));
  return results;
}

export function paymentMeasurements(runs: PaymentRun[]): Measurement[] {
  if (runs.length === 0) throw new Error('no payment was measured');
  const ms = (pick: (run: PaymentRun) => number) => Math.round(median(runs.map(pick)));
  const slowest = Math.max(...runs.map((run) => run.toDashboardMs));
  return [
    // The budget holds for every payment: the slowest decides.
    {
      section: SECTION,
      measure: `slowest of ${runs.length}: card confirmed → package listed`,
      value: slowest,
      unit: 'ms',
      budget: PAYMENT_TO_DASHBOARD_BUDGET_MS,
      note: `median ${ms((run) => run.toDashboardMs)} ms, ${ms((run) => run.polls)} dashboard read(s); webhook → bus → consumer`,
    },
    {
      section: SECTION,
      measure: 'before it: payment intent, card step',
      detail: true,
      value: ms((run) => run.intentMs + run.confirmMs),
      unit: 'ms',
      note: `median intent ${ms((run) => run.intentMs)} ms + card ${ms((run) => run.confirmMs)} ms`,
    },
  ];
}
