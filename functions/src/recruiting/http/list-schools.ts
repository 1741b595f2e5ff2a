import { schoolListReplySchema } from '@herway/shared/contracts/recruiting';
import { MAX_SCHOOLS } from '@herway/shared/catalog/recruiting';
import { listSchools } from '../store/school-repo';
import { httpHandler } from '../../kernel/http-handler';

/** GET /api/schools (athlete): her whole school list, ONE Query; the page sorts and filters it. */
export const handler = httpHandler('recruiting/list-schools', { reply: schoolListReplySchema }, async ({ user }) => {
  return { schools: await listSchools(user.sub), limit: MAX_SCHOOLS as typeof MAX_SCHOOLS };
});
