import { unsettledPaymentEnvelopeSchema } from '@herway/events/stripe-events';
import { eventConsumer } from '../../kernel/event-consumer';
import { handleFailedPayment } from '../payment-failure';
import { handleProcessingPayment } from '../payment-processing';

/**
 * Consumer of the payments that have not succeeded (yet): Payment.Failed (payment-failure.ts) and
 * Payment.Processing (payment-processing.ts). One consumer for both, as the refund consumer takes
 * both refund events: one function, one rule and one dead-letter queue (and its alarm) fewer
 * (docs/cost.md). Any error is thrown: the bus retries, and every step of both is idempotent.
 */
export const handler = eventConsumer(async (event: unknown): Promise<void> => {
  const envelope = unsettledPaymentEnvelopeSchema.parse(event);
  if (envelope.detail.type === 'payment_intent.processing') await handleProcessingPayment(envelope.detail);
  else await handleFailedPayment(envelope.detail);
});
