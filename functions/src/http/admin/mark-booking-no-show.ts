import { bookingActionBodySchema, bookingPathSchema } from '@herway/shared/contracts/admin-athletes';
import { auditActorOf } from '../../adapters/dynamo/audit-repo';
import { markNoShowAsAdmin } from '../../adapters/dynamo/booking-admin-repo';
import { httpHandler } from '../../lib/http-handler';
import { auditEntry } from '../../services/audit';
import { bookingActionReply, bookingAuditFields } from './booking-action';

/**
 * POST /api/admin/bookings/{userId}/{bookingId}/no-show (admin) `{ reason }`: a session that has
 * started and that she missed is marked a no-show: completed with `noShow`, its session used (as
 * Mark Complete does), audited in the same transaction; its mark-complete nudge is unscheduled.
 */
export const handler = httpHandler('admin/mark-booking-no-show', { path: bookingPathSchema, body: bookingActionBodySchema }, async ({ path, body, user }) => {
  const now = new Date();
  const actor = await auditActorOf(user);
  const result = await markNoShowAsAdmin(path.userId, path.bookingId, now.toISOString(), (before, after, session) =>
    auditEntry(
      actor,
      {
        action: 'booking.no-show',
        targetType: 'booking',
        targetId: `${path.userId}/${path.bookingId}`,
        reason: body.reason,
        ...bookingAuditFields(before, after, session),
      },
      now,
    ),
  );
  return bookingActionReply(path, result, {
    used: 'Marked a no-show; the session counts as used',
    released: 'Marked a no-show',
    none: 'Marked a no-show (it held no session of a package)',
  });
});
