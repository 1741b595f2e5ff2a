import { adminMentorReplySchema, mentorPathSchema, updateMentorBodySchema } from '@herway/shared/contracts/mentors';
import { auditActorOf } from '../../../accounts/store/audit-repo';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { changeMentor } from '../../mentor-changes';
import { adminMentor } from '../../mentor-directory';

/**
 * PATCH /api/admin/mentors/{id} (admin): her details, on or off the site, her place, or her photo,
 * changed by the bookings service (mentor-changes.ts) with its audit entry in the same transaction.
 * A refused change is a 400, an unknown mentor a 404, a change racing another admin's a 409.
 */
export const handler = adminHttpHandler(
  { method: 'PATCH', path: '/api/admin/mentors/{id}', handler: 'bookings/admin/update-mentor', auth: 'admin' },
  { path: mentorPathSchema, body: updateMentorBodySchema, reply: adminMentorReplySchema },
  async ({ path, body, user }) => ({ mentor: await adminMentor(await changeMentor(path.id, body, await auditActorOf(user))) }),
);
