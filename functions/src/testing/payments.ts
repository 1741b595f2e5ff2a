import { randomBytes, randomUUID } from 'node:crypto';
import { EVENT_SOURCES } from '@herway/events/envelope';
import type { EventBridgeEnvelope } from '@herway/events/envelope';
import { readFixture } from '@herway/events/fixture';
import type { FixtureName } from '@herway/events/fixture';
import { LOCAL_STRIPE_CONFIRM_PATH, localCardConfirmReplySchema } from '@herway/shared/contracts/local-card';
import type { LocalCardConfirmReply } from '@herway/shared/contracts/local-card';
import { paymentIntentReplySchema } from '@herway/shared/contracts/payments';
import type { PaymentIntentReply } from '@herway/shared/contracts/payments';
import { getPayment } from '../payments/store/payment-repo';
import type { StoredPayment } from '../payments/store/payment-repo';
import { signStripePayload } from '../payments/stripe/stripe';
import type { TestAccount } from './accounts';
import { callApi } from './admin-calls';
import { eventually } from './calendly';

type StripeEventBody = Record<string, unknown> & { id: string; type: string; created: number; data: { object: Record<string, unknown> } };

const fixtures = {
  'payment_intent.succeeded': 'stripe/payment-intent-succeeded',
  'payment_intent.payment_failed': 'stripe/payment-intent-payment-failed',
  'payment_intent.processing': 'stripe/payment-intent-processing',
  'charge.refunded': 'stripe/charge-refunded',
  'refund.created': 'stripe/refund-created',
} as const satisfies Record<string, FixtureName>;

export type TestStripeEventType = keyof typeof fixtures;

/** A new Stripe-looking id. */
export function testStripeId(prefix: string): string {
  return `${prefix}_TEST${randomBytes(10).toString('hex')}`;
}

/**
 * A Stripe event built from the real-shaped fixture (events/src/fixtures/stripe): a new event id,
 * created now, with the object's fields replaced as told (metadata merged).
 */
export function stripeEventBody(type: TestStripeEventType, object: Record<string, unknown> = {}, createdAt = new Date()): StripeEventBody {
  const event = readFixture(fixtures[type]) as StripeEventBody;
  const base = event.data.object;
  const metadata = { ...((base.metadata as Record<string, unknown> | undefined) ?? {}), ...((object.metadata as Record<string, unknown> | undefined) ?? {}) };
  event.id = testStripeId('evt');
  event.created = Math.floor(createdAt.getTime() / 1000);
  event.data.object = { ...base, ...object, ...(base.metadata || object.metadata ? { metadata } : {}) };
  return event;
}

/** A payment_intent.succeeded for a new intent of `amount` cents, with the server's metadata. */
export function succeededEvent(options: {
  userId?: string;
  productKey: string;
  amount: number;
  discountCode?: string;
  receiptEmail?: string;
  paymentIntentId?: string;
}): StripeEventBody {
  const id = options.paymentIntentId ?? testStripeId('pi');
  return stripeEventBody('payment_intent.succeeded', {
    id,
    client_secret: `${id}_secret_test`,
    amount: options.amount,
    amount_received: options.amount,
    receipt_email: options.receiptEmail ?? 'family@example.com',
    metadata: {
      userId: options.userId ?? '',
      productKey: options.productKey,
      sessions: '0',
      discountCode: options.discountCode ?? '',
      athleteName: 'Test Athlete',
    },
  });
}

/** The EventBridge envelope the bus hands a consumer for a Stripe event. */
export function stripeEnvelope(event: StripeEventBody): EventBridgeEnvelope {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': event.type,
    source: EVENT_SOURCES.stripe,
    account: '000000000000',
    time: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: 'us-east-1',
    resources: [],
    detail: event,
  };
}

/** POSTs an event to the site's Stripe webhook, signed as Stripe signs (or with the header given). */
export async function postStripeEvent(
  siteUrl: string,
  event: unknown,
  secret: string,
  options: { timestamp?: number; header?: string | null; raw?: string } = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const raw = options.raw ?? JSON.stringify(event, null, 2);
  const signature = options.header === undefined ? signStripePayload(JSON.stringify(event, null, 2), secret, options.timestamp) : options.header;
  const response = await fetch(`${siteUrl}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...(signature === null ? {} : { 'Stripe-Signature': signature }) },
    body: raw,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** Starter ($400, 5 sessions) ordered as the checkout page orders it: the payment intent, to pay with `confirmLocalCard`. */
export async function orderStarter(siteUrl: string, account: TestAccount): Promise<PaymentIntentReply> {
  const opened = await callApi(siteUrl, 'POST', '/api/purchase-mentorship', account, {
    acceptedTerms: true,
    amount: 400,
    packageType: 'starter',
    totalSessions: 5,
  });
  return paymentIntentReplySchema.parse(opened.json);
}

/** The browser's card step on the local stack. */
export async function confirmLocalCard(
  siteUrl: string,
  clientSecret: string,
  cardNumber = '4242 4242 4242 4242',
): Promise<{ status: number; json: LocalCardConfirmReply }> {
  const response = await fetch(`${siteUrl}${LOCAL_STRIPE_CONFIRM_PATH}`, {
    method: 'POST',
    headers: { Origin: siteUrl, 'Content-Type': 'application/json' },
    body: JSON.stringify({ clientSecret, cardNumber, expiry: '12 / 34', cvc: '123', postalCode: '94107' }),
  });
  return { status: response.status, json: localCardConfirmReplySchema.parse(await response.json()) };
}

/** Waits (up to 20 s) for the consumer to record the payment in `status`, and answers it. */
export const paymentIn = (paymentIntentId: string, status: StoredPayment['status']) =>
  eventually(async () => {
    const payment = await getPayment(paymentIntentId);
    return payment?.status === status ? payment : undefined;
  }, 20_000);
