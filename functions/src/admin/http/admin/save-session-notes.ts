import { athleteActionReplySchema } from '@herway/shared/contracts/admin-athletes';
import type { AthleteActionReply } from '@herway/shared/contracts/admin-athletes';
import { saveNotesBodySchema, saveNotesPathSchema } from '@herway/shared/contracts/mentor-notes';
import { readAthlete } from '../../athlete-page';
import { auditActorOf } from '../../../accounts/store/audit-repo';
import { badRequest, conflict, notFound } from '../../../kernel/http-errors';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { saveSessionNotes } from '../../../bookings/session-notes';

const NO_BOOKING = 'This athlete has no such booking.';
const SAVED_BY_ANOTHER =
  'Another admin saved notes on this session while you were writing, so yours were not saved. Reload the page to see theirs, then add yours.';

const SAVED_AND = {
  sent: 'Notes saved; she was e-mailed',
  suppressed: 'Notes saved, but she was not e-mailed: her address bounced or she marked our e-mail as spam (see Needs Attention)',
  failed: 'Notes saved, but the e-mail to her could not be sent',
} as const;

async function replyWith(userId: string, message: string): Promise<AthleteActionReply> {
  const athlete = await readAthlete(userId);
  if (!athlete) throw notFound('No athlete has this id.');
  return { message, athlete };
}

/**
 * POST /api/admin/bookings/{userId}/{bookingId}/notes (admin) `{ notes, actionItems, version, requestId }`:
 * the session's notes and action items, saved by the bookings service (bookings/session-notes.ts)
 * over the version she saw; answered with the athlete's page. The same save sent again is answered
 * as saved; another admin's save meanwhile is a 409.
 */
export const handler = adminHttpHandler(
  { method: 'POST', path: '/api/admin/bookings/{userId}/{bookingId}/notes', handler: 'admin/admin/save-session-notes', auth: 'admin' },
  { path: saveNotesPathSchema, body: saveNotesBodySchema, reply: athleteActionReplySchema },
  async ({ path, body, user }) => {
    const saved = await saveSessionNotes(path, body, await auditActorOf(user), new Date());
    if (saved.state === 'no-booking') throw notFound(NO_BOOKING);
    if (saved.state === 'refused') throw conflict(saved.message);
    if (saved.state === 'invalid') throw badRequest(saved.message);
    if (saved.state === 'saved-by-another') throw conflict(SAVED_BY_ANOTHER);
    return replyWith(path.userId, saved.emailed ? SAVED_AND[saved.emailed] : 'Notes saved');
  },
);
