import { performance } from 'node:perf_hooks';
import { DIAGNOSTICS_PRODUCT_KEY } from '@herway/shared/contracts/demo';
import type { PaymentCheckReply, PaymentCheckStep, PaymentCheckStepName } from '@herway/shared/contracts/demo';
import type { SessionUser } from '../kernel/auth/token-verifier';
import { cancelPaymentIntent, createProbeIntent, retrievePaymentIntent, summaryOf } from './stripe/stripe';
import type { IntentSummary, ProbeIntent } from './stripe/stripe';
import type { Config } from '../kernel/config';
import { centsToDollars } from './discount-pricing';

// /stripe-debug's server side: a payment-intent round trip against Stripe (or the local
// emulator) with an intent that is never confirmed and is cancelled at once. Stripe only: no
// table, no e-mail.

export type DiagnosticsAccess = 'allowed' | 'sign-in' | 'admin-only';

/** Anyone may run the round trip on the local stack; elsewhere only a signed-in admin. */
export function diagnosticsAccess(stage: Config['STAGE'], user: SessionUser | undefined): DiagnosticsAccess {
  if (stage === 'local') return 'allowed';
  if (!user) return 'sign-in';
  return user.isAdmin ? 'allowed' : 'admin-only';
}

/** The probe: $1, never confirmed, cancelled at once; its productKey makes fulfilment grant nothing. */
export const PROBE_INTENT: ProbeIntent = {
  amountCents: 100,
  description: 'HerWay diagnostics: cancelled at once',
  metadata: { productKey: DIAGNOSTICS_PRODUCT_KEY },
};

export interface RoundTripProvider {
  create(probe: ProbeIntent): Promise<IntentSummary>;
  /** Undefined when Stripe does not know the intent. */
  retrieve(id: string): Promise<IntentSummary | undefined>;
  cancel(id: string): Promise<IntentSummary>;
}

/** The round trip against Stripe (or the local emulator) through the one Stripe client. */
export const stripeRoundTrip: RoundTripProvider = {
  create: createProbeIntent,
  retrieve: async (id) => {
    const intent = await retrievePaymentIntent(id);
    return intent && summaryOf(intent);
  },
  cancel: (id) => cancelPaymentIntent(id),
};

type RoundTripResult = Pick<PaymentCheckReply, 'ok' | 'amount' | 'paymentIntentId' | 'livemode' | 'steps' | 'totalMs'>;

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'The request failed');

/**
 * Creates the probe intent, reads it back and cancels it, timing each step. A failed step is
 * reported, not thrown: nothing to read without an intent, but an intent that was created is
 * always cancelled, even when reading it back failed.
 */
export async function runPaymentRoundTrip(
  provider: RoundTripProvider = stripeRoundTrip,
  clock: () => number = () => performance.now(),
): Promise<RoundTripResult> {
  const started = clock();
  const steps: PaymentCheckStep[] = [];

  async function step(name: PaymentCheckStepName, call: () => Promise<IntentSummary | undefined>, missing?: string): Promise<IntentSummary | undefined> {
    const before = clock();
    try {
      const intent = await call();
      const ms = Math.max(0, Math.round(clock() - before));
      steps.push(intent ? { step: name, ok: true, ms, status: intent.status } : { step: name, ok: false, ms, message: missing ?? 'No answer' });
      return intent;
    } catch (error) {
      steps.push({ step: name, ok: false, ms: Math.max(0, Math.round(clock() - before)), message: messageOf(error) });
      return undefined;
    }
  }

  const created = await step('create', () => provider.create(PROBE_INTENT));
  let livemode = created?.livemode;
  if (created) {
    const read = await step('retrieve', () => provider.retrieve(created.id), `Stripe does not know the intent ${created.id} it just created`);
    if (read && read.id !== created.id) {
      const last = steps.at(-1) as PaymentCheckStep;
      Object.assign(last, { ok: false, message: `Stripe answered another intent (${read.id})` });
    }
    const cancelled = await step('cancel', () => provider.cancel(created.id));
    if (cancelled && cancelled.status !== 'canceled') {
      const last = steps.at(-1) as PaymentCheckStep;
      Object.assign(last, { ok: false, message: `The intent is ${cancelled.status} after cancelling, not canceled` });
    }
    livemode = cancelled?.livemode ?? read?.livemode ?? livemode;
  }
  return {
    ok: steps.length === 3 && steps.every((each) => each.ok),
    amount: centsToDollars(PROBE_INTENT.amountCents),
    ...(created ? { paymentIntentId: created.id } : {}),
    ...(livemode === undefined ? {} : { livemode }),
    steps,
    totalMs: Math.max(0, Math.round(clock() - started)),
  };
}
