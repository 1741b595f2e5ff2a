import { courseReplySchema } from '@herway/shared/contracts/course';
import { coursePacket } from '@herway/shared/catalog/course';
import { readCourse } from '../store/course-repo';
import { readCourseItemsOf } from '../store/progress-repo';
import { forbidden } from '../../kernel/http-errors';
import { httpHandler } from '../../kernel/http-handler';
import { NO_ACCESS_MESSAGE, openCourseIds } from '../entitlement';
import { playerCourse } from '../course';
import { withCaptionLinks } from '../course-captions-links';

/**
 * GET /api/course (athlete): the Course Packet's modules, the lessons of the released ones and her
 * progress, from ONE Query of her collection (her entitlement and progress) and ONE of the course's
 * partition, side by side. No lesson links (each is asked when it is opened), but a captioned
 * video's captions and transcript links (signed here, no request). Without an open entitlement,
 * the same 403 as a download.
 */
export const handler = httpHandler(
  { method: 'GET', path: '/api/course', handler: 'course/get-course', auth: 'athlete' },
  { reply: courseReplySchema },
  async ({ user }) => {
    const [hers, course] = await Promise.all([readCourseItemsOf(user.sub), readCourse(coursePacket.courseId)]);
    const now = new Date();
    if (!openCourseIds(hers.entitlements, now).includes(coursePacket.courseId)) throw forbidden(NO_ACCESS_MESSAGE);
    return withCaptionLinks(playerCourse(course, hers.progress, now), course);
  },
);
