import { sessionsReplySchema } from '@herway/shared/contracts/dashboard';
import { readSessionsCollection } from '../../adapters/dynamo/mentor-notes-repo';
import { httpHandler } from '../../lib/http-handler';
import { notesByBooking } from '../../services/mentor-notes';
import { sessionsNewestFirst } from '../../services/sessions';

/**
 * GET /api/sessions/user (athlete): her sessions, newest first, each with her mentor's notes and
 * action items once written, from ONE Query of her item collection.
 */
export const handler = httpHandler('sessions/list-sessions', { reply: sessionsReplySchema }, async ({ user }) => {
  const { bookings, notes, actionItems } = await readSessionsCollection(user.sub);
  const notesOf = notesByBooking(notes, actionItems);
  const reply = sessionsNewestFirst(bookings).map((session) => {
    const mentorNotes = notesOf.get(session.id);
    return mentorNotes ? { ...session, mentorNotes } : session;
  });
  return reply;
});
