import type { PaymentIntent } from '@herway/events/stripe';
import { isProductKey, priceOf } from '@herway/shared/catalog/products';
import type { ReceiptSummary } from '@herway/shared/contracts/receipts';
import { logger } from '../kernel/logger';
import type { TransactItem } from '../kernel/store/transaction';
import { receiptProductName } from './fulfilment';
import { paymentReceiptSeed, refundReceiptSeed } from './store/receipt-numbers';
import type { StoredPayment } from './store/payment-repo';
import { findReceiptBySeed, freeReceiptNumber, getReceipt, receiptRefundedItem, receiptTransactItems } from './store/receipt-repo';
import type { ReceiptRecord } from './store/receipt-repo';
import { cardOfPayment } from './stripe/stripe';
import type { PaymentCard } from './stripe/stripe';
import { centsToDollars } from './discount-pricing';
import { cardLine, discountLine } from './receipt-email';

// HerWay's receipts (docs/receipts.md): what a payment's receipt and a refund's receipt hold, and
// the items that write them in the transaction that records the payment or the refund.

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The account that paid: the guardian who paid for her athlete (payerId), else the athlete herself; null for nobody's. */
export const payerOf = (intent: Pick<PaymentIntent, 'metadata'>): string | null => text(intent.metadata.payerId) ?? text(intent.metadata.userId) ?? null;

/** The card, read from Stripe; a receipt is kept without it when Stripe cannot say (never failing the payment). */
async function cardOf(intent: PaymentIntent): Promise<PaymentCard | undefined> {
  try {
    return await cardOfPayment(intent.id, text(intent.latest_charge));
  } catch (error) {
    logger.warn('The card of a payment could not be read: its receipt has none', { paymentIntentId: intent.id, error: String((error as Error).message) });
    return undefined;
  }
}

/** What the discount took off a catalog product's price, in cents (an open amount's list price is not known). */
function discountSaved(payment: StoredPayment): number | undefined {
  const key = payment.productType;
  if (!payment.discountCode || !key || !isProductKey(key)) return undefined;
  const saved = priceOf(key) - payment.amount;
  return saved > 0 ? saved : undefined;
}

/** The receipt of a succeeded payment, with a number no other receipt holds. */
export async function paymentReceiptOf(intent: PaymentIntent, payment: StoredPayment): Promise<ReceiptRecord> {
  const seed = paymentReceiptSeed(intent.id);
  const issuedAt = payment.paidAt ?? payment.createdAt;
  const [number, card] = await Promise.all([freeReceiptNumber(seed, issuedAt), cardOf(intent)]);
  const saved = discountSaved(payment);
  return {
    number,
    kind: 'payment',
    payerId: payerOf(intent),
    paymentIntentId: intent.id,
    issuedAt,
    item: receiptProductName(payment),
    amountCents: payment.amount,
    currency: payment.currency,
    ...(payment.discountCode ? { discountCode: payment.discountCode } : {}),
    ...(saved ? { discountSavedCents: saved } : {}),
    ...(card ? { cardBrand: card.brand, cardLast4: card.last4 } : {}),
    refundedCents: 0,
    seed,
  };
}

/**
 * The receipt of a refund that brings the payment to `refundedTotal` cents refunded, and the items
 * that write it (its number's guard, the receipt in the payer's collection, the payment receipt's
 * refunded total). Written in the refund's own transaction (fulfilment-repo.ts applyRefund), which
 * only succeeds for the delivery that moves the total: so one refund receipt per refund.
 */
export async function refundReceiptItems(
  payment: StoredPayment,
  refundedTotal: number,
  now: string,
): Promise<{ receipt: ReceiptRecord; items: TransactItem[] }> {
  const paymentIntentId = payment.stripePaymentIntentId;
  const found = await findReceiptBySeed(paymentReceiptSeed(paymentIntentId), payment.paidAt ?? payment.createdAt);
  const original = found?.payerId ? await getReceipt(found.payerId, found.number) : undefined;
  // A payer whose receipt is gone deleted her account: the refund's number is kept, no receipt is written there.
  const payerId = original ? (found?.payerId ?? null) : found ? null : payment.userId;
  const seed = refundReceiptSeed(paymentIntentId, refundedTotal);
  const receipt: ReceiptRecord = {
    number: await freeReceiptNumber(seed, now),
    kind: 'refund',
    payerId,
    paymentIntentId,
    issuedAt: now,
    item: original?.item ?? receiptProductName(payment),
    amountCents: refundedTotal - payment.amountRefunded,
    currency: payment.currency,
    ...(original?.cardBrand && original.cardLast4 ? { cardBrand: original.cardBrand, cardLast4: original.cardLast4 } : {}),
    refundedCents: 0,
    ...(found ? { paymentReceiptNumber: found.number } : {}),
    seed,
  };
  const items = receiptTransactItems(receipt);
  if (original && found?.payerId) items.push(receiptRefundedItem(found.payerId, found.number, refundedTotal));
  return { receipt, items };
}

/** A receipt as her list shows it (dollars). */
export const receiptSummaryOf = (receipt: ReceiptRecord): ReceiptSummary => ({
  id: receipt.number,
  number: receipt.number,
  date: receipt.issuedAt,
  item: receipt.item,
  amount: centsToDollars(receipt.amountCents),
  refundedAmount: centsToDollars(receipt.refundedCents),
  discount: discountLine(receipt) ?? null,
  card: cardLine(receipt) ?? null,
  kind: receipt.kind,
});
