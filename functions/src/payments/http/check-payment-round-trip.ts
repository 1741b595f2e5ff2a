import { paymentCheckReplySchema } from '@herway/shared/contracts/demo';
import { config } from '../../kernel/config';
import { forbidden, unauthorized } from '../../kernel/http-errors';
import { httpHandler } from '../../kernel/http-handler';
import { logger } from '../../kernel/logger';
import { diagnosticsAccess, runPaymentRoundTrip } from '../payment-diagnostics';

/**
 * POST /api/demo/payment-check, /stripe-debug's last step: a $1 PaymentIntent created, read back
 * and cancelled at once (never confirmed; its productKey 'diagnostics' grants nothing), each
 * step timed. Public in the route table because the local stack lets anyone run it; on any other
 * stage it needs a signed-in admin (401 signed out, 403 without the admin group). 200 whenever
 * the check ran: `ok` says whether every step passed.
 */
export const handler = httpHandler(
  { method: 'POST', path: '/api/demo/payment-check', handler: 'payments/check-payment-round-trip', auth: 'public' },
  { reply: paymentCheckReplySchema },
  async ({ user }) => {
    const settings = config();
    const access = diagnosticsAccess(settings.STAGE, user);
    if (access === 'sign-in') throw unauthorized();
    if (access === 'admin-only') throw forbidden('Admin access required');
    const result = await runPaymentRoundTrip();
    const reply = { ...result, stage: settings.STAGE, provider: settings.STRIPE_API_BASE ? ('local-stripe' as const) : ('stripe' as const) };
    if (reply.ok) logger.info('Payment round trip passed', { paymentIntentId: reply.paymentIntentId, totalMs: reply.totalMs, livemode: reply.livemode });
    else logger.warn('Payment round trip failed', { paymentIntentId: reply.paymentIntentId, steps: reply.steps });
    return reply;
  },
);
