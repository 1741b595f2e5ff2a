import { TEST_PAYMENT } from '@herway/shared/contracts/demo';
import type { PaymentIntentReply } from '@herway/shared/contracts/payments';
import type { Config } from '../kernel/config';
import { openPayment, quoteCustomOrder } from './checkout';

// /test-stripe's server side: a test payment through the normal checkout path, test mode only.
// It can take no real money and grants nothing. (/stripe-debug's round trip is in
// payment-diagnostics.ts, apart, so its Lambda carries no table access.)

/** Whether a Stripe API key is a live one (secret or restricted): real cards, real money. */
export function isLiveStripeKey(key: string | undefined): boolean {
  return /^(sk|rk)_live_/.test(key ?? '');
}

export const TEST_PAYMENT_IN_PRODUCTION = 'Test payments are turned off in production: this demo page never takes real money.';
export const TEST_PAYMENT_WITH_LIVE_KEY = 'Test payments need Stripe test mode, and this site uses a live Stripe key: this demo page never takes real money.';

/** Why /test-stripe may not open a payment here (the prod stage, or a live key), or undefined when it may. */
export function testPaymentRefusal(settings: Pick<Config, 'STAGE' | 'STRIPE_SECRET_KEY'>): string | undefined {
  if (settings.STAGE === 'prod') return TEST_PAYMENT_IN_PRODUCTION;
  if (isLiveStripeKey(settings.STRIPE_SECRET_KEY)) return TEST_PAYMENT_WITH_LIVE_KEY;
  return undefined;
}

/**
 * Opens the $400 test payment through the open-amount checkout's own path (server pricing,
 * openPayment): productKey 'custom', no athlete, so fulfilment records a payment and grants nothing.
 */
export async function openTestPayment(receiptEmail: string): Promise<PaymentIntentReply> {
  const quote = await quoteCustomOrder(TEST_PAYMENT.amount, TEST_PAYMENT.description, undefined);
  return openPayment(quote, { email: receiptEmail, athleteName: 'Test payment (demo)' }, { testPayment: 'true' });
}
