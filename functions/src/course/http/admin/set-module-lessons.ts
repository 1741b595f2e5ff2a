import { coursePacket } from '@herway/shared/catalog/course';
import type { Asset } from '@herway/shared/contracts/content';
import { adminCourseReplySchema, modulePathSchema, setModuleLessonsBodySchema } from '@herway/shared/contracts/course';
import { getAsset } from '../../../content/store/asset-repo';
import { auditActorOf } from '../../../accounts/store/audit-repo';
import { readCourse, replaceModuleLessons } from '../../store/course-repo';
import { badRequest, conflict } from '../../../kernel/http-errors';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { auditEntry } from '../../../accounts/audit';
import { adminCourse } from '../../course';
import { planModuleLessons } from '../../course-admin';

/**
 * PUT /api/admin/course/modules/{moduleNumber}/lessons (admin): the module's lessons, in order.
 * Attaching, reordering and removing are one list; the change and its audit entry are one
 * transaction, refused (409) if another admin changed the module meanwhile.
 */
export const handler = adminHttpHandler(
  { method: 'PUT', path: '/api/admin/course/modules/{moduleNumber}/lessons', handler: 'course/admin/set-module-lessons', auth: 'admin' },
  { path: modulePathSchema, body: setModuleLessonsBodySchema, reply: adminCourseReplySchema },
  async ({ path, body, user }) => {
    const moduleNumber = Number(path.moduleNumber);
    const now = new Date();
    const [course, found] = await Promise.all([
      readCourse(coursePacket.courseId, { consistent: true }),
      Promise.all(body.assetIds.map((assetId) => getAsset(assetId))),
    ]);
    const assets = new Map(found.filter((asset): asset is Asset => asset !== undefined).map((asset) => [asset.id, asset]));
    const plan = planModuleLessons(course, moduleNumber, body.assetIds, assets, now);
    if (!plan.ok) throw plan.status === 400 ? badRequest(plan.message) : conflict(plan.message);
    const before = course.lessons.filter((lesson) => lesson.moduleNumber === moduleNumber).sort((a, b) => a.position - b.position);
    const audit = auditEntry(
      await auditActorOf(user),
      {
        action: 'course-module.lessons',
        targetType: 'course-module',
        targetId: String(moduleNumber),
        before: { lessons: before.map((lesson) => lesson.title) },
        after: { lessons: plan.lessons.map((lesson) => lesson.title) },
      },
      now,
    );
    if (!(await replaceModuleLessons(coursePacket.courseId, moduleNumber, { ...plan, audit }))) {
      throw conflict(`Module ${moduleNumber} was changed by someone else meanwhile. Reload the page and try again.`);
    }
    return { modules: adminCourse(await readCourse(coursePacket.courseId, { consistent: true }), now) };
  },
);
