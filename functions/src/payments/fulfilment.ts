import { createHash } from 'node:crypto';
import type { PaymentIntent } from '@herway/events/stripe';
import { stripeId } from '@herway/events/stripe';
import { grantsOf, isProductKey, productNameOf, productTypeOf } from '@herway/shared/catalog/products';
import type { ProductKey } from '@herway/shared/catalog/products';
import { DIAGNOSTICS_PRODUCT_KEY } from '@herway/shared/contracts/demo';
import type { FulfilmentPlan } from './store/fulfilment-repo';
import { buildMentorshipPackage } from '../bookings/store/package-repo';
import type { MentorshipPackageRecord } from '../bookings/store/package-repo';
import type { StoredPayment } from './store/payment-repo';
import { buildCoursePurchase } from './store/purchase-repo';
import { monthCounter } from '../insights/store/stats-repo';

// What a paid PaymentIntent turns into (docs/architecture.md#the-event-pipeline), as plain records: the consumer writes
// them in one transaction (fulfilment-repo.ts). The metadata's productKey picks the product; the
// catalog, never the metadata, says how many sessions and which courses it grants. Pure: no AWS.

/** A UUID-shaped id derived from the PaymentIntent, so a retried fulfilment writes the very same items. */
export function derivedId(paymentIntentId: string, purpose: string): string {
  const hex = createHash('sha256').update(`${paymentIntentId}:${purpose}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The ids fulfilment gives the records it creates for a payment. */
export function fulfilmentIds(paymentIntentId: string) {
  return {
    packageId: derivedId(paymentIntentId, 'mentorship-package'),
    purchaseId: derivedId(paymentIntentId, 'course-purchase'),
    entitlementId: (userId: string, courseId: string) => derivedId(`${userId}:${courseId}`, 'entitlement'),
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Stripe's `created` (epoch seconds) of the intent, if it carries one. */
function createdAt(intent: PaymentIntent, fallback: Date): string {
  return typeof intent.created === 'number' ? new Date(intent.created * 1000).toISOString() : fallback.toISOString();
}

export interface PaymentContext {
  /** When Stripe says it happened (the event's `created`). */
  at: Date;
  /** When we write it. */
  now: Date;
}

/** Who is e-mailed about a payment: the server's metadata; an intent opened before it was written there has receipt_email. */
export function customerEmailOf(intent: Pick<PaymentIntent, 'metadata' | 'receipt_email'>): string | null {
  return text(intent.metadata.customerEmail) ?? text(intent.receipt_email);
}

/** The terms she agreed to at checkout: the version on the intent; when, its creation (it is opened only once she agreed). */
function termsOf(intent: PaymentIntent): Pick<StoredPayment, 'termsVersion' | 'termsAcceptedAt'> {
  const version = text(intent.metadata.termsVersion);
  if (!version || typeof intent.created !== 'number') return {};
  return { termsVersion: version, termsAcceptedAt: new Date(intent.created * 1000).toISOString() };
}

/** The payment record of an intent, in the given status. */
export function storedPaymentOf(intent: PaymentIntent, status: StoredPayment['status'], context: PaymentContext): StoredPayment {
  const metadata = intent.metadata;
  const failure = intent.last_payment_error;
  return {
    id: intent.id,
    userId: text(metadata.userId),
    stripePaymentIntentId: intent.id,
    stripeCustomerId: stripeId(intent.customer),
    customerEmail: customerEmailOf(intent) ?? '',
    // The parent on the open-amount checkout; on an athlete's own purchase, the account holder.
    customerName: text(metadata.customerName) ?? text(metadata.athleteName),
    athleteName: text(metadata.athleteName),
    amount: status === 'succeeded' ? intent.amount_received || intent.amount : intent.amount,
    amountRefunded: 0,
    currency: intent.currency,
    status,
    productType: text(metadata.productKey),
    description: text(intent.description),
    discountCode: text(metadata.discountCode)?.toUpperCase() ?? null,
    ...(status === 'failed' ? { failureCode: failure?.code ?? null, failureMessage: failure?.message ?? 'The payment failed.' } : {}),
    ...(status === 'succeeded' ? { paidAt: context.at.toISOString() } : {}),
    ...(isTestPayment(intent) ? { isTest: true } : {}),
    ...termsOf(intent),
    createdAt: createdAt(intent, context.at),
    updatedAt: context.now.toISOString(),
  };
}

/**
 * A payment made to test the payment path (/test-stripe's `testPayment` metadata, written by the
 * server; the diagnostics round trip's product): recorded and marked, never revenue.
 */
export function isTestPayment(intent: Pick<PaymentIntent, 'metadata'>): boolean {
  return intent.metadata.testPayment === 'true' || intent.metadata.productKey === DIAGNOSTICS_PRODUCT_KEY;
}

/** Why a paid order is recorded but grants nothing, if it cannot be fulfilled as bought. */
function attentionReason(productKey: string | null, userId: string | null): string | undefined {
  if (productKey === 'custom') return undefined;
  // The /stripe-debug round trip's intents are cancelled at once; should one be paid anyway, the
  // money moved: it is recorded for the books, flagged for a refund, and grants nothing.
  if (productKey === DIAGNOSTICS_PRODUCT_KEY) return 'A diagnostics payment intent was paid: refund it; nothing was granted';
  if (!productKey || !isProductKey(productKey)) return `Unknown product '${productKey ?? ''}': the payment was recorded, nothing was granted`;
  if (!userId) return 'No athlete on a catalog order: the payment was recorded, nothing was granted';
  return undefined;
}

/** Everything a succeeded PaymentIntent creates. */
export function planFulfilment(intent: PaymentIntent, context: PaymentContext & { eventId: string }): FulfilmentPlan {
  const payment = storedPaymentOf(intent, 'succeeded', context);
  const { userId, productType: productKey } = payment;
  const needsAttention = attentionReason(productKey, userId);
  if (needsAttention) payment.needsAttention = needsAttention;
  const times = { now: context.now.toISOString(), paidAt: payment.paidAt ?? context.now.toISOString() };
  const plan = recordingPlan(intent, payment, context.eventId, times);
  if (needsAttention || !userId || !productKey || !isProductKey(productKey)) return plan;
  grantProduct(plan, intent.id, { userId, key: productKey }, times);
  return plan;
}

/** The plan of a payment that grants nothing yet: the payment, its marker, discount, link and counters. */
function recordingPlan(
  intent: PaymentIntent,
  payment: FulfilmentPlan['payment'],
  eventId: string,
  { now, paidAt }: { now: string; paidAt: string },
): FulfilmentPlan {
  const { userId, productType: productKey } = payment;
  return {
    paymentIntentId: intent.id,
    payment,
    marker: {
      paymentIntentId: intent.id,
      userId,
      productKey: productKey ?? '',
      amount: payment.amount,
      courseIds: [],
      eventId,
      fulfilledAt: now,
    },
    entitlements: [],
    ...(payment.discountCode ? { discountCode: payment.discountCode } : {}),
    ...(payment.discountCode && text(intent.metadata.discountReservation) ? { discountReservation: text(intent.metadata.discountReservation) ?? '' } : {}),
    ...(text(intent.metadata.paymentLink) ? { paymentLinkId: text(intent.metadata.paymentLink) ?? '' } : {}),
    // A test payment counts in no revenue, payment count or conversion.
    counters: payment.isTest
      ? []
      : [
          { counter: 'TOTALS', add: { payments: 1, revenueCents: payment.amount } },
          { counter: monthCounter(paidAt), add: { payments: 1, revenueCents: payment.amount }, label: paidAt.slice(0, 7) },
        ],
  };
}

/** Adds what the product grants her (a mentorship package, a course purchase, course entitlements) to the plan. */
function grantProduct(
  plan: FulfilmentPlan,
  paymentIntentId: string,
  { userId, key }: { userId: string; key: ProductKey },
  { now, paidAt }: { now: string; paidAt: string },
): void {
  const ids = fulfilmentIds(paymentIntentId);
  const amount = plan.payment.amount;
  const grants = grantsOf(key);
  if (grants.sessions > 0 && productTypeOf(key) === 'mentorship') {
    plan.mentorshipPackage = buildMentorshipPackage({
      id: ids.packageId,
      userId,
      packageType: key as MentorshipPackageRecord['packageType'],
      totalSessions: grants.sessions,
      amount,
      paymentId: paymentIntentId,
      stripePaymentIntentId: paymentIntentId,
      purchaseDate: paidAt,
      now,
    });
    plan.marker.packageId = ids.packageId;
  }
  if (grants.coursePurchase && key === 'full_packet') {
    plan.coursePurchase = buildCoursePurchase({
      id: ids.purchaseId,
      userId,
      paymentIntentId,
      courseType: key,
      amount,
      purchaseDate: paidAt,
      now,
    });
    plan.marker.purchaseId = ids.purchaseId;
  }
  plan.entitlements = grants.courseIds.map((courseId) => ({
    userId,
    courseId,
    paymentIntentId,
    id: ids.entitlementId(userId, courseId),
    ...(plan.coursePurchase ? { purchaseId: plan.coursePurchase.id } : {}),
    now,
  }));
  plan.marker.courseIds = [...grants.courseIds];
}

/** The receipt's product line: the catalog name, or the description of an open-amount payment. */
export function receiptProductName(payment: StoredPayment): string {
  const key = payment.productType;
  if (key && isProductKey(key)) return productNameOf(key);
  return payment.description ?? 'HerWay payment';
}
