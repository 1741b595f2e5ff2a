import { paymentSuccessBodySchema } from '@herway/shared/contracts/payments';
import type * as z from '@herway/shared/zod';
import type { paymentSuccessReplySchema } from '@herway/shared/contracts/payments';
import { recordBrowserReport } from '../../adapters/dynamo/payment-repo';
import { retrievePaymentIntent } from '../../adapters/stripe';
import { notFound } from '../../lib/http-errors';
import { httpHandler } from '../../lib/http-handler';
import { providerCall } from '../../services/checkout';

type PaymentSuccessReply = z.infer<typeof paymentSuccessReplySchema>;

/**
 * POST /api/payment-success (public): records what the browser saw after confirming, with the
 * status read back from Stripe, on its own item beside the payment record. It never grants
 * anything: only the verified webhook's consumer does.
 */
export const handler = httpHandler('payments/record-payment-success', { body: paymentSuccessBodySchema }, async ({ body, user }) => {
  const intent = await providerCall(() => retrievePaymentIntent(body.paymentIntentId));
  if (!intent) throw notFound('Payment not found');
  await recordBrowserReport({
    paymentIntentId: intent.id,
    status: intent.status,
    ...(user ? { userId: user.sub } : {}),
    ...(body.customerInfo ? { customerInfo: body.customerInfo } : {}),
    reportedAt: new Date().toISOString(),
  });
  const reply: PaymentSuccessReply = { success: true, status: intent.status };
  return reply;
});
