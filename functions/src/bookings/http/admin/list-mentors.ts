import { adminMentorsReplySchema } from '@herway/shared/contracts/mentors';
import { listMentorRecords } from '../../store/mentor-repo';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { adminMentor } from '../../mentor-directory';

/** GET /api/admin/mentors (admin): every mentor, on the site or not, in the founders' order. */
export const handler = adminHttpHandler(
  { method: 'GET', path: '/api/admin/mentors', handler: 'bookings/admin/list-mentors', auth: 'admin' },
  { reply: adminMentorsReplySchema },
  async () => {
    return { mentors: await Promise.all((await listMentorRecords()).map(adminMentor)) };
  },
);
