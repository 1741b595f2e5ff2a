import { coursePacket } from '@herway/shared/catalog/course';
import { adminCourseReplySchema, confirmCaptionsBodySchema, lessonPathSchema } from '@herway/shared/contracts/course';
import { auditActorOf } from '../../../accounts/store/audit-repo';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { readCourse } from '../../store/course-repo';
import { adminCourse } from '../../course';
import { confirmCaptions } from '../../course-captions';

/**
 * POST /api/admin/course/lessons/{assetId}/captions (admin): reads the captions just uploaded and
 * makes them the video's (course-captions.ts), audited as `course-lesson.captions`. A file that is
 * not valid WebVTT, runs past the video or is over 512 KB is deleted and refused (400, saying why);
 * a file that is not a lesson of the course is a 404, one that is not a video a 409.
 */
export const handler = adminHttpHandler(
  { method: 'POST', path: '/api/admin/course/lessons/{assetId}/captions', handler: 'course/admin/confirm-captions', auth: 'admin' },
  { path: lessonPathSchema, body: confirmCaptionsBodySchema, reply: adminCourseReplySchema },
  async ({ path, body, user }) => {
    const now = new Date();
    await confirmCaptions(path.assetId, body.uploadId, await auditActorOf(user), now);
    return { modules: adminCourse(await readCourse(coursePacket.courseId, { consistent: true }), now) };
  },
);
