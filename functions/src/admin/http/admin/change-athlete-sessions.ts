import { athleteActionReplySchema, athletePathSchema, changeSessionsBodySchema } from '@herway/shared/contracts/admin-athletes';
import { changeRecord } from '../../store/admin-records-repo';
import { readAthlete } from '../../athlete-page';
import { auditActorOf } from '../../../accounts/store/audit-repo';
import { keys } from '../../../kernel/store/keys';
import { parsePackageItem } from '../../../bookings/store/package-repo';
import { conflict, notFound } from '../../../kernel/http-errors';
import { adminHttpHandler } from '../../../accounts/admin-http-handler';
import { planSessionChange } from '../../athlete-admin';
import { auditEntry } from '../../../accounts/audit';

const counts = (record: Record<string, unknown>) => ({
  totalSessions: record.totalSessions,
  sessionsRemaining: record.sessionsRemaining,
  sessionsUsed: record.sessionsUsed,
  sessionsReserved: record.sessionsReserved ?? 0,
});

/**
 * POST /api/admin/athletes/{id}/sessions (admin) `{ packageId, change: grant | remove, reason }`:
 * one session added to her package or taken from it (only one no booking holds), audited in the
 * same transaction. 404 for a package not hers, 409 when the package cannot give one up.
 */
export const handler = adminHttpHandler(
  { method: 'POST', path: '/api/admin/athletes/{id}/sessions', handler: 'admin/admin/change-athlete-sessions', auth: 'admin' },
  { path: athletePathSchema, body: changeSessionsBodySchema, reply: athleteActionReplySchema },
  async ({ path, body, user }) => {
    const now = new Date();
    const actor = await auditActorOf(user);
    const result = await changeRecord(
      keys.mentorshipPackage(path.id, body.packageId),
      (stored) => {
        const record = parsePackageItem(stored);
        return record ? planSessionChange(record, body.change, now.toISOString()) : { refused: 'This package’s record cannot be read: ask a developer.' };
      },
      (before, after) =>
        auditEntry(
          actor,
          {
            action: body.change === 'grant' ? 'session.grant' : 'session.remove',
            targetType: 'package',
            targetId: `${path.id}/${body.packageId}`,
            reason: body.reason,
            before: counts(before),
            after: counts(after),
          },
          now,
        ),
    );
    if (result.outcome === 'not-found') throw notFound('This athlete has no such package.');
    if (result.outcome === 'refused') throw conflict(result.message);
    const athlete = await readAthlete(path.id);
    if (!athlete) throw notFound('No athlete has this id.');
    return { message: body.change === 'grant' ? 'Session granted' : 'Session removed', athlete };
  },
);
