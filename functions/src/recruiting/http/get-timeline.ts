import { COMPLIANCE_NOTE } from '@herway/shared/catalog/contact-rules';
import { recruitingTimeline } from '@herway/shared/catalog/recruiting-timeline';
import { timelineReplySchema } from '@herway/shared/contracts/recruiting';
import { listSchoolsWithProfile } from '../store/school-repo';
import { divisionsShesLookingAt } from '../recruiting';
import { httpHandler } from '../../kernel/http-handler';

/**
 * GET /api/recruiting/timeline (athlete): her dated steps for her sport, graduation year and the
 * divisions she is looking at (her schools' and her profile's targets). ONE Query, as her list.
 */
export const handler = httpHandler(
  { method: 'GET', path: '/api/recruiting/timeline', handler: 'recruiting/get-timeline', auth: 'athlete' },
  { reply: timelineReplySchema },
  async ({ user }) => {
    const { schools, record } = await listSchoolsWithProfile(user.sub);
    const steps = recruitingTimeline(record.profile, divisionsShesLookingAt(schools, record.profile));
    return { graduationYear: record.profile.graduationYear, steps, complianceNote: COMPLIANCE_NOTE };
  },
);
