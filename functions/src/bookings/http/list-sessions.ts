import { sessionsReplySchema } from '@herway/shared/contracts/dashboard';
import { readSessionsCollection } from '../store/mentor-notes-repo';
import { httpHandler } from '../../kernel/http-handler';
import { notesByBooking } from '../mentor-notes';
import { sessionsNewestFirst } from '../sessions';

/**
 * GET /api/sessions/user (athlete): her sessions, newest first, each with her mentor's notes and
 * action items once written and whether she shares them with her family, from ONE Query of her item collection.
 */
export const handler = httpHandler(
  { method: 'GET', path: '/api/sessions/user', handler: 'bookings/list-sessions', auth: 'athlete' },
  { reply: sessionsReplySchema },
  async ({ user }) => {
    const { bookings, notes, actionItems, sharedNotes } = await readSessionsCollection(user.sub);
    const notesOf = notesByBooking(notes, actionItems);
    const reply = sessionsNewestFirst(bookings).map((session) => {
      const mentorNotes = notesOf.get(session.id);
      return { ...session, ...(mentorNotes ? { mentorNotes } : {}), sharedWithFamily: sharedNotes.has(session.id) };
    });
    return reply;
  },
);
