import { fulfilPayment, getFulfilment } from './store/fulfilment-repo';
import type { FulfilmentOutcome, FulfilmentPlan } from './store/fulfilment-repo';
import { anonymisedPayment } from './store/payment-repo';
import { PERSONAL_METADATA, RefundRefusedError, clearIntentMetadata, createRefund } from './stripe/stripe';
import { logger } from '../kernel/logger';

// A payment that settles after its account was deleted (a bank that kept it processing, a card
// confirmed in a tab left open, an event the reconciliation delivers late) must not bring her
// records back: nothing is granted (the fulfilment's check on her profile refuses it,
// kernel/store/account-guard.ts), the money goes back to the card, and the payment is kept for
// the books without who she was, as her other payments were when she deleted her account.

/** What the founders read on the attention list, and on the payment record. */
export const CLOSED_ACCOUNT_REFUND_REASON =
  'Refunded: payment for a deleted account. The account was deleted before this payment settled, so nothing was granted and the money went back to the card.';

/** The refund's request id: with the payment, Stripe's idempotency key, so every delivery of the event makes the one refund. */
const REFUND_REQUEST_ID = 'deleted-account';

/**
 * What a payment for a deleted account records (pure): the payment without her e-mail, names and
 * ids, flagged with the reason; a marker naming nobody and granting nothing; the discount, link and
 * counters as any payment (its refund event takes the revenue off again); the attention notice.
 */
export function closedAccountPlan(plan: FulfilmentPlan, now: Date): FulfilmentPlan {
  // No receipt in a deleted account: its number is left unused.
  const { mentorshipPackage: _package, coursePurchase: _purchase, receipt: _receipt, ...kept } = plan;
  const { packageId: _packageId, purchaseId: _purchaseId, ...marker } = plan.marker;
  const payment = { ...anonymisedPayment(plan.payment), needsAttention: CLOSED_ACCOUNT_REFUND_REASON };
  return {
    ...kept,
    payment,
    marker: { ...marker, userId: null, courseIds: [], closedAccount: true },
    entitlements: [],
    refundNotice: {
      paymentIntentId: plan.paymentIntentId,
      amount: payment.amount,
      currency: payment.currency,
      refundedAt: now.toISOString(),
      reason: CLOSED_ACCOUNT_REFUND_REASON,
    },
  };
}

/** Refunds the whole payment once: the same idempotency key on every delivery; already refunded is done. */
async function refundWhole(paymentIntentId: string): Promise<void> {
  try {
    await createRefund({ paymentIntentId, reason: 'The account was deleted before this payment settled', requestId: REFUND_REQUEST_ID });
  } catch (error) {
    if (error instanceof RefundRefusedError && error.refusal === 'already-refunded') return;
    throw error;
  }
}

/** Whether the fulfilment's outcome is a payment for a deleted account: refused for it now, or recorded as one by an earlier delivery. */
async function isForClosedAccount(plan: FulfilmentPlan, outcome: FulfilmentOutcome): Promise<boolean> {
  if (outcome === 'account-closed') return true;
  return outcome === 'duplicate' && (await getFulfilment(plan.paymentIntentId))?.closedAccount === true;
}

/**
 * After a fulfilment attempt: a payment for a deleted account is recorded without her (once: the
 * fulfilment marker), refunded through Stripe, and her name blanked in its metadata at Stripe.
 * Every delivery of the event does the refund step again, so one that failed halfway is finished
 * by the next (the idempotency key keeps it to one refund). Answers whether it was such a payment.
 */
export async function settledForClosedAccount(plan: FulfilmentPlan, outcome: FulfilmentOutcome, now = new Date()): Promise<boolean> {
  if (!(await isForClosedAccount(plan, outcome))) return false;
  const recorded = outcome === 'account-closed' ? await fulfilPayment(closedAccountPlan(plan, now)) : 'duplicate';
  await refundWhole(plan.paymentIntentId);
  await clearIntentMetadata(plan.paymentIntentId, PERSONAL_METADATA).catch((error: unknown) =>
    logger.warn('Could not blank her name at Stripe', { paymentIntentId: plan.paymentIntentId, error: String((error as Error).message) }),
  );
  logger.warn('Payment for a deleted account refunded', { paymentIntentId: plan.paymentIntentId, amount: plan.payment.amount, recorded });
  return true;
}
