import { createHash, randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { calling, isStripeError, stripeClient } from './stripe-client';

/** PaymentIntent metadata: written by the server only, read back by the fulfilment consumer. */
export interface IntentMetadata {
  userId: string;
  /** 'starter' | 'growth' | 'elite' | 'full_packet' | 'custom' */
  productKey: string;
  sessions: string;
  discountCode: string;
  athleteName: string;
  /** The parent or guardian who paid (open-amount checkout). */
  customerName?: string;
  /** The account that pays when it is not `userId`'s (a guardian for her athlete): her receipts (docs/receipts.md). */
  payerId?: string;
  /** The reservation of a limited discount code (discount-reservation-repo.ts). */
  discountReservation?: string;
  /** 'true' on a test payment (/test-stripe): recorded, never revenue. */
  testPayment?: string;
  /** The payment link an open-amount payment was made from, and whether it is single-use. */
  paymentLink?: string;
  paymentLinkSingleUse?: string;
  /** Where HerWay's own receipt goes: Stripe is given no receipt_email, so it sends none of its own. */
  customerEmail?: string;
  /**
   * The Terms of Service she agreed to at checkout (TERMS_VERSION). When: the intent's own `created`,
   * since it is opened only once she agreed (a time here would differ per click, and Stripe refuses
   * an idempotent replay whose parameters differ).
   */
  termsVersion?: string;
}

export interface NewPaymentIntent {
  amountCents: number;
  description: string;
  customerId?: string;
  metadata: IntentMetadata;
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
  amountCents: number;
}

/** Intent states the browser can still confirm; anything else needs a new intent. */
const CONFIRMABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/** Length of the window in which the same order gets the same idempotency key (a double click). */
export const IDEMPOTENCY_WINDOW_MS = 60_000;

/**
 * The idempotency key of an order: a hash of everything sent plus a short time window, so a
 * double click (or a retried request) gets the same intent, and any change gets a new one.
 */
export function intentIdempotencyKey(order: NewPaymentIntent, now = Date.now()): string {
  const window = Math.floor(now / IDEMPOTENCY_WINDOW_MS);
  const digest = createHash('sha256')
    .update(JSON.stringify([order, window]))
    .digest('base64url');
  return `herway-intent-${order.metadata.productKey}-${digest}`;
}

function paramsOf(order: NewPaymentIntent): Stripe.PaymentIntentCreateParams {
  return {
    amount: order.amountCents,
    currency: 'usd',
    description: order.description,
    // No receipt_email: Stripe would send its own receipt beside HerWay's (metadata.customerEmail).
    automatic_payment_methods: { enabled: true },
    ...(order.customerId ? { customer: order.customerId } : {}),
    // Empty values are left out: Stripe stores no empty metadata.
    metadata: Object.fromEntries(Object.entries(order.metadata).filter(([, value]) => value !== undefined && value !== '')),
  };
}

function created(intent: Stripe.PaymentIntent): CreatedIntent {
  if (!intent.client_secret) throw new Error(`Stripe returned payment intent ${intent.id} without a client secret`);
  return { id: intent.id, clientSecret: intent.client_secret, amountCents: intent.amount };
}

/**
 * Creates the PaymentIntent for an order priced by the server. A replayed idempotent request
 * returns the first answer as it was then; if that intent has since been paid or cancelled, a
 * fresh one is created so the family is never handed a finished payment.
 */
export async function createPaymentIntent(order: NewPaymentIntent, now = Date.now()): Promise<CreatedIntent> {
  const stripe = stripeClient();
  const params = paramsOf(order);
  const key = intentIdempotencyKey(order, now);
  const intent = await calling('paymentIntents.create', () => stripe.paymentIntents.create(params, { idempotencyKey: key }));
  const replayed = intent.lastResponse?.headers?.['idempotent-replayed'] === 'true';
  if (!replayed) return created(intent);
  const current = await calling('paymentIntents.retrieve', () => stripe.paymentIntents.retrieve(intent.id));
  if (CONFIRMABLE.has(current.status)) return created(current);
  const fresh = await calling('paymentIntents.create', () => stripe.paymentIntents.create(params, { idempotencyKey: `${key}-${randomUUID()}` }));
  return created(fresh);
}

/** The intent as Stripe has it now, or undefined when Stripe knows no such intent. */
export async function retrievePaymentIntent(id: string): Promise<Stripe.PaymentIntent | undefined> {
  try {
    return await calling('paymentIntents.retrieve', () => stripeClient().paymentIntents.retrieve(id));
  } catch (error) {
    if (isStripeError(error) && (error.code === 'resource_missing' || error.statusCode === 404)) return undefined;
    throw error;
  }
}

/** What a diagnostics round trip reports of an intent. */
export interface IntentSummary {
  id: string;
  status: string;
  livemode: boolean;
  amountCents: number;
  cancellationReason: string | null;
}

export function summaryOf(intent: Stripe.PaymentIntent): IntentSummary {
  return {
    id: intent.id,
    status: intent.status,
    livemode: intent.livemode,
    amountCents: intent.amount,
    cancellationReason: intent.cancellation_reason ?? null,
  };
}

export interface ProbeIntent {
  amountCents: number;
  description: string;
  /** Marks it as no order: fulfilment grants nothing for it. */
  metadata: Record<string, string>;
}

/**
 * Opens a PaymentIntent that no one is meant to pay (the diagnostics round trip): no customer,
 * no receipt, a key of its own each time so every check really reaches Stripe.
 */
export async function createProbeIntent(probe: ProbeIntent): Promise<IntentSummary> {
  const intent = await calling('paymentIntents.create', () =>
    stripeClient().paymentIntents.create(
      { amount: probe.amountCents, currency: 'usd', description: probe.description, automatic_payment_methods: { enabled: true }, metadata: probe.metadata },
      { idempotencyKey: `herway-probe-${randomUUID()}` },
    ),
  );
  return summaryOf(intent);
}

/**
 * Cancels an intent that was never paid; Stripe refuses (400 payment_intent_unexpected_state)
 * once it succeeded or was already cancelled. Retrying the same cancellation is idempotent.
 */
export async function cancelPaymentIntent(id: string, reason: Stripe.PaymentIntentCancelParams.CancellationReason = 'abandoned'): Promise<IntentSummary> {
  const intent = await calling('paymentIntents.cancel', () =>
    stripeClient().paymentIntents.cancel(id, { cancellation_reason: reason }, { idempotencyKey: `herway-cancel-${id}` }),
  );
  return summaryOf(intent);
}

/** The PaymentIntent metadata that names her (written by the server): blanked when she deletes her account. */
export const PERSONAL_METADATA = ['athleteName', 'customerName', 'customerEmail'] as const;

/** Blanks metadata values at Stripe (an empty string unsets a key), e.g. her name after she deleted her account. */
export async function clearIntentMetadata(id: string, metadataKeys: readonly string[]): Promise<void> {
  const metadata = Object.fromEntries(metadataKeys.map((name) => [name, '']));
  await calling('paymentIntents.update', () => stripeClient().paymentIntents.update(id, { metadata }, { idempotencyKey: `herway-anonymise-${id}` }));
}
