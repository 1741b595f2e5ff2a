import { paymentCheckReplySchema, type PaymentCheckReply } from '@herway/shared/contracts/demo';
import { callRoute } from '@/lib/api-client';

/** POST /api/demo/payment-check: a $1 intent created, read back and cancelled by the server (anyone locally, admins elsewhere). */
export function checkPaymentRoundTrip({ signal }: { signal?: AbortSignal } = {}): Promise<PaymentCheckReply> {
  return callRoute('payments/check-payment-round-trip', { body: {}, schema: paymentCheckReplySchema, signal });
}
