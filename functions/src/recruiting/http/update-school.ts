import { schoolPathSchema, schoolReplySchema, updateSchoolBodySchema } from '@herway/shared/contracts/recruiting';
import { updateSchool } from '../store/school-repo';
import { notFound } from '../../kernel/http-errors';
import { httpHandler } from '../../kernel/http-handler';

/** PATCH /api/schools/{id} (athlete): her scores, status, next step or notes of one of her schools. */
export const handler = httpHandler(
  { method: 'PATCH', path: '/api/schools/{id}', handler: 'recruiting/update-school', auth: 'athlete' },
  { path: schoolPathSchema, body: updateSchoolBodySchema, reply: schoolReplySchema },
  async ({ user, path, body }) => {
    const school = await updateSchool(user.sub, path.id, body, new Date().toISOString());
    if (!school) throw notFound('This school is not on your list (it may have been removed).');
    return { school };
  },
);
