import { EVENT_SOURCES } from '@herway/events/envelope';
import { isStripeEventType, stripeEventSchema } from '@herway/events/stripe';
import { stripeWebhookHeadersSchema, webhookReplySchema } from '@herway/shared/contracts/payments';
import { putEvent } from '../../kernel/event-bridge';
import { verifyStripeEvent } from '../stripe/stripe';
import type { StripeSignatureRefusal } from '../stripe/stripe';
import { stripeWebhookSecret } from '../../kernel/config';
import { badRequest } from '../../kernel/http-errors';
import { webhookHandler } from '../../kernel/webhook-handler';
import { logger } from '../../kernel/logger';

const refusals: Record<StripeSignatureRefusal, string> = {
  malformed: 'Invalid Stripe-Signature header',
  mismatch: 'Stripe signature does not match',
  stale: 'Stripe signature timestamp is too old',
  'not-json': 'Request body is not valid JSON',
};

/**
 * POST /api/webhooks/stripe (public, raw body; docs/decisions/thin-webhooks.md): verify the
 * Stripe-Signature over the exact body with stripe-node's constructEvent (300 s tolerance), drop
 * the event types we do not use, put the rest on the bus as sent and answer 200 only once
 * EventBridge took it (a failure is a 500, so Stripe retries). Nothing is stored here: the
 * consumers (functions/src/payments/events/on-payment-*.ts, on-refund.ts) write the records.
 */
export const handler = webhookHandler(
  { method: 'POST', path: '/api/webhooks/stripe', handler: 'payments/receive-stripe-event', auth: 'public', webhook: true },
  { reply: webhookReplySchema },
  async ({ rawBody, headers, event }) => {
    const secret = stripeWebhookSecret();
    if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET is not set: Stripe deliveries cannot be verified');

    const signatureHeader = stripeWebhookHeadersSchema.safeParse(headers);
    if (!signatureHeader.success) throw badRequest(signatureHeader.error.issues[0]?.message ?? 'Missing Stripe-Signature header');
    const verified = verifyStripeEvent(rawBody, signatureHeader.data['stripe-signature'], secret);
    if (!verified.valid) {
      logger.warn('Stripe delivery refused', { reason: verified.reason });
      throw badRequest(refusals[verified.reason]);
    }

    const { type, id } = verified.event;
    if (!isStripeEventType(type)) {
      logger.info('Stripe event ignored', { type, eventId: id });
      const ignored = { received: true as const };
      return ignored;
    }
    const parsed = stripeEventSchema.safeParse(verified.event);
    if (!parsed.success) {
      logger.error('Stripe event does not match its contract', { type, eventId: id, issues: parsed.error.issues.slice(0, 5) });
      throw badRequest(`Invalid ${type} payload`);
    }

    // The verified event goes on the bus as Stripe sent it; each consumer parses it with the same contract.
    await putEvent({ source: EVENT_SOURCES.stripe, detailType: type, detail: verified.event, correlationId: event.requestContext.requestId });
    // Ties Stripe's event id to this request's correlation id, which its consumer logs under.
    logger.info('Stripe event put on the bus', { type, eventId: id });
    const received = { received: true as const };
    return received;
  },
);
