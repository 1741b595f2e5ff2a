import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { attentionBookingSchema, orphanedUploadSchema, reconciledPaymentSchema, refundedPaymentSchema } from '@herway/shared/contracts/attention';
import type { AttentionBooking, OrphanedUpload, ReconciledPayment, RefundedPayment } from '@herway/shared/contracts/attention';
import * as z from '@herway/shared/zod';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys } from '../../kernel/store/keys';
import type { ListKind } from '../../kernel/store/keys';
import type { Item } from '../../kernel/store/table';
import { queryListing, tableName, withoutKeys } from '../../kernel/store/table';
import type { TransactItem } from '../../kernel/store/transaction';

// What needs the founders' attention (docs/admin-athletes-leads-attention.md), each read from its GSI1 listing (never a
// scan): ATTENTION (bookings that reserved nothing), RECONCILED (orders the daily reconciliation
// fulfilled), REFUNDED (payments refunded because their account was deleted before they settled),
// UPLOAD (upload URLs handed out and never confirmed).

/** Each list shows this many, newest first. */
export const ATTENTION_LIMIT = 100;
/** An upload URL lives 10 minutes; an upload not confirmed an hour after it was asked for is orphaned. */
export const ORPHANED_AFTER_MS = 60 * 60 * 1000;

const RECONCILED_DAYS = 30;

async function listed<T>(kind: ListKind, schema: z.ZodMiniType<T>, shape: (item: Item) => unknown): Promise<{ items: T[]; truncated: boolean }> {
  const page = await queryListing(kind, ATTENTION_LIMIT);
  const items = page.items.flatMap((item) => {
    const parsed = schema.safeParse(shape(withoutKeys(item)));
    return parsed.success ? [parsed.data] : [];
  });
  return { items, truncated: page.nextCursor !== undefined };
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export const attentionBookings = () =>
  listed<AttentionBooking>('ATTENTION', attentionBookingSchema, (item) => ({
    ...item,
    inviteeEmail: text(item.inviteeEmail),
    mentorName: text(item.mentorName),
    sessionDate: item.sessionDate ?? null,
    reason: text(item.attentionReason) ?? 'Recorded without a session of a package.',
  }));

export const reconciledPayments = () =>
  listed<ReconciledPayment>('RECONCILED', reconciledPaymentSchema, (item) => ({
    ...item,
    customerEmail: text(item.customerEmail),
    userId: text(item.userId),
    amount: typeof item.amount === 'number' ? item.amount : null,
  }));

export const refundedPayments = () => listed<RefundedPayment>('REFUNDED', refundedPaymentSchema, (item) => item);

/** What the attention page says of a payment refunded by itself. */
export type RefundNotice = RefundedPayment;

/** The notice of a payment refunded by itself, written in its fulfilment's transaction; listed 30 days. */
export function refundNoticeItem(notice: RefundNotice): TransactItem {
  return {
    Put: {
      Item: {
        ...keys.refundNotice(notice.paymentIntentId),
        ...keys.listing('REFUNDED', notice.refundedAt, notice.paymentIntentId),
        type: 'refundNotice',
        ...notice,
        expiresAt: Math.floor(Date.parse(notice.refundedAt) / 1000) + RECONCILED_DAYS * 24 * 3600,
      },
    },
  };
}

/** Pending uploads asked for more than an hour before `now` (the newer ones may still be confirmed). */
export async function orphanedUploads(now: Date): Promise<{ items: OrphanedUpload[]; truncated: boolean }> {
  const pending = await listed<OrphanedUpload & { status?: string }>(
    'UPLOAD',
    z.object({ ...orphanedUploadSchema.shape, status: z.optional(z.string()) }),
    (item) => item,
  );
  const cutoff = now.getTime() - ORPHANED_AFTER_MS;
  const items = pending.items
    .filter((upload) => upload.status === 'pending' && Date.parse(upload.requestedAt) < cutoff)
    .map(({ status: _status, ...upload }) => upload);
  return { items, truncated: pending.truncated };
}

/**
 * Records a paid order the reconciliation fulfilled (its event was lost), listed for the admins
 * for 30 days (then the TTL removes it; the logs and the alarm keep the history).
 */
export async function recordReconciledPayment(fix: ReconciledPayment): Promise<void> {
  await dynamoClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.reconciledPayment(fix.paymentIntentId),
        ...keys.listing('RECONCILED', fix.fixedAt, fix.paymentIntentId),
        type: 'reconciledPayment',
        ...fix,
        expiresAt: Math.floor(Date.parse(fix.fixedAt) / 1000) + RECONCILED_DAYS * 24 * 3600,
      },
    }),
  );
}
