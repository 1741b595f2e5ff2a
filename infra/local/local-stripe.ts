import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parse as parseQueryString } from 'node:querystring';
import { LOCAL_STRIPE_CONFIRM_PATH, localCardConfirmBodySchema } from '@herway/shared/contracts/payments';
import type { CardPaymentError, LocalCardConfirmReply } from '@herway/shared/contracts/payments';
import Stripe from 'stripe';
import { STRIPE_API_VERSION } from '../../functions/src/adapters/stripe';
import { LOCAL_STRIPE_SECRET_KEY } from '../../functions/src/lib/config';
import type { LocalPage } from './gateway';
import { AUTHENTICATION_FAILURE, checkCard, LATE_FAILURE } from './stripe-cards';
import type { CardCheck } from './stripe-cards';
import { authenticationPage } from './stripe-authenticate';
import { WebhookOutbox } from './stripe-outbox';
import type { OutboxEntry } from './stripe-outbox';

// The local Stripe (DESIGN §5 "Stripe and the scheduler"): no Stripe emulator exists on npm, so on
// the local stack this small HTTP server answers the part of Stripe's API the handlers call
// (customers, payment intents and their cancellation, refunds), with Stripe's form-encoded
// requests, its JSON objects, its error shape and its idempotency keys, keeping its data in a
// JSON file. The browser's card step is `POST /local/stripe/confirm` on the site's own origin
// (mounted by the local gateway): the test card 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002
// is declined, and each outcome is sent to the site's /api/webhooks/stripe as Stripe's own event,
// signed with the local webhook secret exactly as Stripe signs. Local only: never in the route
// table, never in AWS.

export { LOCAL_STRIPE_CONFIRM_PATH };

/** The card that succeeds and the card that is declined (Stripe's own test numbers; all of them in stripe-cards.ts). */
export const SUCCEEDING_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';
export { checkCard } from './stripe-cards';
export type { CardCheck } from './stripe-cards';

/** The 3-D Secure step of the local Stripe, mounted by the gateway (local only). */
export const LOCAL_STRIPE_AUTHENTICATE_PATH = '/local/stripe/authenticate';

const MAX_BODY_BYTES = 64 * 1024;
const MIN_AMOUNT_CENTS = 50;
const MAX_AMOUNT_CENTS = 99_999_999;
/** The statuses from which Stripe lets an intent be cancelled, and the reasons a caller may give. */
const CANCELLABLE_STATUSES = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing'];
const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];
/** The reasons Stripe accepts on a refund (anything else is refused, as at Stripe). */
const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];
/** Stripe keeps idempotency keys for 24 hours. */
const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
/** Stripe retries a failed webhook delivery for days; here a few times, soon. */
const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 30_000];
export const DEFAULT_EVENT_DELAY_MS = 1_500;
const DEFAULT_PROCESSING_MS = 4_000;

type Json = Record<string, unknown>;

export interface LocalStripeOptions {
  port: number;
  host?: string;
  /** Where the JSON state file is kept (`<data dir>/stripe`). */
  dataDir: string;
  /** The site's webhook: `${siteUrl}/api/webhooks/stripe`. */
  webhookUrl: string;
  /** The local webhook secret (`whsec_local_herway`) the webhook verifies with. */
  webhookSecret: string;
  /** The API key the emulator accepts (default LOCAL_STRIPE_SECRET_KEY). */
  secretKey?: string;
  /** Origins the browser may confirm from (the site, and Vite's dev server with `npm run dev`). */
  allowedOrigins: readonly string[];
  /** Delays before each retry of a failed webhook delivery. */
  retryDelaysMs?: readonly number[];
  /** How long after a payment its event reaches the webhook (default 1.5 s, as Stripe's are late). */
  eventDelayMs?: number;
  /** How long a `processing` test card's payment takes to settle (default 4 s). */
  processingMs?: number;
  now?: () => Date;
  log?: Pick<Console, 'warn' | 'error'>;
}

export interface LocalStripe {
  /** The API base the handlers use as STRIPE_API_BASE. */
  url: string;
  /** The card step, mounted by the gateway at LOCAL_STRIPE_CONFIRM_PATH. */
  confirmPage: LocalPage;
  /** The 3-D Secure step, mounted by the gateway at LOCAL_STRIPE_AUTHENTICATE_PATH. */
  authenticatePage: LocalPage;
  /** Resolves when no webhook delivery (first attempts and retries) is pending. */
  waitForDeliveries(): Promise<void>;
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Stripe's form encoding: `amount=44800&metadata[userId]=...&expand[0]=customer`.

const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

function arraysFromIndices(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Json).map(([key, child]) => [key, arraysFromIndices(child)] as const);
  const isList = entries.length > 0 && entries.every(([key], index) => key === String(index));
  return isList ? entries.map(([, child]) => child) : Object.fromEntries(entries);
}

/**
 * Parses a form-encoded Stripe request body (or query) into nested objects, as Stripe reads it:
 * `metadata[userId]=a` → `{ metadata: { userId: 'a' } }`, `expand[0]=x` → `{ expand: ['x'] }`.
 */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, raw] of Object.entries(parseQueryString(body))) {
    // A repeated key: `list[]=a&list[]=b` appends each; a plain repeated key keeps its last value.
    for (const value of Array.isArray(raw) ? raw : [raw ?? '']) assign(root, key, value);
  }
  return arraysFromIndices(root) as Json;
}

function assign(root: Json, key: string, value: string): void {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match?.[1]) return;
  const segments = [match[1], ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '')];
  if (segments.some((segment) => UNSAFE_KEYS.has(segment))) return;
  let node: Json = root;
  for (const [index, segment] of segments.entries()) {
    const name = segment === '' ? String(Object.keys(node).length) : segment;
    if (index === segments.length - 1) {
      node[name] = value;
    } else {
      const next = node[name];
      node[name] = typeof next === 'object' && next !== null ? next : {};
      node = node[name] as Json;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Objects

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-looking id: `pi_` and 24 letters and digits. */
export function stripeObjectId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return `${prefix}_${id}`;
}

interface StripeState {
  customers: Record<string, Json>;
  paymentIntents: Record<string, Json>;
  charges: Record<string, Json>;
  refunds: Record<string, Json>;
  idempotency: Record<string, { request: string; status: number; body: Json; storedAt: number }>;
  /** Events not yet delivered to the webhook (stripe-outbox.ts). */
  outbox: OutboxEntry[];
  /** Payments of a `processing` test card, and when and how they settle. */
  processing: Record<string, { until: number; then: 'succeed' | 'fail'; last4: string; expMonth: number; expYear: number }>;
  /** Payments waiting in requires_action for the shopper's 3-D Secure step. */
  authentications: Record<string, CardDetails & { returnUrl: string }>;
}

/** The card of a payment, as its charge records it. */
interface CardDetails {
  last4: string;
  expMonth: number;
  expYear: number;
  postalCode?: string;
}

/** Why a payment was refused, as Stripe's last_payment_error says it. */
interface CardFailure {
  code: string;
  declineCode?: string;
  message: string;
}

const emptyState = (): StripeState => ({
  customers: {},
  paymentIntents: {},
  charges: {},
  refunds: {},
  idempotency: {},
  outbox: [],
  processing: {},
  authentications: {},
});

/** An error answer in Stripe's shape. */
class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: { type: string; message: string; code?: string; param?: string; decline_code?: string },
  ) {
    super(error.message);
  }
}

const invalid = (message: string, code?: string, param?: string) =>
  new StripeApiError(400, { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) });
const missing = (kind: string, id: string, param: string) =>
  new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${kind}: '${id}'` });

function stringParam(params: Json, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function integerParam(params: Json, name: string): number | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) throw invalid(`Invalid integer: ${String(value)}`, 'parameter_invalid_integer', name);
  return Number(value);
}

function metadataParam(params: Json, existing: Json = {}): Json {
  const given = params.metadata;
  if (given === undefined || given === '') return { ...existing };
  if (typeof given !== 'object' || given === null || Array.isArray(given)) throw invalid('Invalid object', 'parameter_invalid_object', 'metadata');
  const metadata: Json = { ...existing };
  // As at Stripe: an empty value removes the key.
  for (const [key, value] of Object.entries(given as Json)) {
    if (value === '') delete metadata[key];
    else metadata[key] = String(value);
  }
  return metadata;
}

// ---------------------------------------------------------------------------------------------
// The card step

/** The payment intent id a client secret belongs to (`pi_..._secret_...`). */
export function intentIdOfSecret(clientSecret: string): string | undefined {
  const match = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret);
  return match?.[1];
}

// ---------------------------------------------------------------------------------------------
// The server

export async function startLocalStripe(options: LocalStripeOptions): Promise<LocalStripe> {
  const host = options.host ?? '127.0.0.1';
  const secretKey = options.secretKey ?? LOCAL_STRIPE_SECRET_KEY;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? console;
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const allowedOrigins = new Set(options.allowedOrigins.map((origin) => origin.replace(/\/$/, '')));
  const stateFile = path.join(options.dataDir, 'state.json');
  await mkdir(options.dataDir, { recursive: true });
  const state = await loadState(stateFile);

  let saving: Promise<void> = Promise.resolve();
  /** Writes the state after each change, in order, replacing the file atomically; resolves once written. */
  function save(): Promise<void> {
    const snapshot = JSON.stringify(state, null, 2);
    saving = saving
      .then(async () => {
        await writeFile(`${stateFile}.tmp`, snapshot);
        await rename(`${stateFile}.tmp`, stateFile);
      })
      .catch((error: unknown) => log.error('[local-stripe] could not save its state:', error));
    return saving;
  }

  const seconds = () => Math.floor(now().getTime() / 1000);

  // --- webhook deliveries -------------------------------------------------------------------

  const processingTimers = new Map<string, NodeJS.Timeout>();

  function buildEvent(type: string, object: Json, extra: Json = {}, idempotencyKey: string | null = null): Json {
    return {
      id: stripeObjectId('evt'),
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: seconds(),
      data: { object: structuredClone(object), ...extra },
      livemode: false,
      pending_webhooks: 1,
      request: { id: `req_${randomUUID().replaceAll('-', '').slice(0, 14)}`, idempotency_key: idempotencyKey },
      type,
    };
  }

  /** One signed POST to the site's webhook, as Stripe sends it; true on a 2xx answer. */
  async function post(event: Json): Promise<boolean> {
    const payload = JSON.stringify(event, null, 2);
    try {
      const response = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret }),
        },
        body: payload,
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      if (!response.ok) log.warn(`[local-stripe] ${String(event.type)} ${String(event.id)}: the webhook answered ${response.status}`);
      return response.ok;
    } catch (error) {
      log.warn(`[local-stripe] ${String(event.type)} ${String(event.id)} could not be delivered: ${(error as Error).message}`);
      return false;
    }
  }

  const outbox = new WebhookOutbox({
    entries: state.outbox,
    deliver: post,
    persist: save,
    delayMs: options.eventDelayMs ?? DEFAULT_EVENT_DELAY_MS,
    retryDelaysMs: retryDelays,
    now: () => now().getTime(),
    log,
  });

  /** Stripe's event: kept on disk before the API answers, delivered after the delay (stripe-outbox.ts). */
  function send(event: Json): Promise<void> {
    return outbox.enqueue(event);
  }

  // --- API operations -----------------------------------------------------------------------

  function createCustomer(params: Json): Json {
    const customer: Json = {
      id: stripeObjectId('cus', 14),
      object: 'customer',
      address: null,
      balance: 0,
      created: seconds(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: stringParam(params, 'description') ?? null,
      email: stringParam(params, 'email') ?? null,
      invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
      livemode: false,
      metadata: metadataParam(params),
      name: stringParam(params, 'name') ?? null,
      phone: null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
    };
    state.customers[customer.id as string] = customer;
    return customer;
  }

  /** DELETE /v1/customers/{id}: as Stripe, the customer is gone and only `{ id, deleted: true }` remains. */
  function deleteCustomer(id: string): Json {
    findCustomer(id);
    const gone = { id, object: 'customer', deleted: true };
    state.customers[id] = gone;
    return gone;
  }

  function findCustomer(id: string): Json {
    const customer = state.customers[id];
    if (!customer) throw missing('customer', id, 'id');
    return customer;
  }

  function createPaymentIntent(params: Json): Json {
    const amount = integerParam(params, 'amount');
    if (amount === undefined) throw invalid('Missing required param: amount.', 'parameter_missing', 'amount');
    const currency = stringParam(params, 'currency')?.toLowerCase();
    if (!currency) throw invalid('Missing required param: currency.', 'parameter_missing', 'currency');
    if (amount < MIN_AMOUNT_CENTS) throw invalid(`Amount must be at least $0.50 ${currency}`, 'amount_too_small', 'amount');
    if (amount > MAX_AMOUNT_CENTS) throw invalid('Amount must be no more than $999,999.99', 'amount_too_large', 'amount');
    const customer = stringParam(params, 'customer');
    if (customer && (!state.customers[customer] || state.customers[customer].deleted)) throw missing('customer', customer, 'customer');
    const id = stripeObjectId('pi');
    const automatic = params.automatic_payment_methods as Json | undefined;
    const intent: Json = {
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
      created: seconds(),
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
    state.paymentIntents[id] = intent;
    return intent;
  }

  /** GET /v1/payment_intents: newest first, `created[gte]`, `limit` (1-100, default 10), `starting_after`. */
  function listPaymentIntents(params: Json): Json {
    const created = (params.created ?? {}) as Json;
    const since = integerParam(created, 'gte') ?? 0;
    const limit = Math.min(100, Math.max(1, integerParam(params, 'limit') ?? 10));
    const all = Object.values(state.paymentIntents)
      .filter((intent) => Number(intent.created) >= since)
      .sort((a, b) => Number(b.created) - Number(a.created) || String(b.id).localeCompare(String(a.id)));
    const after = stringParam(params, 'starting_after');
    const start = after ? all.findIndex((intent) => intent.id === after) + 1 : 0;
    if (after && start === 0) throw missing('payment_intent', after, 'starting_after');
    const data = all.slice(start, start + limit);
    return { object: 'list', data, has_more: start + limit < all.length, url: '/v1/payment_intents' };
  }

  function findIntent(id: string): Json {
    const intent = state.paymentIntents[id];
    if (!intent) throw missing('payment_intent', id, 'intent');
    return intent;
  }

  function updatePaymentIntent(id: string, params: Json): Json {
    const intent = findIntent(id);
    const amount = integerParam(params, 'amount');
    if (amount !== undefined) {
      if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
        throw invalid(
          `This PaymentIntent's amount could not be updated because it has a status of ${String(intent.status)}.`,
          'payment_intent_unexpected_state',
        );
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
  async function cancelPaymentIntent(id: string, params: Json, idempotencyKey: string | null): Promise<Json> {
    const intent = findIntent(id);
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
    Object.assign(intent, { status: 'canceled', canceled_at: seconds(), cancellation_reason: reason ?? null, next_action: null });
    delete state.authentications[id];
    delete state.processing[id];
    save();
    await send(buildEvent('payment_intent.canceled', intent, {}, idempotencyKey));
    return intent;
  }

  function createCharge(intent: Json, card: CardDetails, paymentMethod: string, failure?: CardFailure): Json {
    const succeeded = failure === undefined;
    const charge: Json = {
      id: stripeObjectId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: succeeded ? intent.amount : 0,
      amount_refunded: 0,
      application: null,
      application_fee: null,
      application_fee_amount: null,
      balance_transaction: succeeded ? stripeObjectId('txn') : null,
      billing_details: {
        address: { city: null, country: 'US', line1: null, line2: null, postal_code: card.postalCode ?? null, state: null },
        email: null,
        name: null,
        phone: null,
      },
      calculated_statement_descriptor: 'HERWAY',
      captured: succeeded,
      created: seconds(),
      currency: intent.currency,
      customer: intent.customer,
      description: intent.description,
      disputed: false,
      failure_code: failure?.code ?? null,
      failure_message: failure?.message ?? null,
      fraud_details: {},
      livemode: false,
      metadata: structuredClone(intent.metadata),
      outcome: succeeded
        ? { network_status: 'approved_by_network', reason: null, risk_level: 'normal', seller_message: 'Payment complete.', type: 'authorized' }
        : {
            network_status: 'declined_by_network',
            reason: failure.declineCode ?? 'generic_decline',
            risk_level: 'normal',
            seller_message: 'The bank did not return any further details with this decline.',
            type: 'issuer_declined',
          },
      paid: succeeded,
      payment_intent: intent.id,
      payment_method: paymentMethod,
      payment_method_details: {
        card: { brand: 'visa', country: 'US', exp_month: card.expMonth, exp_year: card.expYear, funding: 'credit', last4: card.last4 },
        type: 'card',
      },
      receipt_email: intent.receipt_email,
      refunded: false,
      status: succeeded ? 'succeeded' : 'failed',
    };
    state.charges[charge.id as string] = charge;
    return charge;
  }

  /** The payment is made: Stripe's payment_intent.succeeded goes to the webhook (after its delay). */
  async function settleSucceeded(intent: Json, card: CardDetails): Promise<Json> {
    const paymentMethod = stripeObjectId('pm');
    const charge = createCharge(intent, card, paymentMethod);
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: charge.id,
      payment_method: paymentMethod,
      last_payment_error: null,
      next_action: null,
      processing: null,
    });
    await send(buildEvent('payment_intent.succeeded', intent));
    return intent;
  }

  /** The payment is refused: the intent may be tried again with another card; payment_failed goes to the webhook. */
  async function settleFailed(intent: Json, card: CardDetails, failure: CardFailure): Promise<Json> {
    const paymentMethod = stripeObjectId('pm');
    const charge = failure.code === AUTHENTICATION_FAILURE.code ? undefined : createCharge(intent, card, paymentMethod, failure);
    Object.assign(intent, {
      status: 'requires_payment_method',
      ...(charge ? { latest_charge: charge.id } : {}),
      payment_method: null,
      next_action: null,
      processing: null,
      last_payment_error: {
        ...(charge ? { charge: charge.id } : {}),
        code: failure.code,
        ...(failure.declineCode ? { decline_code: failure.declineCode } : {}),
        doc_url: `https://stripe.com/docs/error-codes/${failure.code.replaceAll('_', '-')}`,
        message: failure.message,
        payment_method: {
          id: paymentMethod,
          object: 'payment_method',
          card: { brand: 'visa', last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
          type: 'card',
        },
        type: failure.code === AUTHENTICATION_FAILURE.code ? 'invalid_request_error' : 'card_error',
      },
    });
    await send(buildEvent('payment_intent.payment_failed', intent));
    return intent;
  }

  /** A `processing` payment settles later, as a bank's would (and after a restart, when due). */
  function scheduleSettlement(intentId: string): void {
    const pendingSettlement = state.processing[intentId];
    if (!pendingSettlement) return;
    const timer = setTimeout(
      () => {
        processingTimers.delete(intentId);
        const intent = state.paymentIntents[intentId];
        delete state.processing[intentId];
        if (!intent || intent.status !== 'processing') return void save();
        const settled =
          pendingSettlement.then === 'succeed' ? settleSucceeded(intent, pendingSettlement) : settleFailed(intent, pendingSettlement, LATE_FAILURE);
        void settled.then(save);
      },
      Math.max(0, pendingSettlement.until - now().getTime()),
    );
    timer.unref();
    processingTimers.set(intentId, timer);
  }

  /**
   * The card step, by the card's behaviour (stripe-cards.ts): paid, declined, waiting for 3-D
   * Secure (requires_action, with the redirect to the local bank page), or `processing`.
   */
  async function confirm(intent: Json, card: Extract<CardCheck, { behaviour: unknown }>, redirect: { origin: string; returnUrl?: string }): Promise<Json> {
    const { behaviour } = card;
    if (behaviour.kind === 'succeed') await settleSucceeded(intent, card);
    else if (behaviour.kind === 'decline') await settleFailed(intent, card, behaviour);
    else if (behaviour.kind === 'processing') {
      state.processing[String(intent.id)] = {
        until: now().getTime() + (options.processingMs ?? DEFAULT_PROCESSING_MS),
        then: behaviour.then,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
      Object.assign(intent, { status: 'processing', processing: { type: 'card' } });
      scheduleSettlement(String(intent.id));
    } else {
      const url = `${redirect.origin}${LOCAL_STRIPE_AUTHENTICATE_PATH}?${new URLSearchParams({ client_secret: String(intent.client_secret) }).toString()}`;
      state.authentications[String(intent.id)] = {
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        returnUrl: redirect.returnUrl ?? `${redirect.origin}/`,
      };
      Object.assign(intent, {
        status: 'requires_action',
        next_action: { type: 'redirect_to_url', redirect_to_url: { url, return_url: redirect.returnUrl ?? null } },
      });
    }
    await save();
    return intent;
  }

  async function createRefund(params: Json, idempotencyKey: string | null): Promise<Json> {
    const intentId = stringParam(params, 'payment_intent');
    const chargeId = stringParam(params, 'charge');
    let charge: Json | undefined;
    if (chargeId) {
      charge = state.charges[chargeId];
      if (!charge) throw missing('charge', chargeId, 'charge');
    } else if (intentId) {
      const intent = findIntent(intentId);
      charge = intent.status === 'succeeded' && typeof intent.latest_charge === 'string' ? state.charges[intent.latest_charge] : undefined;
      if (!charge) throw invalid(`This PaymentIntent (${intentId}) does not have a successful charge to refund.`, 'charge_not_refundable', 'payment_intent');
    } else {
      throw invalid('One of the following params should be provided for this request: payment_intent or charge.', 'parameter_missing');
    }
    if (charge.status !== 'succeeded') throw invalid(`Charge ${String(charge.id)} has not succeeded and cannot be refunded.`, 'charge_not_refundable');
    const remaining = Number(charge.amount) - Number(charge.amount_refunded);
    if (remaining <= 0) throw invalid(`Charge ${String(charge.id)} has already been refunded.`, 'charge_already_refunded');
    const amount = integerParam(params, 'amount') ?? remaining;
    if (amount <= 0) throw invalid('Invalid positive integer', 'parameter_invalid_integer', 'amount');
    const reason = stringParam(params, 'reason');
    if (reason !== undefined && !REFUND_REASONS.includes(reason))
      throw invalid(`Invalid reason: must be one of ${REFUND_REASONS.join(', ')}`, 'parameter_invalid_string', 'reason');
    if (amount > remaining)
      throw invalid(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`,
        'amount_too_large',
        'amount',
      );
    const refund: Json = {
      id: stripeObjectId('re'),
      object: 'refund',
      amount,
      balance_transaction: stripeObjectId('txn'),
      charge: charge.id,
      created: seconds(),
      currency: charge.currency,
      destination_details: { card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' }, type: 'card' },
      metadata: metadataParam(params),
      payment_intent: charge.payment_intent,
      reason: reason ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    state.refunds[refund.id as string] = refund;
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    save();
    // Stripe sends both; the site uses both (its consumer counts each refund once).
    await send(buildEvent('charge.refunded', charge, { previous_attributes: previous }, idempotencyKey));
    await send(buildEvent('refund.created', refund, {}, idempotencyKey));
    return refund;
  }

  async function route(method: string, pathname: string, params: Json, idempotencyKey: string | null): Promise<Json> {
    const segments = pathname.split('/').filter(Boolean);
    const [version, resource, id, extra] = segments;
    if (version === 'v1' && resource === 'payment_intents' && id && extra === 'cancel' && segments.length === 4 && method === 'POST') {
      return cancelPaymentIntent(id, params, idempotencyKey);
    }
    if (version === 'v1' && extra === undefined) {
      if (resource === 'customers') {
        if (method === 'POST' && !id) return createCustomer(params);
        if (method === 'GET' && id) return findCustomer(id);
        if (method === 'DELETE' && id) return deleteCustomer(id);
      }
      if (resource === 'payment_intents') {
        if (method === 'GET' && !id) return listPaymentIntents(params);
        if (method === 'POST' && !id) return createPaymentIntent(params);
        if (method === 'GET' && id) return findIntent(id);
        if (method === 'POST' && id) return updatePaymentIntent(id, params);
      }
      if (resource === 'refunds') {
        if (method === 'POST' && !id) return createRefund(params, idempotencyKey);
        if (method === 'GET' && id) {
          const refund = state.refunds[id];
          if (!refund) throw missing('refund', id, 'id');
          return refund;
        }
      }
    }
    throw new StripeApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${pathname}). The local Stripe implements customers, payment_intents (and their cancel) and refunds only.`,
    });
  }

  function authorized(header: string | undefined): boolean {
    if (!header) return false;
    const [scheme, credentials = ''] = header.split(' ');
    if (scheme?.toLowerCase() === 'bearer') return credentials === secretKey;
    if (scheme?.toLowerCase() === 'basic') return Buffer.from(credentials, 'base64').toString('utf8').split(':')[0] === secretKey;
    return false;
  }

  function sendApi(res: ServerResponse, status: number, body: Json, headers: Record<string, string> = {}): void {
    res.writeHead(status, {
      'Content-Type': 'application/json',
      'Request-Id': `req_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
      'Stripe-Version': STRIPE_API_VERSION,
      ...headers,
    });
    res.end(JSON.stringify(body, null, 2));
  }

  /** Idempotency keys of requests still being answered (a refund waits for its webhook deliveries). */
  const inFlight = new Set<string>();

  async function handleApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    if (body === 'too-large') {
      sendApi(res, 413, { error: { type: 'invalid_request_error', message: 'Request body too large' } });
      return;
    }
    if (!authorized(req.headers.authorization)) {
      sendApi(res, 401, {
        error: {
          type: 'invalid_request_error',
          message: 'Invalid API Key provided. The local Stripe accepts only the local key the stack hands its handlers.',
        },
      });
      return;
    }
    const params = parseStripeForm(method === 'GET' ? url.search.slice(1) : body);
    const idempotencyKey = method === 'POST' ? (header(req, 'idempotency-key') ?? null) : null;
    const fingerprint = createHash('sha256').update(`${method} ${url.pathname} ${body}`).digest('hex');
    if (idempotencyKey) {
      const stored = state.idempotency[idempotencyKey];
      if (stored && stored.storedAt > now().getTime() - IDEMPOTENCY_TTL_MS) {
        if (stored.request !== fingerprint) {
          sendApi(res, 400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          });
          return;
        }
        sendApi(res, stored.status, stored.body, { 'Idempotency-Key': idempotencyKey, 'Idempotent-Replayed': 'true' });
        return;
      }
    }
    if (idempotencyKey && inFlight.has(idempotencyKey)) {
      sendApi(res, 409, {
        error: {
          type: 'idempotency_error',
          code: 'idempotency_key_in_use',
          message:
            'There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through). Please try again later.',
        },
      });
      return;
    }
    if (idempotencyKey) inFlight.add(idempotencyKey);
    let status = 200;
    let answer: Json;
    try {
      answer = structuredClone(await route(method, url.pathname, params, idempotencyKey));
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      answer = { error: error.error };
    } finally {
      if (idempotencyKey) inFlight.delete(idempotencyKey);
    }
    if (idempotencyKey) {
      state.idempotency[idempotencyKey] = { request: fingerprint, status, body: answer, storedAt: now().getTime() };
      pruneIdempotency(state, now().getTime());
    }
    if (method !== 'GET') save();
    sendApi(res, status, answer, idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {});
  }

  // --- the browser's card step --------------------------------------------------------------

  const confirmPage: LocalPage = async (req, res) => {
    const reply = (status: number, body: LocalCardConfirmReply) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
      res.end(JSON.stringify(body));
    };
    const refuse = (status: number, message: string, extra: Partial<CardPaymentError> = {}) =>
      reply(status, { status: 'unknown', error: { type: 'invalid_request_error', message, ...extra } });
    if (req.method !== 'POST') {
      req.resume();
      res.setHeader('Allow', 'POST');
      refuse(405, 'Use POST');
      return;
    }
    const origin = header(req, 'origin')?.replace(/\/$/, '');
    if (!origin || !allowedOrigins.has(origin)) {
      req.resume();
      refuse(403, 'Cross-site request refused');
      return;
    }
    if (!/^application\/json\b/i.test(header(req, 'content-type') ?? '')) {
      req.resume();
      refuse(415, 'Requests must be sent as application/json');
      return;
    }
    const raw = await readBody(req);
    if (raw === 'too-large') {
      refuse(413, 'Request body is too large');
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      refuse(400, 'Request body is not valid JSON');
      return;
    }
    const parsed = localCardConfirmBodySchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      refuse(400, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'Invalid input'}`);
      return;
    }
    const intentId = intentIdOfSecret(parsed.data.clientSecret);
    const intent = intentId ? state.paymentIntents[intentId] : undefined;
    if (!intent || intent.client_secret !== parsed.data.clientSecret) {
      refuse(404, 'No such payment_intent: the client secret does not match any payment.', { code: 'resource_missing' });
      return;
    }
    const paymentIntentId = String(intent.id);
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
      reply(409, {
        status: String(intent.status),
        paymentIntentId,
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `You cannot confirm this PaymentIntent because it has a status of ${String(intent.status)}.`,
        },
      });
      return;
    }
    const card = checkCard(parsed.data, now());
    if ('error' in card) {
      reply(400, { status: String(intent.status), paymentIntentId, error: card.error });
      return;
    }
    const returnUrl = parsed.data.returnUrl && allowedOrigins.has(new URL(parsed.data.returnUrl).origin) ? parsed.data.returnUrl : undefined;
    const after = await confirm(intent, card, { origin, ...(returnUrl ? { returnUrl } : {}) });
    const error = after.last_payment_error as { code?: string; decline_code?: string; message?: string } | null;
    if (after.status === 'requires_payment_method' && error) {
      reply(402, {
        status: 'requires_payment_method',
        paymentIntentId,
        error: {
          type: 'card_error',
          code: error.code ?? 'card_declined',
          ...(error.decline_code ? { decline_code: error.decline_code } : {}),
          message: error.message ?? 'Your card was declined.',
        },
      });
      return;
    }
    const redirect = (after.next_action as { redirect_to_url?: { url?: string } } | null)?.redirect_to_url?.url;
    reply(200, { status: String(after.status), paymentIntentId, ...(redirect ? { nextAction: { redirectToUrl: redirect } } : {}) });
  };

  const authenticatePage = authenticationPage({
    allowedOrigins,
    findBySecret: (clientSecret) => {
      const intentId = intentIdOfSecret(clientSecret);
      const intent = intentId ? state.paymentIntents[intentId] : undefined;
      return intent && intent.client_secret === clientSecret ? intent : undefined;
    },
    complete: async (intent, approved) => {
      const id = String(intent.id);
      const pendingAuthentication = state.authentications[id];
      if (intent.status !== 'requires_action' || !pendingAuthentication) return undefined;
      delete state.authentications[id];
      delete state.processing[id];
      if (approved) await settleSucceeded(intent, pendingAuthentication);
      else await settleFailed(intent, pendingAuthentication, AUTHENTICATION_FAILURE);
      await save();
      return pendingAuthentication.returnUrl;
    },
  });

  const server = createServer((req, res) => {
    handleApi(req, res).catch((error: unknown) => {
      log.error('[local-stripe] request failed:', error);
      if (!res.headersSent) sendApi(res, 500, { error: { type: 'api_error', message: 'The local Stripe failed; see the terminal.' } });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  // What an earlier run accepted and had not finished: deliveries, and payments still processing.
  outbox.resume();
  for (const intentId of Object.keys(state.processing)) scheduleSettlement(intentId);

  async function waitForDeliveries(): Promise<void> {
    while (processingTimers.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await outbox.waitForIdle();
  }

  return {
    url: `http://${host}:${port}`,
    confirmPage,
    authenticatePage,
    waitForDeliveries,
    close: async () => {
      // Undelivered events and unsettled payments stay on disk for the next start.
      outbox.close();
      for (const timer of processingTimers.values()) clearTimeout(timer);
      processingTimers.clear();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await saving;
    },
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(req: IncomingMessage): Promise<string | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return 'too-large';
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function loadState(file: string): Promise<StripeState> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<StripeState>;
    return { ...emptyState(), ...stored };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyState();
    throw new Error(`The local Stripe's state file ${file} cannot be read: ${(error as Error).message}`, { cause: error });
  }
}

function pruneIdempotency(state: StripeState, nowMs: number): void {
  for (const [key, stored] of Object.entries(state.idempotency)) {
    if (stored.storedAt <= nowMs - IDEMPOTENCY_TTL_MS) delete state.idempotency[key];
  }
}
