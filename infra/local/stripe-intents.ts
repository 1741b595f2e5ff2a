import { type Json, integerParam, invalid, metadataParam, missing, stringParam, stripeObjectId } from './stripe-objects';
import { type StripeContext, unixSeconds } from './stripe-state';

// The local Stripe's payment intents: create, list, read, update and cancel. How a payment is
// made (the card step and what follows) is stripe-payments.ts.

const MIN_AMOUNT_CENTS = 50;
const MAX_AMOUNT_CENTS = 99_999_999;
/** The statuses from which Stripe lets an intent be cancelled, and the reasons a caller may give. */
const CANCELLABLE_STATUSES = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing'];
const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];

/** The payment intent id a client secret belongs to (`pi_..._secret_...`). */
export function intentIdOfSecret(clientSecret: string): string | undefined {
  const match = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret);
  return match?.[1];
}

/** The payment intent a client secret opens, or undefined. */
export function findIntentBySecret(context: StripeContext, clientSecret: string): Json | undefined {
  const intentId = intentIdOfSecret(clientSecret);
  const intent = intentId ? context.state.paymentIntents[intentId] : undefined;
  return intent && intent.client_secret === clientSecret ? intent : undefined;
}

function newIntent(context: StripeContext, params: Json, amount: number, currency: string, customer: string | undefined): Json {
  const id = stripeObjectId('pi');
  const automatic = params.automatic_payment_methods as Json | undefined;
  return {
    id,
    object: 'payment_intent',
    amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: automatic?.enabled === 'true' ? { allow_redirects: 'always', enabled: true } : null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${id}_secret_${stripeObjectId('x', 25).slice(2)}`,
    confirmation_method: 'automatic',
    created: unixSeconds(context),
    currency,
    customer: customer ?? null,
    description: stringParam(params, 'description') ?? null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: metadataParam(params),
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_types: ['card'],
    processing: null,
    receipt_email: stringParam(params, 'receipt_email') ?? null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  };
}

export function createPaymentIntent(context: StripeContext, params: Json): Json {
  const amount = integerParam(params, 'amount');
  if (amount === undefined) throw invalid('Missing required param: amount.', 'parameter_missing', 'amount');
  const currency = stringParam(params, 'currency')?.toLowerCase();
  if (!currency) throw invalid('Missing required param: currency.', 'parameter_missing', 'currency');
  if (amount < MIN_AMOUNT_CENTS) throw invalid(`Amount must be at least $0.50 ${currency}`, 'amount_too_small', 'amount');
  if (amount > MAX_AMOUNT_CENTS) throw invalid('Amount must be no more than $999,999.99', 'amount_too_large', 'amount');
  const { customers, paymentIntents } = context.state;
  const customer = stringParam(params, 'customer');
  if (customer && (!customers[customer] || customers[customer].deleted)) throw missing('customer', customer, 'customer');
  const intent = newIntent(context, params, amount, currency, customer);
  paymentIntents[intent.id as string] = intent;
  return intent;
}

/** GET /v1/payment_intents: newest first, `created[gte]`, `limit` (1-100, default 10), `starting_after`. */
export function listPaymentIntents(context: StripeContext, params: Json): Json {
  const created = (params.created ?? {}) as Json;
  const since = integerParam(created, 'gte') ?? 0;
  const limit = Math.min(100, Math.max(1, integerParam(params, 'limit') ?? 10));
  const all = Object.values(context.state.paymentIntents)
    .filter((intent) => Number(intent.created) >= since)
    .sort((a, b) => Number(b.created) - Number(a.created) || String(b.id).localeCompare(String(a.id)));
  const after = stringParam(params, 'starting_after');
  const start = after ? all.findIndex((intent) => intent.id === after) + 1 : 0;
  if (after && start === 0) throw missing('payment_intent', after, 'starting_after');
  const data = all.slice(start, start + limit);
  return { object: 'list', data, has_more: start + limit < all.length, url: '/v1/payment_intents' };
}

export function findIntent(context: StripeContext, id: string): Json {
  const intent = context.state.paymentIntents[id];
  if (!intent) throw missing('payment_intent', id, 'intent');
  return intent;
}

export function updatePaymentIntent(context: StripeContext, id: string, params: Json): Json {
  const intent = findIntent(context, id);
  const amount = integerParam(params, 'amount');
  if (amount !== undefined) {
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
      throw invalid(`This PaymentIntent's amount could not be updated because it has a status of ${String(intent.status)}.`, 'payment_intent_unexpected_state');
    }
    if (amount < MIN_AMOUNT_CENTS) throw invalid(`Amount must be at least $0.50 ${String(intent.currency)}`, 'amount_too_small', 'amount');
    intent.amount = amount;
  }
  if (params.metadata !== undefined) intent.metadata = metadataParam(params, intent.metadata as Json);
  if (params.description !== undefined) intent.description = stringParam(params, 'description') ?? null;
  if (params.receipt_email !== undefined) intent.receipt_email = stringParam(params, 'receipt_email') ?? null;
  return intent;
}

/**
 * POST /v1/payment_intents/{id}/cancel, as Stripe: only an intent not yet paid can be cancelled
 * (a succeeded or already cancelled one is refused with payment_intent_unexpected_state), and
 * Stripe's payment_intent.canceled event is sent, which the site's webhook drops.
 */
export async function cancelPaymentIntent(context: StripeContext, id: string, params: Json, idempotencyKey: string | null): Promise<Json> {
  const intent = findIntent(context, id);
  if (!CANCELLABLE_STATUSES.includes(String(intent.status))) {
    throw invalid(
      `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELLABLE_STATUSES.join(', ')}.`,
      'payment_intent_unexpected_state',
    );
  }
  const reason = stringParam(params, 'cancellation_reason');
  if (reason !== undefined && !CANCELLATION_REASONS.includes(reason)) {
    throw invalid(`Invalid cancellation_reason: must be one of ${CANCELLATION_REASONS.join(', ')}`, 'parameter_invalid_string', 'cancellation_reason');
  }
  Object.assign(intent, { status: 'canceled', canceled_at: unixSeconds(context), cancellation_reason: reason ?? null, next_action: null });
  delete context.state.authentications[id];
  delete context.state.processing[id];
  context.save();
  await context.emit('payment_intent.canceled', intent, { idempotencyKey });
  return intent;
}
