import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { STRIPE_API_VERSION } from '@herway/functions/payments/stripe/stripe';
import { findCharge } from './stripe-charges';
import { createCustomer, deleteCustomer, findCustomer } from './stripe-customers';
import { readLimitedBody } from './request-body';
import { parseStripeForm } from './stripe-form';
import { IdempotencyKeys, type StoredAnswer } from './stripe-idempotency';
import { cancelPaymentIntent, createPaymentIntent, findIntent, listPaymentIntents, updatePaymentIntent } from './stripe-intents';
import { type Json, StripeApiError } from './stripe-objects';
import { createRefund, findRefund } from './stripe-refunds';
import type { StripeContext } from './stripe-state';

// The local Stripe's HTTP API: Stripe's form-encoded requests, its API key check, its JSON
// answers and errors, idempotency keys, and the routes to each operation.

const MAX_BODY_BYTES = 64 * 1024;

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export async function readBody(req: IncomingMessage): Promise<string | 'too-large'> {
  const body = await readLimitedBody(req, MAX_BODY_BYTES);
  return body === 'too-large' ? body : body.toString('utf8');
}

export function sendApi(res: ServerResponse, status: number, body: Json, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Request-Id': `req_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
    'Stripe-Version': STRIPE_API_VERSION,
    ...headers,
  });
  res.end(JSON.stringify(body, null, 2));
}

interface ApiRequest {
  method: string;
  pathname: string;
  params: Json;
  idempotencyKey: string | null;
}

function routeResource(context: StripeContext, resource: string | undefined, id: string | undefined, request: ApiRequest): Promise<Json> | Json | undefined {
  const { method, params, idempotencyKey } = request;
  if (resource === 'customers') {
    if (method === 'POST' && !id) return createCustomer(context, params);
    if (method === 'GET' && id) return findCustomer(context, id);
    if (method === 'DELETE' && id) return deleteCustomer(context, id);
  }
  if (resource === 'payment_intents') {
    if (method === 'GET' && !id) return listPaymentIntents(context, params);
    if (method === 'POST' && !id) return createPaymentIntent(context, params);
    if (method === 'GET' && id) return findIntent(context, id);
    if (method === 'POST' && id) return updatePaymentIntent(context, id, params);
  }
  if (resource === 'charges' && method === 'GET' && id) return findCharge(context, id);
  if (resource === 'refunds') {
    if (method === 'POST' && !id) return createRefund(context, params, idempotencyKey);
    if (method === 'GET' && id) return findRefund(context, id);
  }
  return undefined;
}

/** The operation a request names, or Stripe's 404 for a URL it does not know. */
async function route(context: StripeContext, request: ApiRequest): Promise<Json> {
  const { method, pathname, params, idempotencyKey } = request;
  const segments = pathname.split('/').filter(Boolean);
  const [version, resource, id, extra] = segments;
  if (version === 'v1' && resource === 'payment_intents' && id && extra === 'cancel' && segments.length === 4 && method === 'POST') {
    return cancelPaymentIntent(context, id, params, idempotencyKey);
  }
  const answer = version === 'v1' && extra === undefined ? routeResource(context, resource, id, request) : undefined;
  if (answer) return answer;
  throw new StripeApiError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${pathname}). The local Stripe implements customers, payment_intents (and their cancel), reading charges, and refunds only.`,
  });
}

function authorized(header: string | undefined, secretKey: string): boolean {
  if (!header) return false;
  const [scheme, credentials = ''] = header.split(' ');
  if (scheme?.toLowerCase() === 'bearer') return credentials === secretKey;
  if (scheme?.toLowerCase() === 'basic') return Buffer.from(credentials, 'base64').toString('utf8').split(':')[0] === secretKey;
  return false;
}

/** Runs the operation; Stripe's errors become their answer. */
async function answerOf(context: StripeContext, request: ApiRequest): Promise<StoredAnswer> {
  try {
    return { status: 200, body: structuredClone(await route(context, request)) };
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    return { status: error.status, body: { error: error.error } };
  }
}

const UNAUTHORIZED = {
  error: {
    type: 'invalid_request_error',
    message: 'Invalid API Key provided. The local Stripe accepts only the local key the stack hands its handlers.',
  },
};

/** The API's request handler: key check, idempotency, the operation, the state saved after a change. */
export function stripeApi(context: StripeContext, secretKey: string): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const keys = new IdempotencyKeys(context.state.idempotency, () => context.now());
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    if (body === 'too-large') return sendApi(res, 413, { error: { type: 'invalid_request_error', message: 'Request body too large' } });
    if (!authorized(req.headers.authorization, secretKey)) return sendApi(res, 401, UNAUTHORIZED);
    const params = parseStripeForm(method === 'GET' ? url.search.slice(1) : body);
    const idempotencyKey = method === 'POST' ? (header(req, 'idempotency-key') ?? null) : null;
    const request = { method, pathname: url.pathname, params, idempotencyKey };
    if (!idempotencyKey) {
      const answer = await answerOf(context, request);
      if (method !== 'GET') context.save();
      return sendApi(res, answer.status, answer.body);
    }
    const fingerprint = IdempotencyKeys.fingerprint(method, url.pathname, body);
    const check = keys.begin(idempotencyKey, fingerprint);
    if (check.kind === 'refused') return sendApi(res, check.answer.status, check.answer.body);
    if (check.kind === 'replay')
      return sendApi(res, check.answer.status, check.answer.body, { 'Idempotency-Key': idempotencyKey, 'Idempotent-Replayed': 'true' });
    let answer: StoredAnswer;
    try {
      answer = await answerOf(context, request);
    } finally {
      keys.release(idempotencyKey);
    }
    keys.remember(idempotencyKey, fingerprint, answer);
    context.save();
    sendApi(res, answer.status, answer.body, { 'Idempotency-Key': idempotencyKey });
  };
}
