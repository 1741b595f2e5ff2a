import { recordMetric } from '../../kernel/metrics';
import { eventConsumer } from '../../kernel/event-consumer';
import { fulfilPaymentEvent } from '../payment-fulfilment';

/** The consumer of the payment-succeeded rule: counts each payment fulfilled and how long after Stripe's event it was. */
export const handler = eventConsumer(async (event) => {
  const outcome = await fulfilPaymentEvent(event);
  if (!outcome.fulfilled) return;
  recordMetric('PaymentsSucceeded', 1);
  recordMetric('FulfilmentLatency', Math.max(0, Date.now() - outcome.succeededAt));
});
