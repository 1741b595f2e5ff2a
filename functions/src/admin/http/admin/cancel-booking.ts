import { athleteActionReplySchema, bookingActionBodySchema, bookingPathSchema } from '@herway/shared/contracts/admin-athletes';
import { auditActorOf } from '../../../accounts/store/audit-repo';
import { cancelBookingAsAdmin } from '../../../bookings/store/booking-admin-repo';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { bookingActionReply, bookingAudit } from '../booking-action';

/**
 * POST /api/admin/bookings/{userId}/{bookingId}/cancel (admin) `{ reason }`: the booking is
 * cancelled and its session given back to its package, as the scheduler's cancellation does, with
 * the audit entry in the same transaction; its reminder e-mails are unscheduled. The mentor's
 * calendar event stays: the reply's booking keeps the scheduler's cancel link for that.
 */
export const handler = adminHttpHandler(
  { method: 'POST', path: '/api/admin/bookings/{userId}/{bookingId}/cancel', handler: 'admin/admin/cancel-booking', auth: 'admin' },
  { path: bookingPathSchema, body: bookingActionBodySchema, reply: athleteActionReplySchema },
  async ({ path, body, user }) => {
    const now = new Date();
    const actor = await auditActorOf(user);
    const result = await cancelBookingAsAdmin(
      path.userId,
      path.bookingId,
      body.reason,
      now.toISOString(),
      bookingAudit(actor, 'booking.cancel', path, body.reason, now),
    );
    return bookingActionReply(path, result, {
      released: 'Session cancelled; its session was given back',
      used: 'Session cancelled',
      none: 'Session cancelled (it held no session of a package)',
    });
  },
);
