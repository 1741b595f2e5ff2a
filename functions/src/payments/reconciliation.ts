import { EVENT_SOURCES } from '@herway/events/envelope';
import type { PaymentIntent } from '@herway/events/stripe';
import { paymentIntentSchema } from '@herway/events/stripe';

// The daily safety net behind the webhook (issue: "Reconciliation"): Stripe is the truth about
// what was paid. Every succeeded PaymentIntent of the last days that has no fulfilment marker
// here (its event was lost: a webhook outage beyond Stripe's 3 days of retries, a dead-lettered
// consumer, a crash) is fulfilled now, through the consumer's own idempotent path.

/** How far back each run looks: overlapping daily runs, so a day missed is caught the next. */
export const RECONCILE_LOOKBACK_DAYS = 3;

export interface ReconciliationDeps {
  listSucceeded: (since: Date) => Promise<unknown[]>;
  isFulfilled: (paymentIntentId: string) => Promise<boolean>;
  /** Fulfils one paid intent as its lost payment_intent.succeeded would have. */
  fulfil: (intent: PaymentIntent) => Promise<void>;
}

export interface ReconciliationReport {
  since: string;
  /** Succeeded intents Stripe listed. */
  checked: number;
  /** Those that had no fulfilment and now have one. */
  fixed: string[];
  /** Those whose fulfilment failed again (left for the next run and the logs). */
  failed: { paymentIntentId: string; error: string }[];
  /** Listed objects that are not PaymentIntents as we know them. */
  unreadable: number;
}

export async function reconcilePayments(deps: ReconciliationDeps, now: Date, lookbackDays = RECONCILE_LOOKBACK_DAYS): Promise<ReconciliationReport> {
  const since = new Date(now.getTime() - lookbackDays * 24 * 3600 * 1000);
  const listed = await deps.listSucceeded(since);
  const report: ReconciliationReport = { since: since.toISOString(), checked: listed.length, fixed: [], failed: [], unreadable: 0 };
  for (const candidate of listed) {
    const parsed = paymentIntentSchema.safeParse(candidate);
    if (!parsed.success) {
      report.unreadable += 1;
      continue;
    }
    const intent = parsed.data;
    if (await deps.isFulfilled(intent.id)) continue;
    try {
      await deps.fulfil(intent);
      report.fixed.push(intent.id);
    } catch (error) {
      report.failed.push({ paymentIntentId: intent.id, error: (error as Error).message });
    }
  }
  return report;
}

/**
 * The payment_intent.succeeded event Stripe would have delivered for an intent, as the bus
 * hands it to the consumer. Its id says where it came from; the consumer's marker keeps it once.
 */
export function reconciledEventEnvelope(intent: PaymentIntent, now: Date) {
  const created = typeof intent.created === 'number' ? intent.created : Math.floor(now.getTime() / 1000);
  return {
    version: '0',
    id: `reconcile-${intent.id}`,
    'detail-type': 'payment_intent.succeeded',
    source: EVENT_SOURCES.stripe,
    account: 'reconciliation',
    time: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: process.env.AWS_REGION ?? 'us-east-1',
    resources: [],
    detail: {
      id: `evt_reconcile_${intent.id}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created,
      livemode: intent.livemode === true,
      api_version: null,
      data: { object: intent },
    },
  };
}
