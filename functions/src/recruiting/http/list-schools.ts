import { schoolListReplySchema } from '@herway/shared/contracts/recruiting';
import { MAX_SCHOOLS } from '@herway/shared/catalog/recruiting';
import { listSchoolsWithProfile } from '../store/school-repo';
import { schoolsWithContactRules } from '../recruiting';
import { httpHandler } from '../../kernel/http-handler';

/**
 * GET /api/schools (athlete): her whole school list (ONE Query; the page sorts and filters it),
 * each school with when its coaches may contact her, read from her profile's sport and class.
 */
export const handler = httpHandler(
  { method: 'GET', path: '/api/schools', handler: 'recruiting/list-schools', auth: 'athlete' },
  { reply: schoolListReplySchema },
  async ({ user }) => {
    const { schools, record } = await listSchoolsWithProfile(user.sub);
    return { schools: schoolsWithContactRules(schools, record.profile, new Date()), limit: MAX_SCHOOLS as typeof MAX_SCHOOLS };
  },
);
