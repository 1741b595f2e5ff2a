import * as z from '../zod';
import { timestampSchema } from './timestamp';

// HerWay's own receipts (docs/receipts.md): one for every payment she made and one for every
// refund of it, kept in the paying account, listed on /receipts and downloadable as a PDF.

/** `HW-<yyyymmdd>-<8 base32 characters>`: see docs/receipts.md for how a number is made. */
export const RECEIPT_NUMBER_PATTERN = /^HW-\d{8}-[A-Z2-7]{8}$/;

export const receiptKindSchema = z.enum(['payment', 'refund']);
export type ReceiptKind = z.infer<typeof receiptKindSchema>;

/** GET /api/receipts/{id}/pdf: a receipt's id is its number. */
export const receiptPathSchema = z.object({
  id: z.string().check(z.regex(RECEIPT_NUMBER_PATTERN, 'That is not a HerWay receipt number.')),
});

/** One row of her receipts list; amounts in dollars. */
export const receiptSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  date: timestampSchema,
  item: z.string(),
  amount: z.number(),
  /** On a payment's receipt, what has been refunded of it so far; 0 on a refund's. */
  refundedAmount: z.number(),
  /** The discount code used and what it saved: 'ATHLETE20 (you saved $130)'; null without one. */
  discount: z.nullable(z.string()),
  /** 'Visa ending in 4242', when the card could be read. */
  card: z.nullable(z.string()),
  kind: receiptKindSchema,
});
export type ReceiptSummary = z.infer<typeof receiptSummarySchema>;

/** GET /api/receipts: the signed-in payer's receipts, newest first. */
export const receiptsReplySchema = z.object({ receipts: z.array(receiptSummarySchema) });
export type ReceiptsReply = z.infer<typeof receiptsReplySchema>;
