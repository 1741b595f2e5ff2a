import { formatUsd } from '@herway/shared/format';
import { refundPaymentBodySchema, refundPaymentPathSchema, refundReplySchema } from '@herway/shared/contracts/admin-money';
import { auditActorOf } from '../../../accounts/store/audit-repo';
import { getPayment } from '../../store/payment-repo';
import { createRefund, RefundRefusedError } from '../../stripe/stripe';
import type { CreatedRefund, RefundRequest } from '../../stripe/stripe';
import { conflict, notFound } from '../../../kernel/http-errors';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { providerCall } from '../../checkout';
import { recordRefundRequest, refundRefusal, refusedBeforeStripe } from '../../admin-refunds';

/**
 * POST /api/admin/payments/{id}/refund (admin): asks Stripe to refund a payment, in full or in
 * part, with the admin's reason. Nothing of ours changes here: the payment, package and access
 * change when Stripe's refund events arrive (payments/events/on-refund.ts), as for a refund made in
 * Stripe's dashboard. The same request id twice (a double click) refunds once; the request is
 * audited once. Stripe's refusals (more than is left, already refunded) are a 4xx in words.
 */
export const handler = adminHttpHandler(
  { method: 'POST', path: '/api/admin/payments/{id}/refund', handler: 'payments/admin/refund-payment', auth: 'admin' },
  { path: refundPaymentPathSchema, body: refundPaymentBodySchema, reply: refundReplySchema },
  async ({ path, body, user }) => {
    const payment = await getPayment(path.id);
    if (!payment) throw notFound('There is no payment with this id. Reload the Payments list.');
    const early = refusedBeforeStripe(payment);
    if (early) throw conflict(early);
    const request: RefundRequest = {
      paymentIntentId: payment.stripePaymentIntentId,
      reason: body.reason,
      adminId: user.sub,
      requestId: body.requestId,
      ...(body.amountCents === undefined ? {} : { amountCents: body.amountCents }),
    };
    let refund: CreatedRefund;
    try {
      refund = await providerCall(() => createRefund(request));
    } catch (error) {
      if (error instanceof RefundRefusedError) throw refundRefusal(error.refusal, payment);
      throw error;
    }
    await recordRefundRequest(await auditActorOf(user), payment, refund, body.reason);
    const answer = {
      refund,
      message: `Refund of ${formatUsd(refund.amountCents)} requested from Stripe. The payment shows as refunded once Stripe confirms it, usually within a minute.`,
    };
    return answer;
  },
);
