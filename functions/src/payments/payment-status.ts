import type { PaymentStatusReply } from '@herway/shared/contracts/payments';
import type { SessionUser } from '../kernel/auth/token-verifier';
import { getFulfilment } from './store/fulfilment-repo';
import { getPayment } from './store/payment-repo';
import { retrievePaymentIntent } from './stripe/stripe';
import { courseIsReleased } from '../course/course-release';

// Where her payment is, for the success page (docs/decisions/performance-budgets.md: 'confirming' until the purchase is on her
// dashboard, never a false 'ready'). Stripe's event reaches the records seconds after the card is
// confirmed; until then Stripe itself tells whether it was paid, is processing or failed. Only her
// own payments are described: anyone else's reads as 'confirming', which tells nothing.

export async function paymentStatusFor(user: SessionUser, paymentIntentId: string): Promise<PaymentStatusReply> {
  const marker = await getFulfilment(paymentIntentId);
  if (marker) {
    if (marker.userId !== user.sub) return { status: 'confirming' };
    const owned = { status: 'ready' as const, productKey: marker.productKey };
    if (!marker.courseIds.includes('course_packet')) return owned;
    return { ...owned, courseReleased: await courseIsReleased() };
  }
  const record = await getPayment(paymentIntentId);
  if (record?.status === 'failed' && record.userId === user.sub) return { status: 'failed' };
  const intent = await retrievePaymentIntent(paymentIntentId);
  if (!intent || intent.metadata.userId !== user.sub) return { status: 'confirming' };
  if (intent.status === 'processing') return { status: 'processing' };
  if (intent.status === 'canceled' || (intent.status === 'requires_payment_method' && intent.last_payment_error)) return { status: 'failed' };
  return { status: 'confirming' };
}
