import { mentorsReplySchema } from '@herway/shared/contracts/mentors';
import { httpHandler } from '../../kernel/http-handler';
import { activeMentors, publicMentor } from '../mentor-directory';

/** GET /api/mentors (public): the active mentors as the site shows them (Home, About, the success page). */
export const handler = httpHandler(
  { method: 'GET', path: '/api/mentors', handler: 'bookings/list-mentors', auth: 'public' },
  { reply: mentorsReplySchema },
  async () => {
    return { mentors: await Promise.all((await activeMentors()).map(publicMentor)) };
  },
);
