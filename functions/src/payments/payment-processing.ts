import type { paymentProcessingEvent } from '@herway/events/stripe-events';
import type * as z from '@herway/shared/zod';
import { ANONYMISED_EMAIL, getPayment, recordProcessingPayment } from './store/payment-repo';
import { logger } from '../kernel/logger';
import { recordProcessingPaymentNotice } from '../insights/store/processing-payments-repo';
import { storedPaymentOf } from './fulfilment';
import { paymentProcessingEmail } from './payment-notices';
import { sendPaymentNotice } from './send-payment-notice';

/**
 * Payment.Processing (Stripe payment_intent.processing, for the unsettled-payment consumer: her bank has yet
 * to decide, as with a bank debit). Records the payment as `processing` (never over a payment that already
 * succeeded, failed later or was refunded: then nothing else happens), lists it for the founders
 * until it settles, and e-mails the payer once per intent that the package appears when it
 * settles, with the receipt. Any error is thrown: the bus retries, and every step is idempotent.
 */
export async function handleProcessingPayment(stripeEvent: z.output<typeof paymentProcessingEvent.envelope>['detail']): Promise<void> {
  const intent = stripeEvent.data.object;
  const at = new Date(stripeEvent.created * 1000);
  const record = { ...storedPaymentOf(intent, 'processing', { at, now: new Date() }), statusAt: at.toISOString() };
  if (!(await recordProcessingPayment(record))) {
    logger.info('Processing event ignored: the payment has settled, or a later event is recorded', { paymentIntentId: intent.id, eventId: stripeEvent.id });
    return;
  }
  // As recorded: without who paid when her account was deleted meanwhile (account-guard.ts).
  const stored = (await getPayment(intent.id)) ?? record;
  const known = stored.customerEmail !== ANONYMISED_EMAIL;
  await recordProcessingPaymentNotice({
    paymentIntentId: intent.id,
    customerEmail: known ? stored.customerEmail || null : null,
    userId: stored.userId,
    amount: record.amount,
    currency: record.currency,
    processingSince: at.toISOString(),
  });
  const notice = await sendPaymentNotice(intent, 'PROCESSING', paymentProcessingEmail, new Date());
  logger.info('Processing payment recorded', { paymentIntentId: intent.id, eventId: stripeEvent.id, notice });
}
