import { paymentStatusPathSchema, paymentStatusReplySchema } from '@herway/shared/contracts/payments';
import { httpHandler } from '../../kernel/http-handler';
import { providerCall } from '../checkout';
import { paymentStatusFor } from '../payment-status';

/**
 * GET /api/payment-status/{paymentIntentId} (athlete): 'confirming' until the purchase is on her
 * dashboard, then 'ready' (with whether the course's modules are out yet); 'processing' while her
 * bank decides; 'failed'. The success page polls it for a bounded time.
 */
export const handler = httpHandler(
  { method: 'GET', path: '/api/payment-status/{paymentIntentId}', handler: 'payments/get-payment-status', auth: 'member' },
  { path: paymentStatusPathSchema, reply: paymentStatusReplySchema },
  async ({ user, path }) => providerCall(() => paymentStatusFor(user, path.paymentIntentId)),
);
