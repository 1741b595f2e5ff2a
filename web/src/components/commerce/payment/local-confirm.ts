import {
  LOCAL_STRIPE_CONFIRM_PATH,
  localCardConfirmReplySchema,
  type LocalCardConfirmBody,
  type LocalCardConfirmReply,
} from '@herway/shared/contracts/local-card';
import type { PaymentOutcome } from './types';

const UNREACHABLE = 'The payment service could not be reached. Please check your connection and try again.';

/** The local provider's reply as stripe.confirmPayment's result would be read. */
export function outcomeOfLocalReply(reply: LocalCardConfirmReply, goTo: (url: string) => void = (url) => window.location.assign(url)): PaymentOutcome {
  if (reply.error) return { type: 'error', error: reply.error };
  // As Stripe.js does with a redirect-based next action: to the bank's page, back to the return URL.
  if (reply.status === 'requires_action' && reply.nextAction) {
    goTo(reply.nextAction.redirectToUrl);
    return { type: 'redirecting' };
  }
  if (reply.status === 'succeeded' && reply.paymentIntentId) return { type: 'succeeded', paymentIntentId: reply.paymentIntentId };
  return { type: 'status', status: reply.status, ...(reply.paymentIntentId ? { paymentIntentId: reply.paymentIntentId } : {}) };
}

/**
 * POST /local/stripe/confirm (local stack only, docs/architecture.md#the-local-stack): the card step of the local payment
 * provider, same-origin. Whatever the HTTP status, the reply is `{ status, paymentIntentId?,
 * error? }`; a bare `{ message }` (an invalid card number) reads as a validation error.
 */
export async function confirmLocalCard(body: LocalCardConfirmBody): Promise<PaymentOutcome> {
  let response: Response;
  try {
    response = await fetch(LOCAL_STRIPE_CONFIRM_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { type: 'error', error: { message: UNREACHABLE } };
  }
  const json: unknown = await response.json().catch(() => undefined);
  const parsed = localCardConfirmReplySchema.safeParse(json);
  if (parsed.success) return outcomeOfLocalReply(parsed.data);
  const message =
    json && typeof json === 'object' && typeof (json as { message?: unknown }).message === 'string' ? (json as { message: string }).message : undefined;
  if (response.status === 400 && message) return { type: 'error', error: { type: 'validation_error', message } };
  return { type: 'error', error: { message: message ?? `Payment service error: ${response.status}` } };
}
