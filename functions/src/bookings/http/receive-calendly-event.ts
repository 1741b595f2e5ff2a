import { EVENT_SOURCES } from '@herway/events/envelope';
import { calendlyWebhookSchema, isCalendlyEventType } from '@herway/events/calendly';
import { calendlyWebhookHeadersSchema, webhookReplySchema } from '@herway/shared/contracts/payments';
import { putEvent } from '../../kernel/event-bridge';
import { calendlySigningKey } from '../../kernel/config';
import { badRequest } from '../../kernel/http-errors';
import { webhookHandler } from '../../kernel/webhook-handler';
import { logger } from '../../kernel/logger';
import { verifyCalendlySignature } from '../calendly-signature';

const refusals = {
  malformed: 'Invalid Calendly-Webhook-Signature header',
  mismatch: 'Calendly signature does not match',
  stale: 'Calendly signature timestamp is too old',
} as const;

/**
 * POST /api/webhooks/calendly (public, raw body; docs/decisions/thin-webhooks.md): verify the signature over
 * the exact body, drop the event types we do not use, put the rest on the bus and answer 200
 * only once EventBridge took it, so Calendly retries anything lost. The bookings are written by
 * the consumers (functions/src/bookings/events/on-booking-*.ts).
 */
export const handler = webhookHandler(
  { method: 'POST', path: '/api/webhooks/calendly', handler: 'bookings/receive-calendly-event', auth: 'public', webhook: true },
  { reply: webhookReplySchema },
  async ({ rawBody, headers, event }) => {
    const signingKey = calendlySigningKey();
    if (!signingKey) throw new Error('CALENDLY_WEBHOOK_SIGNING_KEY is not set: Calendly deliveries cannot be verified');

    const signatureHeader = calendlyWebhookHeadersSchema.safeParse(headers);
    if (!signatureHeader.success) throw badRequest(signatureHeader.error.issues[0]?.message ?? 'Missing Calendly-Webhook-Signature header');
    const check = verifyCalendlySignature(signatureHeader.data['calendly-webhook-signature'], rawBody, signingKey);
    if (!check.valid) {
      logger.warn('Calendly delivery refused', { reason: check.reason });
      throw badRequest(refusals[check.reason]);
    }

    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      throw badRequest('Request body is not valid JSON');
    }
    const type = typeof body === 'object' && body !== null && 'event' in body ? String(body.event) : '';
    if (!isCalendlyEventType(type)) {
      logger.info('Calendly event ignored', { type });
      const ignored = { received: true as const };
      return ignored;
    }
    const parsed = calendlyWebhookSchema.safeParse(body);
    if (!parsed.success) {
      logger.error('Calendly event does not match its contract', { type, issues: parsed.error.issues.slice(0, 5) });
      throw badRequest(`Invalid ${type} payload`);
    }

    // The verified body goes on the bus as sent; the consumer parses it with the same contract.
    await putEvent({ source: EVENT_SOURCES.calendly, detailType: parsed.data.event, detail: body as object, correlationId: event.requestContext.requestId });
    logger.info('Calendly event put on the bus', { type, invitee: parsed.data.payload.uri });
    const received = { received: true as const };
    return received;
  },
);
