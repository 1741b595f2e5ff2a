import type { PaymentStatusReply } from '@herway/shared/contracts/payments';
import type { SessionUser } from '../kernel/auth/token-verifier';
import { getFulfilment } from './store/fulfilment-repo';
import { getPayment } from './store/payment-repo';
import { retrievePaymentIntent } from './stripe/stripe';
import { courseIsReleased } from '../course/course-release';
import { linkBetween } from '../family/store/family-repo';
import { accountTypeOf } from '../kernel/auth/account-type';

// Where her payment is, for the success page (docs/decisions/performance-budgets.md: 'confirming' until the purchase is on her
// dashboard, never a false 'ready'). Stripe's event reaches the records seconds after the card is
// confirmed; until then Stripe itself tells whether it was paid, is processing or failed. Only her
// own payments are described: anyone else's reads as 'confirming', which tells nothing.

/** Whether she may read a payment for `athleteId`: her own, or a guardian's for an athlete linked to her (docs/family.md). */
async function mayRead(user: SessionUser, athleteId: string | null | undefined): Promise<boolean> {
  if (!athleteId) return false;
  if (athleteId === user.sub) return true;
  return accountTypeOf(user) === 'guardian' && (await linkBetween(user.sub, athleteId)) !== undefined;
}

export async function paymentStatusFor(user: SessionUser, paymentIntentId: string): Promise<PaymentStatusReply> {
  const marker = await getFulfilment(paymentIntentId);
  if (marker) {
    if (!(await mayRead(user, marker.userId))) return { status: 'confirming' };
    const owned = { status: 'ready' as const, productKey: marker.productKey };
    if (!marker.courseIds.includes('course_packet')) return owned;
    return { ...owned, courseReleased: await courseIsReleased() };
  }
  const record = await getPayment(paymentIntentId);
  if (record?.status === 'failed' && (await mayRead(user, record.userId))) return { status: 'failed' };
  const intent = await retrievePaymentIntent(paymentIntentId);
  if (!intent || !(await mayRead(user, intent.metadata.userId))) return { status: 'confirming' };
  if (intent.status === 'processing') return { status: 'processing' };
  if (intent.status === 'canceled' || (intent.status === 'requires_payment_method' && intent.last_payment_error)) return { status: 'failed' };
  return { status: 'confirming' };
}
