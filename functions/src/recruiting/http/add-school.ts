import { MAX_SCHOOLS } from '@herway/shared/catalog/recruiting';
import { addSchoolBodySchema, schoolReplySchema } from '@herway/shared/contracts/recruiting';
import { addSchool } from '../store/school-repo';
import { conflict } from '../../kernel/http-errors';
import { httpHandler, reply } from '../../kernel/http-handler';

/** POST /api/schools (athlete): a school added to her list, at most 100 however fast she adds. */
export const handler = httpHandler(
  { method: 'POST', path: '/api/schools', handler: 'recruiting/add-school', auth: 'athlete' },
  { body: addSchoolBodySchema, reply: schoolReplySchema },
  async ({ user, body }) => {
    const school = await addSchool(user.sub, body, new Date().toISOString());
    if (school === 'full') throw conflict(`Your list already has ${MAX_SCHOOLS} schools, the most it can hold. Remove one to add another.`);
    const added = { school };
    return reply(201, added);
  },
);
