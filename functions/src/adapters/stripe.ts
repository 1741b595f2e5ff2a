import { createHash, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { config } from '../lib/config';
import type { Config } from '../lib/config';

/**
 * The one Stripe client (STYLE: "one pinned, configured Stripe client module"), created once per
 * container: the API version is pinned, requests time out after 8 s and are retried once (never
 * in tests); every POST carries an idempotency key. With STRIPE_API_BASE (local stack only) it
 * talks to the local Stripe emulator (infra/local/local-stripe.ts) instead of api.stripe.com.
 */

/** The API version every request is made with; the webhook endpoint in Stripe's dashboard must use it too. */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const satisfies Stripe.LatestApiVersion;

const REQUEST_TIMEOUT_MS = 8_000;

let client: Stripe | undefined;

/** stripe-node's host/port/protocol settings for an emulator's base URL. */
export function stripeConnection(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export function stripeClientOptions(settings: Config): Stripe.StripeConfig {
  return {
    apiVersion: STRIPE_API_VERSION,
    timeout: REQUEST_TIMEOUT_MS,
    maxNetworkRetries: settings.STRIPE_MAX_NETWORK_RETRIES,
    telemetry: false,
    appInfo: { name: 'HerWay' },
    ...stripeConnection(settings.STRIPE_API_BASE),
  };
}

export function stripeClient(): Stripe {
  const settings = config();
  if (!client) {
    if (!settings.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not set: payments cannot be taken');
    client = new Stripe(settings.STRIPE_SECRET_KEY, stripeClientOptions(settings));
  }
  return client;
}

/** Thrown when Stripe cannot be reached or answers with a server error: the caller answers 503. */
export class PaymentProviderUnavailableError extends Error {
  override readonly name = 'PaymentProviderUnavailableError';
}

function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** Stripe is still answering another request with this idempotency key (409 idempotency_key_in_use). */
const isKeyInUse = (error: unknown): boolean => isStripeError(error) && error.statusCode === 409 && error.code === 'idempotency_key_in_use';

const KEY_IN_USE_WAIT_MS = 250;
const KEY_IN_USE_ATTEMPTS = 20;

/**
 * Runs one Stripe call. Every POST carries an idempotency key, so two consumers doing the same
 * thing at once (an event delivered twice) can meet Stripe's 409 idempotency_key_in_use while the
 * first is still being answered: the second waits and asks again, then gets the first one's
 * answer. A connection failure or a Stripe 5xx becomes PaymentProviderUnavailableError; anything
 * else is rethrown.
 */
async function calling<T>(what: string, call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (isKeyInUse(error) && attempt < KEY_IN_USE_ATTEMPTS) {
        await new Promise((resolve) => setTimeout(resolve, KEY_IN_USE_WAIT_MS));
        continue;
      }
      if (isStripeError(error) && (error.type === 'StripeConnectionError' || error.type === 'StripeAPIError' || (error.statusCode ?? 0) >= 500)) {
        throw new PaymentProviderUnavailableError(`Stripe ${what} failed: ${error.message}`, { cause: error });
      }
      throw error;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Customers

export interface NewCustomer {
  userId: string;
  email: string;
  name?: string;
}

/**
 * Creates her Stripe customer; the idempotency key makes a concurrent second attempt return the
 * same one. `replacing` names a saved customer Stripe no longer knows (say, one made in test
 * mode before the switch to live keys), so its replacement gets a key of its own.
 */
export async function createCustomer({ userId, email, name }: NewCustomer, replacing?: string): Promise<string> {
  const customer = await calling('customers.create', () =>
    stripeClient().customers.create(
      { email, ...(name ? { name } : {}), metadata: { userId } },
      { idempotencyKey: `herway-customer-${userId}${replacing ? `-replacing-${replacing}` : ''}` },
    ),
  );
  return customer.id;
}

/** Whether Stripe refused a request because the customer it names does not exist. */
export function isMissingCustomerError(error: unknown): boolean {
  return isStripeError(error) && error.code === 'resource_missing' && error.param === 'customer';
}

// ---------------------------------------------------------------------------------------------
// Payment intents

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
  /** The reservation of a limited discount code (discount-reservation-repo.ts). */
  discountReservation?: string;
  /** 'true' on a test payment (/test-stripe): recorded, never revenue. */
  testPayment?: string;
  /** The payment link an open-amount payment was made from, and whether it is single-use. */
  paymentLink?: string;
  paymentLinkSingleUse?: string;
}

export interface NewPaymentIntent {
  amountCents: number;
  description: string;
  receiptEmail: string;
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
    receipt_email: order.receiptEmail,
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

/** Blanks metadata values at Stripe (an empty string unsets a key), e.g. her name after she deleted her account. */
export async function clearIntentMetadata(id: string, metadataKeys: readonly string[]): Promise<void> {
  const metadata = Object.fromEntries(metadataKeys.map((name) => [name, '']));
  await calling('paymentIntents.update', () => stripeClient().paymentIntents.update(id, { metadata }, { idempotencyKey: `herway-anonymise-${id}` }));
}

// ---------------------------------------------------------------------------------------------
// Webhooks

export type StripeSignatureRefusal = 'malformed' | 'mismatch' | 'stale' | 'not-json';

export type VerifiedStripeEvent = { valid: true; event: Stripe.Event } | { valid: false; reason: StripeSignatureRefusal };

/**
 * Verifies a delivery with stripe-node's constructEvent over the exact raw body (default 300 s
 * tolerance). Needs only the webhook secret, never the API key.
 */
export function verifyStripeEvent(rawBody: string, signatureHeader: string, secret: string): VerifiedStripeEvent {
  try {
    return { valid: true, event: Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret) };
  } catch (error) {
    // The signature matched but the body is not JSON.
    if (error instanceof SyntaxError) return { valid: false, reason: 'not-json' };
    if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
    const message = error.message;
    if (/tolerance/i.test(message)) return { valid: false, reason: 'stale' };
    if (/Unable to extract timestamp and signatures/i.test(message)) return { valid: false, reason: 'malformed' };
    return { valid: false, reason: 'mismatch' };
  }
}

/** Signs a payload as Stripe signs webhook deliveries (tests and the local emulator). */
export function signStripePayload(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp === undefined ? {} : { timestamp }) });
}

/**
 * Deletes a Stripe customer (her e-mail, name and HerWay id go with it); one Stripe no longer knows
 * is fine. Her payments stay at Stripe, as the law and card networks require of it.
 */
export async function deleteCustomer(customerId: string): Promise<void> {
  try {
    await calling('customers.del', () => stripeClient().customers.del(customerId));
  } catch (error) {
    if (isStripeError(error) && (error.code === 'resource_missing' || error.statusCode === 404)) return;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Refunds (asked for by an admin; the records change when Stripe's refund events arrive)

export interface RefundRequest {
  paymentIntentId: string;
  /** Absent: all that is left of the payment. */
  amountCents?: number;
  /** The admin's words, kept in the refund's metadata (Stripe allows 500 characters). */
  reason: string;
  adminId: string;
  /** Names this one refund: the same id again (a double click) gets the same refund. */
  requestId: string;
}

export interface CreatedRefund {
  id: string;
  amountCents: number;
  status: string;
}

/** Why Stripe refused a refund, in the terms the handler answers with. */
export type RefundRefusal = 'too-much' | 'already-refunded' | 'not-refundable' | 'unknown-payment' | 'other-terms';

export class RefundRefusedError extends Error {
  override readonly name = 'RefundRefusedError';
  constructor(
    readonly refusal: RefundRefusal,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

function refusalOf(error: Stripe.errors.StripeError): RefundRefusal | undefined {
  if (error.type === 'StripeIdempotencyError') return 'other-terms';
  if (error.code === 'amount_too_large') return 'too-much';
  if (error.code === 'charge_already_refunded') return 'already-refunded';
  if (error.code === 'charge_not_refundable' || error.code === 'payment_intent_unexpected_state') return 'not-refundable';
  if (error.code === 'resource_missing') return 'unknown-payment';
  return undefined;
}

/**
 * Asks Stripe to refund a payment (all that is left, or `amountCents`) under an idempotency key
 * made of the payment and the request id, so the same request twice refunds once (`calling` waits
 * out the first of two). Stripe's refusals become RefundRefusedError.
 */
export async function createRefund(request: RefundRequest): Promise<CreatedRefund> {
  const params: Stripe.RefundCreateParams = {
    payment_intent: request.paymentIntentId,
    ...(request.amountCents === undefined ? {} : { amount: request.amountCents }),
    reason: 'requested_by_customer',
    metadata: { reason: request.reason.slice(0, 500), adminId: request.adminId, requestId: request.requestId },
  };
  const idempotencyKey = `herway-refund-${request.paymentIntentId}-${request.requestId}`;
  try {
    const refund = await calling('refunds.create', () => stripeClient().refunds.create(params, { idempotencyKey }));
    return { id: refund.id, amountCents: refund.amount, status: refund.status ?? 'pending' };
  } catch (error) {
    const refusal = isStripeError(error) ? refusalOf(error) : undefined;
    if (refusal) throw new RefundRefusedError(refusal, (error as Error).message, { cause: error });
    throw error;
  }
}
