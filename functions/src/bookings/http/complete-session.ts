import { completeSessionPathSchema, completeSessionReplySchema } from '@herway/shared/contracts/dashboard';
import { completeBooking } from '../store/booking-repo';
import { httpHandler } from '../../kernel/http-handler';
import { logger } from '../../kernel/logger';
import { packageIdOfBooking } from '../bookings';
import { explainCompletionRefusal, toPackageSummary, toSession } from '../sessions';

/**
 * POST /api/sessions/complete/{id} (athlete; Mark Complete, docs/product-rules.md#completing): ONE transaction moves her
 * booking scheduled → completed and its package's sessions used +1, remaining −1. Only a session
 * that has started can be completed; anything else is a 404 or 409 that changes nothing.
 */
export const handler = httpHandler(
  { method: 'POST', path: '/api/sessions/complete/{id}', handler: 'bookings/complete-session', auth: 'athlete' },
  { path: completeSessionPathSchema, reply: completeSessionReplySchema },
  async ({ user, path }) => {
    const now = new Date();
    const result = await completeBooking(user.sub, path.id, packageIdOfBooking(path.id), now.toISOString());
    if (!result.completed) {
      const refusal = explainCompletionRefusal(result.booking, result.package, now);
      if (refusal.unexplained) logger.warn('Session completion refused with the booking still completable', { bookingId: path.id, package: result.package });
      throw refusal.error;
    }
    return { session: toSession(result.booking), package: toPackageSummary(result.package) };
  },
);
