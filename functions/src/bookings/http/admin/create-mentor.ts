import { adminMentorReplySchema, createMentorBodySchema } from '@herway/shared/contracts/mentors';
import { auditActorOf } from '../../../accounts/store/audit-repo';
import { addMentor, listMentorRecords } from '../../store/mentor-repo';
import { config } from '../../../kernel/config';
import { badRequest, conflict } from '../../../kernel/http-errors';
import { adminHttpHandler, reply } from '../../../accounts/admin-http-handler';
import { auditEntry } from '../../../accounts/audit';
import { adminMentor, forgetMentors } from '../../mentor-directory';
import { newMentorRecord, schedulingLinkProblem } from '../../mentors';

/**
 * POST /api/admin/mentors (admin): adds a mentor, after the others, with its audit entry in the same
 * transaction. On the site at once only with a real scheduling link on prod (docs/decisions/mentors-are-data.md); otherwise
 * she waits, off the site, until one is entered.
 */
export const handler = adminHttpHandler(
  { method: 'POST', path: '/api/admin/mentors', handler: 'bookings/admin/create-mentor', auth: 'admin' },
  { body: createMentorBodySchema, reply: adminMentorReplySchema },
  async ({ body, user }) => {
    const problem = body.active ? schedulingLinkProblem(body.schedulingUrl, config().STAGE) : undefined;
    if (problem) throw badRequest(problem);
    const existing = await listMentorRecords();
    const now = new Date();
    const record = newMentorRecord(
      body,
      existing.reduce((last, mentor) => Math.max(last, mentor.position + 1), 0),
      now.toISOString(),
    );
    const audit = auditEntry(await auditActorOf(user), { action: 'mentor.create', targetType: 'mentor', targetId: record.id, after: record }, now);
    if (!(await addMentor(record, audit))) throw conflict(`A mentor named ${body.name} is already on the list.`);
    forgetMentors();
    const answer = { mentor: await adminMentor(record) };
    return reply(201, answer);
  },
);
