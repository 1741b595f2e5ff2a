import { courseReleaseReplySchema } from '@herway/shared/contracts/content';
import { httpHandler } from '../../kernel/http-handler';
import { courseIsReleased } from '../course-release';

/**
 * GET /api/course/release (public): whether the Course Packet has released content. Until it has,
 * the course page and the checkout sell it as a pre-order (docs/decisions/course-pre-order.md).
 */
export const handler = httpHandler(
  { method: 'GET', path: '/api/course/release', handler: 'course/get-course-release', auth: 'public' },
  { reply: courseReleaseReplySchema },
  async () => {
    return { released: await courseIsReleased() };
  },
);
