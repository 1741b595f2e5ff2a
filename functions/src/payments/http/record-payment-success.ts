import { createHash, timingSafeEqual } from 'node:crypto';
import { paymentSuccessBodySchema, paymentSuccessReplySchema } from '@herway/shared/contracts/payments';
import { recordBrowserReport } from '../store/payment-repo';
import { retrievePaymentIntent } from '../stripe/stripe';
import { notFound } from '../../kernel/http-errors';
import { httpHandler } from '../../kernel/http-handler';
import { providerCall } from '../checkout';

const sameSecret = (given: string, expected: string | null) => {
  if (!expected) return false;
  const [a, b] = [createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest()];
  return timingSafeEqual(a, b);
};

function mayReport(
  intent: { client_secret: string | null; metadata: Record<string, string> },
  clientSecret: string | undefined,
  sub: string | undefined,
): boolean {
  if (sub && intent.metadata.userId === sub) return true;
  return clientSecret !== undefined && sameSecret(clientSecret, intent.client_secret);
}

/**
 * POST /api/payment-success (public): records what the browser saw after confirming, with the
 * status read back from Stripe, on its own item beside the payment record. It never grants
 * anything: only the verified webhook's consumer does. Only the browser holding the payment's
 * client secret, or the signed-in athlete it is for, may report on it (else 404).
 */
export const handler = httpHandler(
  { method: 'POST', path: '/api/payment-success', handler: 'payments/record-payment-success', auth: 'public' },
  { body: paymentSuccessBodySchema, reply: paymentSuccessReplySchema },
  async ({ body, user }) => {
    const intent = await providerCall(() => retrievePaymentIntent(body.paymentIntentId));
    // Only the browser that opened it (its client secret) or the athlete it is for may report on it;
    // anyone else learns nothing, not even that it exists.
    if (!intent || !mayReport(intent, body.clientSecret, user?.sub)) throw notFound('Payment not found');
    await recordBrowserReport(
      {
        paymentIntentId: intent.id,
        status: intent.status,
        ...(user ? { userId: user.sub } : {}),
        ...(body.customerInfo ? { customerInfo: body.customerInfo } : {}),
        reportedAt: new Date().toISOString(),
      },
      intent.metadata.userId || undefined,
    );
    return { success: true as const, status: intent.status };
  },
);
