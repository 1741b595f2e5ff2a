import { paymentSucceededEvent } from '@herway/events/stripe-events';
import { sendEmail } from '../mail/email';
import { getEntitlement } from '../course/store/entitlement-repo';
import { fulfilPayment, getFulfilment } from './store/fulfilment-repo';
import { convertLeadsOf } from '../contact/store/lead-repo';
import { paymentsOfLink } from './store/payment-link-repo';
import { config, siteOrigins } from '../kernel/config';
import { logger } from '../kernel/logger';
import { settledForClosedAccount } from './closed-account-payments';
import { planFulfilment } from './fulfilment';
import type { FulfilmentPlan } from './store/fulfilment-repo';
import { courseIsReleased } from '../course/course-release';
import { receiptEmail } from './receipt-email';
import { paymentReceiptOf } from './receipts';

// What a succeeded payment does (docs/architecture.md#the-event-pipeline): flags what the founders
// must refund, writes the fulfilment and HerWay's receipt in one transaction, converts her leads, sends the receipt.
// The payment-succeeded consumer and the reconciliation job both call fulfilPaymentEvent.

/** Sends the receipt; a failure is logged and never undoes the records. */
async function sendReceipt(plan: FulfilmentPlan): Promise<void> {
  const settings = config();
  // Read after her access was written: a release from now on e-mails her (course-release.ts).
  const courseReleased = plan.entitlements.length > 0 && (await courseIsReleased());
  const message = receiptEmail(plan, { siteOrigin: siteOrigins(settings)[0] ?? 'http://localhost:3000', supportEmail: settings.SUPPORT_EMAIL, courseReleased });
  if (!message) {
    logger.warn('No receipt sent: the payment has no e-mail address', { paymentIntentId: plan.paymentIntentId });
    return;
  }
  try {
    await sendEmail(message);
  } catch (error) {
    logger.error('Receipt e-mail failed; the payment and its records are kept', { paymentIntentId: plan.paymentIntentId, error: error as Error });
  }
}

/**
 * Two tabs can each open a course payment before either is paid: the second to succeed finds the
 * course already hers. The money moved, so it is recorded, and flagged for the founders to refund.
 */
async function courseBoughtTwice(plan: FulfilmentPlan): Promise<boolean> {
  if (!plan.coursePurchase || !plan.payment.userId) return false;
  const owned = await getEntitlement(plan.payment.userId, 'course_packet');
  return Boolean(owned?.isActive && !owned.grantedBy.includes(plan.paymentIntentId));
}

/** A single-use payment link paid twice (two tabs): the second payment is recorded, flagged for a refund. */
async function linkPaidTwice(plan: FulfilmentPlan, singleUse: boolean): Promise<boolean> {
  if (!singleUse || !plan.paymentLinkId) return false;
  return (await paymentsOfLink(plan.paymentLinkId)) > 0 && !(await getFulfilment(plan.paymentIntentId));
}

/** Why the founders must refund this payment, if it was paid twice (both read at once; the link's reason wins). */
async function paidTwiceReason(plan: FulfilmentPlan, singleUseLink: boolean): Promise<string | undefined> {
  const [link, course] = await Promise.all([linkPaidTwice(plan, singleUseLink), courseBoughtTwice(plan)]);
  if (link) return 'This single-use payment link had already been paid: refund this payment';
  if (course) return 'She already owned the Course Packet when this payment succeeded: refund it';
  return undefined;
}

/**
 * Her contact messages sent before this payment become converted leads (docs/decisions/conversion-rate.md); test
 * payments never convert. Run on a duplicate too (idempotent), so a failure here is retried.
 */
async function convertLeads(plan: FulfilmentPlan): Promise<void> {
  const { customerEmail, isTest, paidAt, createdAt } = plan.payment;
  if (isTest || !customerEmail) return;
  const converted = await convertLeadsOf(customerEmail, paidAt ?? createdAt, plan.paymentIntentId);
  if (converted > 0) logger.info('Leads converted by a payment', { paymentIntentId: plan.paymentIntentId, converted });
}

/**
 * Whether this delivery fulfilled the payment, and when Stripe says it succeeded (epoch ms);
 * `closedAccount` when its account had been deleted and it was refunded instead.
 */
export type FulfilmentOutcome = { fulfilled: false; closedAccount?: boolean } | { fulfilled: true; succeededAt: number };

/**
 * Payment.Succeeded (Stripe payment_intent.succeeded), docs/architecture.md#the-event-pipeline: the payment, what it
 * grants, the discount redemption and the counters in ONE transaction guarded by the payment's
 * fulfilment marker, then the receipt. A duplicate or replayed event changes nothing; any other
 * failure is thrown so the bus retries (and dead-letters). The reconciliation job runs it too.
 */
export async function fulfilPaymentEvent(event: unknown): Promise<FulfilmentOutcome> {
  const envelope = paymentSucceededEvent.envelope.parse(event);
  const stripeEvent = envelope.detail;
  const intent = stripeEvent.data.object;
  const plan = planFulfilment(intent, { eventId: stripeEvent.id, at: new Date(stripeEvent.created * 1000), now: new Date() });
  // HerWay's receipt is written in the fulfilment's transaction: once, with a number never reused
  // (docs/receipts.md). It and the paid-twice checks read different records, so they run at once.
  const [receipt, paidTwice] = await Promise.all([
    paymentReceiptOf(intent, plan.payment),
    paidTwiceReason(plan, intent.metadata.paymentLinkSingleUse === 'true'),
  ]);
  plan.receipt = receipt;
  if (paidTwice) plan.payment.needsAttention = paidTwice;
  if (plan.payment.needsAttention) {
    logger.error('Paid order needs the founders’ attention', { paymentIntentId: intent.id, reason: plan.payment.needsAttention });
  }
  const outcome = await fulfilPayment(plan);
  // Her account was deleted before it settled: refunded and kept without her (closed-account-payments.ts).
  if (await settledForClosedAccount(plan, outcome)) return { fulfilled: false, closedAccount: true };
  if (outcome === 'duplicate') {
    await convertLeads(plan);
    logger.info('Payment already fulfilled: event ignored', { paymentIntentId: intent.id, eventId: stripeEvent.id });
    return { fulfilled: false };
  }
  logger.info('Payment fulfilled', {
    paymentIntentId: intent.id,
    eventId: stripeEvent.id,
    userId: plan.payment.userId,
    productKey: plan.payment.productType,
    amount: plan.payment.amount,
    packageId: plan.mentorshipPackage?.id,
    purchaseId: plan.coursePurchase?.id,
    courseIds: plan.marker.courseIds,
  });
  // At once: the receipt never fails the event, and a lead conversion that fails is retried by the
  // bus, whose next delivery is a duplicate that converts again but sends no second receipt.
  await Promise.all([convertLeads(plan), sendReceipt(plan)]);
  return { fulfilled: true, succeededAt: stripeEvent.created * 1000 };
}
