import { coursePacket } from '@herway/shared/catalog/course';
import { adminCourseReplySchema, modulePathSchema, releaseModuleBodySchema } from '@herway/shared/contracts/course';
import { auditActorOf } from '../../../accounts/store/audit-repo';
import { readCourse, releaseModuleAt } from '../../store/course-repo';
import { badRequest, conflict } from '../../../kernel/http-errors';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { auditEntry } from '../../../accounts/audit';
import { adminCourse } from '../../course';
import { planRelease } from '../../course-admin';
import { announceAfterRelease } from '../../course-release';

/**
 * POST /api/admin/course/modules/{moduleNumber}/release (admin): opens the module now, or on a
 * later date (until then the date can be moved). Audited in the same transaction; of two releases
 * at once one wins, the other is a 409. Released now, its e-mails go before the reply; on a date,
 * the announce-course-releases job sends them (every 10 minutes). Each athlete is e-mailed once.
 */
export const handler = adminHttpHandler(
  { method: 'POST', path: '/api/admin/course/modules/{moduleNumber}/release', handler: 'course/admin/release-module', auth: 'admin' },
  { path: modulePathSchema, body: releaseModuleBodySchema, reply: adminCourseReplySchema },
  async ({ path, body, user }) => {
    const moduleNumber = Number(path.moduleNumber);
    const now = new Date();
    const course = await readCourse(coursePacket.courseId, { consistent: true });
    const plan = planRelease(course, moduleNumber, body.releaseAt, now);
    if (!plan.ok) throw plan.status === 400 ? badRequest(plan.message) : conflict(plan.message);
    const stored = course.modules.find((module) => module.moduleNumber === moduleNumber);
    const audit = auditEntry(
      await auditActorOf(user),
      {
        action: plan.now ? 'course-module.release' : 'course-module.schedule',
        targetType: 'course-module',
        targetId: String(moduleNumber),
        before: { releaseAt: stored?.releaseAt ?? null },
        after: { releaseAt: plan.releaseAt },
      },
      now,
    );
    if (!(await releaseModuleAt(coursePacket.courseId, moduleNumber, plan.releaseAt, now.toISOString(), audit))) {
      throw conflict(`Module ${moduleNumber} is already released.`);
    }
    if (plan.now) await announceAfterRelease();
    return { modules: adminCourse(await readCourse(coursePacket.courseId, { consistent: true }), now) };
  },
);
