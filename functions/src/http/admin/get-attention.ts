import { attentionReplySchema } from '@herway/shared/contracts/attention';
import { attentionBookings, orphanedUploads, reconciledPayments } from '../../adapters/dynamo/attention-repo';
import { deadLetters } from '../../adapters/dead-letters';
import { config } from '../../lib/config';
import { adminHttpHandler } from '../../lib/admin-http-handler';

/**
 * GET /api/admin/attention (admin): bookings that reserved no session, paid orders the daily
 * reconciliation fulfilled, dead-lettered events (and how to replay them) and uploads never
 * confirmed; each list newest first, up to 100.
 */
export const handler = adminHttpHandler('admin/get-attention', { reply: attentionReplySchema }, async () => {
  const now = new Date();
  const [bookings, reconciled, uploads, letters] = await Promise.all([
    attentionBookings(),
    reconciledPayments(),
    orphanedUploads(now),
    deadLetters(config().STAGE),
  ]);
  const reply = {
    bookings: bookings.items,
    reconciledPayments: reconciled.items,
    orphanedUploads: uploads.items,
    deadLetters: letters,
    truncated: bookings.truncated || reconciled.truncated || uploads.truncated,
  };
  return reply;
});
