import { paymentSucceededEvent } from '@herway/events/stripe-events';
import { recordMetric } from '../../kernel/metrics';
import { eventConsumer } from '../../kernel/event-consumer';
import { fulfilPaymentEvent } from '../payment-fulfilment';
import { clearProcessingPayment } from '../../insights/store/processing-payments-repo';

/** The consumer of the payment-succeeded rule: counts each payment fulfilled and how long after Stripe's event it was. */
export const handler = eventConsumer(async (event) => {
  const outcome = await fulfilPaymentEvent(event);
  // A payment that was processing has settled: it leaves the founders' list (processing-payments-repo.ts).
  const settled = paymentSucceededEvent.envelope.safeParse(event);
  if (settled.success) await clearProcessingPayment(settled.data.detail.data.object.id);
  if (!outcome.fulfilled) return;
  recordMetric('PaymentsSucceeded', 1);
  recordMetric('FulfilmentLatency', Math.max(0, Date.now() - outcome.succeededAt));
});
