import { adminCourseReplySchema } from '@herway/shared/contracts/course';
import { coursePacket } from '@herway/shared/catalog/course';
import { readCourse } from '../../store/course-repo';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { adminCourse } from '../../course';

/** GET /api/admin/course (admin): every module of the Course Packet, its release and its lessons in order. */
export const handler = adminHttpHandler(
  { method: 'GET', path: '/api/admin/course', handler: 'course/admin/get-admin-course', auth: 'admin' },
  { reply: adminCourseReplySchema },
  async () => {
    return { modules: adminCourse(await readCourse(coursePacket.courseId, { consistent: true }), new Date()) };
  },
);
