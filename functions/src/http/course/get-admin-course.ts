import { coursePacket } from '@herway/shared/catalog/course';
import type { AdminCourseReply } from '@herway/shared/contracts/course';
import { readCourse } from '../../adapters/dynamo/course-repo';
import { httpHandler } from '../../lib/http-handler';
import { adminCourse } from '../../services/course';

/** GET /api/admin/course (admin): every module of the Course Packet, its release and its lessons in order. */
export const handler = httpHandler('course/get-admin-course', {}, async () => {
  const reply: AdminCourseReply = { modules: adminCourse(await readCourse(coursePacket.courseId, { consistent: true }), new Date()) };
  return reply;
});
