import { createPaymentIntentBodySchema } from '@herway/shared/contracts/payments';
import { badRequest } from '../../lib/http-errors';
import { httpHandler } from '../../lib/http-handler';
import { assertPageMatches, openPayment, quoteCustomOrder, savedCustomerId } from '../../services/checkout';

/**
 * POST /api/create-payment-intent (public): the open-amount /checkout, whole dollars from $1 to
 * $5,000. It records a payment and grants nothing (productKey 'custom'). With a code, the page
 * sends the amount it was opened with (`originalAmount`) and the discounted `amount`, which the
 * server recomputes and compares (409 with the current price).
 */
export const handler = httpHandler('payments/create-payment-intent', { body: createPaymentIntentBodySchema }, async ({ body, user }) => {
  if (body.discountCode && body.originalAmount === undefined) {
    throw badRequest('originalAmount: the amount before the discount is required with a discount code');
  }
  const quote = await quoteCustomOrder(body.originalAmount ?? body.amount, body.description, body.discountCode);
  assertPageMatches(quote, { amount: body.amount });
  const stripeCustomerId = await savedCustomerId(user);
  return openPayment(quote, {
    email: body.customerInfo.email,
    athleteName: body.customerInfo.athleteName,
    customerName: body.customerInfo.name,
    ...(user ? { userId: user.sub } : {}),
    ...(stripeCustomerId ? { stripeCustomerId } : {}),
  });
});
