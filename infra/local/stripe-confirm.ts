import type { IncomingMessage, ServerResponse } from 'node:http';
import { localCardConfirmBodySchema } from '@herway/shared/contracts/local-card';
import type { CardPaymentError, LocalCardConfirmBody, LocalCardConfirmReply } from '@herway/shared/contracts/local-card';
import type { LocalPage } from './gateway';
import { header, readBody } from './stripe-api';
import { checkCard } from './stripe-cards';
import { findIntentBySecret } from './stripe-intents';
import type { Json } from './stripe-objects';
import type { CardPayments } from './stripe-payments';
import type { StripeContext } from './stripe-state';

// The browser's card step, `POST /local/stripe/confirm` on the site's own origin (mounted by the
// local gateway): what Stripe.js's confirmCardPayment does, answered as Stripe.js reports it.

type Reply = (status: number, body: LocalCardConfirmReply) => void;

function replier(res: ServerResponse): Reply {
  return (status, body) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
    res.end(JSON.stringify(body));
  };
}

const refusal = (message: string, extra: Partial<CardPaymentError> = {}): LocalCardConfirmReply => ({
  status: 'unknown',
  error: { type: 'invalid_request_error', message, ...extra },
});

/** The request's checks, in Stripe.js's order; the refusal to send, or the body and its origin. */
async function readConfirmRequest(
  req: IncomingMessage,
  res: ServerResponse,
  allowedOrigins: ReadonlySet<string>,
): Promise<{ refuse: [number, LocalCardConfirmReply] } | { body: LocalCardConfirmBody; origin: string }> {
  if (req.method !== 'POST') {
    req.resume();
    res.setHeader('Allow', 'POST');
    return { refuse: [405, refusal('Use POST')] };
  }
  const origin = header(req, 'origin')?.replace(/\/$/, '');
  if (!origin || !allowedOrigins.has(origin)) {
    req.resume();
    return { refuse: [403, refusal('Cross-site request refused')] };
  }
  if (!/^application\/json\b/i.test(header(req, 'content-type') ?? '')) {
    req.resume();
    return { refuse: [415, refusal('Requests must be sent as application/json')] };
  }
  const raw = await readBody(req);
  if (raw === 'too-large') return { refuse: [413, refusal('Request body is too large')] };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { refuse: [400, refusal('Request body is not valid JSON')] };
  }
  const parsed = localCardConfirmBodySchema.safeParse(json);
  if (parsed.success) return { body: parsed.data, origin };
  const issue = parsed.error.issues[0];
  return { refuse: [400, refusal(`${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'Invalid input'}`)] };
}

/** What the card step answers once the intent has moved: declined (402), or its status and any redirect. */
function outcomeOf(after: Json, paymentIntentId: string): [number, LocalCardConfirmReply] {
  const error = after.last_payment_error as { code?: string; decline_code?: string; message?: string } | null;
  if (after.status === 'requires_payment_method' && error) {
    return [
      402,
      {
        status: 'requires_payment_method',
        paymentIntentId,
        error: {
          type: 'card_error',
          code: error.code ?? 'card_declined',
          ...(error.decline_code ? { decline_code: error.decline_code } : {}),
          message: error.message ?? 'Your card was declined.',
        },
      },
    ];
  }
  const redirect = (after.next_action as { redirect_to_url?: { url?: string } } | null)?.redirect_to_url?.url;
  return [200, { status: String(after.status), paymentIntentId, ...(redirect ? { nextAction: { redirectToUrl: redirect } } : {}) }];
}

/** Confirms the intent of a checked request with its card; the answer to send. */
async function confirmIntent(
  context: StripeContext,
  payments: CardPayments,
  allowedOrigins: ReadonlySet<string>,
  { body, origin }: { body: LocalCardConfirmBody; origin: string },
): Promise<[number, LocalCardConfirmReply]> {
  const intent = findIntentBySecret(context, body.clientSecret);
  if (!intent) return [404, refusal('No such payment_intent: the client secret does not match any payment.', { code: 'resource_missing' })];
  const paymentIntentId = String(intent.id);
  const status = String(intent.status);
  if (status !== 'requires_payment_method' && status !== 'requires_confirmation') {
    const message = `You cannot confirm this PaymentIntent because it has a status of ${status}.`;
    return [409, { status, paymentIntentId, error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message } }];
  }
  const card = checkCard(body, context.now());
  if ('error' in card) return [400, { status, paymentIntentId, error: card.error }];
  const returnUrl = body.returnUrl && allowedOrigins.has(new URL(body.returnUrl).origin) ? body.returnUrl : undefined;
  const after = await payments.confirm(intent, card, { origin, ...(returnUrl ? { returnUrl } : {}) });
  return outcomeOf(after, paymentIntentId);
}

/** The card step the gateway mounts at LOCAL_STRIPE_CONFIRM_PATH. */
export function cardConfirmPage(context: StripeContext, payments: CardPayments, allowedOrigins: ReadonlySet<string>): LocalPage {
  return async (req, res) => {
    const reply = replier(res);
    const request = await readConfirmRequest(req, res, allowedOrigins);
    const [status, body] = 'refuse' in request ? request.refuse : await confirmIntent(context, payments, allowedOrigins, request);
    reply(status, body);
  };
}
