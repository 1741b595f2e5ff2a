import { adminMentorsReplySchema } from '@herway/shared/contracts/mentors';
import { listMentorRecords } from '../../adapters/dynamo/mentor-repo';
import { adminHttpHandler } from '../../lib/admin-http-handler';
import { adminMentor } from '../../services/mentor-directory';

/** GET /api/admin/mentors (admin): every mentor, on the site or not, in the founders' order. */
export const handler = adminHttpHandler('admin/list-mentors', { reply: adminMentorsReplySchema }, async () => {
  return { mentors: await Promise.all((await listMentorRecords()).map(adminMentor)) };
});
