import { testPaymentBodySchema } from '@herway/shared/contracts/demo';
import { config } from '../../kernel/config';
import { forbidden } from '../../kernel/http-errors';
import { httpHandler } from '../../kernel/http-handler';
import { openTestPayment, testPaymentRefusal } from '../demo-payments';

/**
 * POST /api/demo/test-payment (public): /test-stripe's $400 "Starter package (5 sessions)" test
 * payment, priced on the server and opened through the open-amount checkout's path (productKey
 * 'custom': a payment is recorded at fulfilment, nothing is granted). Test mode only: 403 on the
 * prod stage or with a live Stripe key, before anything reaches Stripe. The receipt goes to the
 * site's own support mailbox.
 */
export const handler = httpHandler(
  { method: 'POST', path: '/api/demo/test-payment', handler: 'payments/create-test-payment', auth: 'public' },
  { body: testPaymentBodySchema },
  async () => {
    const settings = config();
    const refusal = testPaymentRefusal(settings);
    if (refusal) throw forbidden(refusal);
    return openTestPayment(settings.SUPPORT_EMAIL);
  },
);
