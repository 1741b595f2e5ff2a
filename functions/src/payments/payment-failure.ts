import type { paymentFailedEvent } from '@herway/events/stripe-events';
import type * as z from '@herway/shared/zod';
import { recordFailedPayment } from './store/payment-repo';
import { logger } from '../kernel/logger';
import { recordMetric } from '../kernel/metrics';
import { releaseAfterFailedPayment } from './discount-reservations';
import { storedPaymentOf } from './fulfilment';
import { clearProcessingPayment } from '../insights/store/processing-payments-repo';
import { paymentFailedEmail } from './payment-notices';
import { sendPaymentNotice } from './send-payment-notice';
import { paymentLinkPathOf } from './admin-payment-links';

/**
 * Payment.Failed (Stripe payment_intent.payment_failed), for the unsettled-payment consumer: records the failed attempt
 * with the last error's message, granting nothing, and gives back the use of a limited discount
 * code the payment held (its intent cancelled at Stripe first, so it can never be paid with that
 * use afterwards). A payment that already succeeded (or was refunded) is never downgraded, whatever
 * order the events arrive in. The payer is e-mailed why, in plain words, with a link to try again:
 * once per attempt (its Stripe event), never for a payment that succeeded. Any error is thrown: the
 * bus retries, and every step is idempotent.
 */
export async function handleFailedPayment(stripeEvent: z.output<typeof paymentFailedEvent.envelope>['detail']): Promise<void> {
  const intent = stripeEvent.data.object;
  const at = new Date(stripeEvent.created * 1000);
  // Its time orders it against a processing event of the same intent (payment-repo.ts).
  const record = { ...storedPaymentOf(intent, 'failed', { at, now: new Date() }), statusAt: at.toISOString() };
  const recorded = await recordFailedPayment(record);
  if (recorded) {
    logger.info('Failed payment recorded', { paymentIntentId: intent.id, eventId: stripeEvent.id, failureCode: record.failureCode });
    recordMetric('PaymentsFailed', 1);
    await clearProcessingPayment(intent.id);
    // An open-amount payment is tried again from its own payment link (payment-notices.ts, tryAgainPath).
    const checkoutUrl = intent.metadata.productKey ? undefined : await paymentLinkPathOf(intent.metadata.paymentLink);
    const withLink = checkoutUrl ? { ...intent, metadata: { ...intent.metadata, checkoutUrl } } : intent;
    const notice = await sendPaymentNotice(withLink, `FAILED#${stripeEvent.id}`, paymentFailedEmail, new Date());
    if (notice === 'no-address') logger.warn('No failure e-mail: the payment has no address', { paymentIntentId: intent.id });
  } else
    logger.info('Failed attempt ignored: the payment already succeeded, or a later attempt is recorded', {
      paymentIntentId: intent.id,
      eventId: stripeEvent.id,
    });
  const reservation = await releaseAfterFailedPayment(intent);
  if (reservation !== 'none') logger.info('Discount reservation of a failed payment', { paymentIntentId: intent.id, outcome: reservation });
}
