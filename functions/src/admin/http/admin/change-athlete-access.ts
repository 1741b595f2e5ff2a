import { athleteActionReplySchema, athletePathSchema, changeAccessBodySchema } from '@herway/shared/contracts/admin-athletes';
import { courseIdSchema } from '@herway/shared/catalog/course-id-schema';
import { changeRecord } from '../../store/admin-records-repo';
import { readAthlete } from '../../athlete-page';
import { auditActorOf } from '../../../accounts/store/audit-repo';
import { keys } from '../../../kernel/store/keys';
import { parsePackageItem } from '../../../bookings/store/package-repo';
import { conflict, notFound } from '../../../kernel/http-errors';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { planEntitlementAccess, planPackageAccess } from '../../athlete-admin';
import type { RecordPlan } from '../../store/admin-records-repo';
import { auditEntry } from '../../../accounts/audit';

const access = (record: Record<string, unknown>) => ({ status: record.status, isActive: record.isActive, accessExpiresAt: record.accessExpiresAt ?? null });

/**
 * POST /api/admin/athletes/{id}/access (admin) `{ target: package | entitlement, targetId, change:
 * extend | end, until?, reason }`: a package's or a course's access extended to a date (or without
 * end) or ended now, audited in the same transaction.
 */
export const handler = adminHttpHandler(
  { method: 'POST', path: '/api/admin/athletes/{id}/access', handler: 'admin/admin/change-athlete-access', auth: 'admin' },
  { path: athletePathSchema, body: changeAccessBodySchema, reply: athleteActionReplySchema },
  async ({ path, body, user }) => {
    const now = new Date();
    const at = now.toISOString();
    const actor = await auditActorOf(user);
    const course = courseIdSchema.safeParse(body.targetId);
    if (body.target === 'entitlement' && !course.success) throw notFound('This athlete has no access to such a course.');
    const key = body.target === 'package' ? keys.mentorshipPackage(path.id, body.targetId) : keys.entitlement(path.id, body.targetId);
    const plan = (stored: Record<string, unknown>): RecordPlan => {
      if (body.target === 'entitlement') return planEntitlementAccess(stored, body, at);
      const record = parsePackageItem(stored);
      return record ? planPackageAccess(record, body, at) : { refused: 'This package’s record cannot be read: ask a developer.' };
    };
    const result = await changeRecord(key, plan, (before, after) =>
      auditEntry(
        actor,
        {
          action: body.change === 'extend' ? 'access.extend' : 'access.end',
          targetType: body.target,
          targetId: `${path.id}/${body.targetId}`,
          reason: body.reason,
          before: access(before),
          after: access(after),
        },
        now,
      ),
    );
    if (result.outcome === 'not-found')
      throw notFound(body.target === 'package' ? 'This athlete has no such package.' : 'This athlete has no access to such a course.');
    if (result.outcome === 'refused') throw conflict(result.message);
    const athlete = await readAthlete(path.id);
    if (!athlete) throw notFound('No athlete has this id.');
    return { message: body.change === 'extend' ? 'Access extended' : 'Access ended', athlete };
  },
);
