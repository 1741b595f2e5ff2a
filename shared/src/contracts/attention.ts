import * as z from '../zod';
import { timestampSchema } from './common';
import { suppressedAddressSchema } from './mail';

// GET /api/admin/attention: what the founders must sort out, each with what to
// do about it (docs/admin-athletes-leads-attention.md).

const count = z.number().check(z.int(), z.nonnegative());

/** A booking recorded without a session of a package (none left, none bought, a refunded package, a link not hers). */
export const attentionBookingSchema = z.object({
  id: z.string(),
  userId: z.string(),
  sessionDate: z.nullable(timestampSchema),
  mentorName: z.nullable(z.string()),
  inviteeEmail: z.nullable(z.string()),
  reason: z.string(),
  createdAt: timestampSchema,
});
export type AttentionBooking = z.infer<typeof attentionBookingSchema>;

/** A paid order the daily reconciliation fulfilled because its event was lost. */
export const reconciledPaymentSchema = z.object({
  paymentIntentId: z.string(),
  fixedAt: timestampSchema,
  customerEmail: z.nullable(z.string()),
  userId: z.nullable(z.string()),
  amount: z.nullable(count),
});
export type ReconciledPayment = z.infer<typeof reconciledPaymentSchema>;

/** A payment refunded by itself: it settled after its account was deleted (recorded without her name or e-mail). */
export const refundedPaymentSchema = z.object({
  paymentIntentId: z.string(),
  amount: count,
  currency: z.string(),
  refundedAt: timestampSchema,
  reason: z.string(),
});
export type RefundedPayment = z.infer<typeof refundedPaymentSchema>;

/** A payment her bank has kept processing for over a day (a bank debit that has not settled). */
export const processingPaymentSchema = z.object({
  paymentIntentId: z.string(),
  customerEmail: z.nullable(z.string()),
  userId: z.nullable(z.string()),
  amount: count,
  currency: z.string(),
  processingSince: timestampSchema,
});
export type ProcessingPayment = z.infer<typeof processingPaymentSchema>;

/** An upload URL handed out whose file was never confirmed, past the time to confirm it. */
export const orphanedUploadSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  courseId: z.string(),
  storagePath: z.string(),
  requestedAt: timestampSchema,
});
export type OrphanedUpload = z.infer<typeof orphanedUploadSchema>;

export const deadLettersSchema = z.object({
  /** Null when this stage cannot count them from here (see `where`). */
  count: z.nullable(count),
  /** Where they are and how to see them. */
  where: z.string(),
  /** The command that delivers them again once the cause is fixed. */
  replayCommand: z.string(),
});
export type DeadLetters = z.infer<typeof deadLettersSchema>;

export const attentionReplySchema = z.object({
  bookings: z.array(attentionBookingSchema),
  reconciledPayments: z.array(reconciledPaymentSchema),
  refundedPayments: z.array(refundedPaymentSchema),
  /** Payments processing for over a day (absent from replies of servers older than this list). */
  processingPayments: z._default(z.array(processingPaymentSchema), []),
  orphanedUploads: z.array(orphanedUploadSchema),
  deadLetters: deadLettersSchema,
  /** Addresses SES reported as bounced or complained about, which HerWay no longer mails (docs/email.md). */
  suppressedAddresses: z.array(suppressedAddressSchema),
  /** True when a list was cut at its limit: more are waiting than are shown. */
  truncated: z.boolean(),
});
export type AttentionReply = z.infer<typeof attentionReplySchema>;
