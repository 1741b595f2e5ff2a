import { attentionReplySchema } from '@herway/shared/contracts/attention';
import { ATTENTION_LIMIT, attentionBookings, orphanedUploads, reconciledPayments, refundedPayments } from '../../../insights/store/attention-repo';
import { processingPayments } from '../../../insights/store/processing-payments-repo';
import { listSuppressions } from '../../../mail/store/suppression-repo';
import { deadLetters } from '../../../system/dead-letters';
import { config } from '../../../kernel/config';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';

/**
 * GET /api/admin/attention (admin): bookings that reserved no session, paid orders the daily
 * reconciliation fulfilled, payments refunded because their account was deleted, payments her bank
 * has kept processing for over a day, dead-lettered
 * events (and how to replay them), uploads never confirmed and addresses HerWay stopped mailing
 * (bounced or complained: docs/email.md); each list newest first, up to 100.
 */
export const handler = adminHttpHandler(
  { method: 'GET', path: '/api/admin/attention', handler: 'admin/admin/get-attention', auth: 'admin' },
  { reply: attentionReplySchema },
  async () => {
    const now = new Date();
    const [bookings, reconciled, refunded, processing, uploads, letters, suppressed] = await Promise.all([
      attentionBookings(),
      reconciledPayments(),
      refundedPayments(),
      processingPayments(now),
      orphanedUploads(now),
      deadLetters(config().STAGE),
      listSuppressions(ATTENTION_LIMIT),
    ]);
    const reply = {
      bookings: bookings.items,
      reconciledPayments: reconciled.items,
      refundedPayments: refunded.items,
      processingPayments: processing.items,
      orphanedUploads: uploads.items,
      deadLetters: letters,
      suppressedAddresses: suppressed.items,
      truncated: bookings.truncated || reconciled.truncated || refunded.truncated || processing.truncated || uploads.truncated || suppressed.truncated,
    };
    return reply;
  },
);
