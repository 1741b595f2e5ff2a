import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CourseId } from '@herway/shared/catalog/course';
import { logger } from '../../kernel/logger';
import { dynamoClient } from '../../kernel/aws-clients';
import { accountIsOpen } from '../../kernel/store/account-guard';
import { refundNoticeItem } from '../../insights/store/attention-repo';
import type { RefundNotice } from '../../insights/store/attention-repo';
import { getEntitlement, grantEntitlementItem, revokeEntitlementItem } from '../../course/store/entitlement-repo';
import type { EntitlementGrant } from '../../course/store/entitlement-repo';
import { keys } from '../../kernel/store/keys';
import { mentorshipPackageTransactItems } from '../../bookings/store/package-repo';
import type { MentorshipPackageRecord } from '../../bookings/store/package-repo';
import { getPayment, succeededPaymentTransactItems } from './payment-repo';
import type { StoredPayment } from './payment-repo';
import { coursePurchaseTransactItems, refundCoursePurchaseItem } from './purchase-repo';
import type { CoursePurchaseRecord } from './purchase-repo';
import { redeemReservationItems, unreservedRedemptionItem } from './discount-reservation-repo';
import { linkPaidItem } from './payment-link-repo';
import { monthCounter, statsCounterUpdates } from '../../insights/store/stats-repo';
import type { CounterChange } from '../../insights/store/stats-repo';
import { tableName } from '../../kernel/store/table';
import { writeTransaction, cancellationCodes } from '../../kernel/store/transaction';
import type { TransactItem } from '../../kernel/store/transaction';
import { receiptTransactItems } from './receipt-repo';
import type { ReceiptRecord } from './receipt-repo';

/** Written beside the records (planned by payments/fulfilment.ts), with attribute_not_exists: it makes a payment's fulfilment happen once and names what it created. */
export interface FulfilmentMarker {
  paymentIntentId: string;
  userId: string | null;
  productKey: string;
  /** Cents charged. */
  amount: number;
  packageId?: string;
  purchaseId?: string;
  courseIds: CourseId[];
  /** The Stripe event that fulfilled it. */
  eventId: string;
  fulfilledAt: string;
  /** Paid for an account deleted before the payment settled: recorded without her, granting nothing, refunded. */
  closedAccount?: boolean;
}

/** Everything a succeeded payment creates, as payments/fulfilment.ts plans it: {@link fulfilPayment} writes it in one transaction. */
export interface FulfilmentPlan {
  paymentIntentId: string;
  payment: StoredPayment;
  marker: FulfilmentMarker;
  mentorshipPackage?: MentorshipPackageRecord;
  coursePurchase?: CoursePurchaseRecord;
  entitlements: EntitlementGrant[];
  /** The code whose redemption count goes up by one. */
  discountCode?: string;
  /** The reservation the code was held by when the payment was opened (a limited code). */
  discountReservation?: string;
  /** The payment link an open-amount payment came from: its paid count goes up. */
  paymentLinkId?: string;
  counters: CounterChange[];
  /** Shown to the founders on the attention list (a payment refunded for a deleted account). */
  refundNotice?: RefundNotice;
  /** HerWay's receipt of the payment and its number's guard (receipt-repo.ts, docs/receipts.md). */
  receipt?: ReceiptRecord;
}

// ---------------------------------------------------------------------------------------------
// Fulfilment (payment_intent.succeeded)

/**
 * How the fulfilment counts the order's discount code: by converting the reservation made when the
 * payment was opened (a limited code), by counting it outright (an unlimited code, or a lapsed
 * reservation), or not at all (the code was deleted since).
 */
export type DiscountCounting = 'reserved' | 'unreserved' | 'none';

function discountItems(plan: FulfilmentPlan, counting: DiscountCounting): TransactItem[] {
  if (!plan.discountCode || counting === 'none') return [];
  if (counting === 'reserved' && plan.discountReservation) return redeemReservationItems(plan.discountCode, plan.discountReservation, plan.marker.fulfilledAt);
  return [unreservedRedemptionItem(plan.discountCode)];
}

const initialCounting = (plan: FulfilmentPlan): DiscountCounting => (!plan.discountCode ? 'none' : plan.discountReservation ? 'reserved' : 'unreserved');

/**
 * The ONE TransactWriteItems of a fulfilment, marker first: the marker (attribute_not_exists on
 * FULFILMENT#<pi>), the payment record and her reference to it, the package or course purchase,
 * the entitlements, the discount redemption and the stats counters.
 */
export function fulfilmentTransactItems(plan: FulfilmentPlan, counting: DiscountCounting = initialCounting(plan)): TransactItem[] {
  const items: TransactItem[] = [
    {
      Put: {
        Item: { ...keys.fulfilment(plan.paymentIntentId), type: 'fulfilment', ...plan.marker },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    ...succeededPaymentTransactItems(plan.payment),
  ];
  if (plan.mentorshipPackage) items.push(...mentorshipPackageTransactItems(plan.mentorshipPackage));
  if (plan.coursePurchase) items.push(...coursePurchaseTransactItems(plan.coursePurchase));
  items.push(...plan.entitlements.map(grantEntitlementItem));
  items.push(...discountItems(plan, counting));
  if (plan.paymentLinkId) items.push(linkPaidItem(plan.paymentLinkId, plan.paymentIntentId, plan.marker.fulfilledAt));
  items.push(...statsCounterUpdates(plan.counters));
  if (plan.refundNotice) items.push(refundNoticeItem(plan.refundNotice));
  if (plan.receipt) items.push(...receiptTransactItems(plan.receipt));
  // Last, so the other items keep their places: nothing is granted to an account being deleted (account-guard.ts).
  if (plan.payment.userId) items.push(accountIsOpen(plan.payment.userId));
  return items;
}

/** 'account-closed': the payment names an account deleted (or being deleted); nothing was written. */
export type FulfilmentOutcome = 'fulfilled' | 'duplicate' | 'account-closed';

const indexOfKey = (items: TransactItem[], key: { PK: string; SK: string }) =>
  items.findIndex((item) => item.Update?.Key?.PK === key.PK && item.Update.Key.SK === key.SK);

/** How to count the discount after a refusal that only the discount's items explain, or undefined. */
function fallbackCounting(plan: FulfilmentPlan, counting: DiscountCounting, items: TransactItem[], codes: string[]): DiscountCounting | undefined {
  if (!plan.discountCode) return undefined;
  const failed = (code: string | undefined) => code === 'ConditionalCheckFailed';
  const onlyFailed = (index: number) => index >= 0 && failed(codes[index]) && codes.every((code, other) => other === index || !failed(code));
  if (onlyFailed(indexOfKey(items, keys.discountCode(plan.discountCode)))) {
    logger.warn('Discount code no longer exists: fulfilling without counting its redemption', {
      paymentIntentId: plan.paymentIntentId,
      code: plan.discountCode,
    });
    return 'none';
  }
  if (
    counting === 'reserved' &&
    plan.discountReservation &&
    onlyFailed(indexOfKey(items, keys.discountReservation(plan.discountCode, plan.discountReservation)))
  ) {
    // The money moved: the order is fulfilled and counted, and the founders told.
    plan.payment.needsAttention = `Discount code ${plan.discountCode}: its reservation had lapsed before the payment succeeded; the use was counted anyway and the code may be over its limit`;
    logger.error('Paid order held a lapsed discount reservation', { paymentIntentId: plan.paymentIntentId, code: plan.discountCode });
    return 'unreserved';
  }
  return undefined;
}

/**
 * Writes the plan in one transaction. A duplicate or replayed event finds the marker and changes
 * nothing ('duplicate'). Any other refusal is thrown, so the bus retries and dead-letters.
 */
export async function fulfilPayment(plan: FulfilmentPlan): Promise<FulfilmentOutcome> {
  let counting = initialCounting(plan);
  for (;;) {
    const items = fulfilmentTransactItems(plan, counting);
    try {
      await writeTransaction(items);
      return 'fulfilled';
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      if (codes[0] === 'ConditionalCheckFailed') return 'duplicate';
      if (plan.payment.userId && codes.at(-1) === 'ConditionalCheckFailed') return 'account-closed';
      const next = fallbackCounting(plan, counting, items, codes);
      if (next && next !== counting) {
        counting = next;
        continue;
      }
      throw new Error(`Fulfilment of ${plan.paymentIntentId} was refused: ${codes.join(', ')}`, { cause: error });
    }
  }
}

/** The fulfilment marker of a payment (consistent read), or undefined when it was never fulfilled. */
export async function getFulfilment(paymentIntentId: string): Promise<FulfilmentMarker | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.fulfilment(paymentIntentId), ConsistentRead: true }));
  if (!Item) return undefined;
  return {
    paymentIntentId: String(Item.paymentIntentId),
    userId: typeof Item.userId === 'string' ? Item.userId : null,
    productKey: String(Item.productKey ?? ''),
    amount: Number(Item.amount ?? 0),
    ...(typeof Item.packageId === 'string' ? { packageId: Item.packageId } : {}),
    ...(typeof Item.purchaseId === 'string' ? { purchaseId: Item.purchaseId } : {}),
    courseIds: Array.isArray(Item.courseIds) ? Item.courseIds : [],
    eventId: String(Item.eventId ?? ''),
    fulfilledAt: String(Item.fulfilledAt ?? ''),
    ...(Item.closedAccount === true ? { closedAccount: true } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Refunds (charge.refunded, refund.created)

/** Thrown while a refund's payment is not recorded as paid yet (events out of order): the bus retries. */
export class PaymentNotSettledError extends Error {
  override readonly name = 'PaymentNotSettledError';
}

export type RefundOutcome = 'refunded' | 'partially-refunded' | 'unchanged';
/** More items for a refund's transaction, planned for the payment as read and the new total (its receipt: payments/receipts.ts). */
export type AlsoOnRefund = (payment: StoredPayment, refundedCents: number, now: string) => Promise<TransactItem[]>;

const REFUND_ATTEMPTS = 4;

async function itemExists(key: { PK: string; SK: string }): Promise<boolean> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true, ProjectionExpression: 'PK' }));
  return Item !== undefined;
}

function refundCounters(payment: StoredPayment, deltaCents: number, full: boolean): CounterChange[] {
  // A test payment was never counted: its refund takes nothing off.
  if (payment.isTest) return [];
  const month = monthCounter(payment.paidAt ?? payment.createdAt);
  return [
    { counter: 'TOTALS', add: { revenueCents: -deltaCents, ...(full ? { payments: -1, refunds: 1 } : {}) } },
    { counter: month, add: { revenueCents: -deltaCents, ...(full ? { payments: -1 } : {}) } },
  ];
}

async function refundTransactItems(
  payment: StoredPayment,
  marker: FulfilmentMarker,
  refundedCents: number,
  now: string,
): Promise<{ items: TransactItem[]; full: boolean }> {
  const full = refundedCents >= payment.amount;
  const delta = refundedCents - payment.amountRefunded;
  const items: TransactItem[] = [
    {
      Update: {
        Key: keys.payment(payment.stripePaymentIntentId),
        UpdateExpression: `SET amountRefunded = :refunded, #status = :status, updatedAt = :now${full ? ', refundedAt = :now' : ''}`,
        // Exactly what was read: a concurrent refund event makes this one re-read and recompute.
        ConditionExpression: 'amountRefunded = :stored AND #status IN (:succeeded, :partial)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':refunded': refundedCents,
          ':status': full ? 'refunded' : 'partially_refunded',
          ':now': now,
          ':stored': payment.amountRefunded,
          ':succeeded': 'succeeded',
          ':partial': 'partially_refunded',
        },
      },
    },
    ...statsCounterUpdates(refundCounters(payment, delta, full)),
  ];
  if (!full || !marker.userId) return { items, full };

  // A full refund withdraws what the payment granted (records of a deleted account are gone).
  const userId = marker.userId;
  if (marker.packageId && (await itemExists(keys.mentorshipPackage(userId, marker.packageId)))) {
    items.push({
      Update: {
        Key: keys.mentorshipPackage(userId, marker.packageId),
        UpdateExpression: 'SET #status = :refunded, updatedAt = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':refunded': 'refunded', ':now': now },
      },
    });
  }
  if (marker.purchaseId && (await itemExists(keys.coursePurchase(userId, marker.purchaseId)))) {
    items.push(refundCoursePurchaseItem(userId, marker.purchaseId, now));
  }
  for (const courseId of marker.courseIds) {
    const stored = await getEntitlement(userId, courseId);
    const revoke = stored && revokeEntitlementItem(userId, stored, marker.paymentIntentId, now);
    if (revoke) items.push(revoke);
  }
  return { items, full };
}

/**
 * Brings a payment to `refundedCents` refunded in total (monotonic: a smaller figure, or a
 * replayed event, changes nothing). A full refund marks the payment, the package and the course
 * purchase 'refunded' and withdraws the entitlements only this payment granted; the counters
 * lose the refunded revenue. All in one transaction, retried on a concurrent change.
 */
export async function applyRefund(paymentIntentId: string, refundedCents: number, now = new Date(), also?: AlsoOnRefund): Promise<RefundOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    const payment = await getPayment(paymentIntentId);
    if (!payment || payment.status === 'failed') throw new PaymentNotSettledError(`Payment ${paymentIntentId} is not recorded as paid yet`);
    const target = Math.min(refundedCents, payment.amount);
    if (payment.status === 'refunded' || target <= payment.amountRefunded) return 'unchanged';
    const marker = await getFulfilment(paymentIntentId);
    if (!marker) throw new PaymentNotSettledError(`Payment ${paymentIntentId} has no fulfilment record`);
    const { items, full } = await refundTransactItems(payment, marker, target, now.toISOString());
    if (also) items.push(...(await also(payment, target, now.toISOString())));
    try {
      await writeTransaction(items);
      return full ? 'refunded' : 'partially-refunded';
    } catch (error) {
      if (!cancellationCodes(error) || attempt >= REFUND_ATTEMPTS) throw error;
      logger.info('Refund raced another change; reading again', { paymentIntentId, attempt });
    }
  }
}
