import { athleteActionReplySchema, bookingActionBodySchema, bookingPathSchema } from '@herway/shared/contracts/admin-athletes';
import { auditActorOf } from '../../../accounts/store/audit-repo';
import { markNoShowAsAdmin } from '../../../bookings/store/booking-admin-repo';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { bookingActionReply, bookingAudit } from '../booking-action';

/**
 * POST /api/admin/bookings/{userId}/{bookingId}/no-show (admin) `{ reason }`: a session that has
 * started and that she missed is marked a no-show: completed with `noShow`, its session used (as
 * Mark Complete does), audited in the same transaction; its mark-complete nudge is unscheduled.
 */
export const handler = adminHttpHandler(
  { method: 'POST', path: '/api/admin/bookings/{userId}/{bookingId}/no-show', handler: 'admin/admin/mark-booking-no-show', auth: 'admin' },
  { path: bookingPathSchema, body: bookingActionBodySchema, reply: athleteActionReplySchema },
  async ({ path, body, user }) => {
    const now = new Date();
    const actor = await auditActorOf(user);
    const result = await markNoShowAsAdmin(path.userId, path.bookingId, now.toISOString(), bookingAudit(actor, 'booking.no-show', path, body.reason, now));
    return bookingActionReply(path, result, {
      used: 'Marked a no-show; the session counts as used',
      released: 'Marked a no-show',
      none: 'Marked a no-show (it held no session of a package)',
    });
  },
);
