import { adminMentorReplySchema, createMentorBodySchema } from '@herway/shared/contracts/mentors';
import { auditActorOf } from '../../adapters/dynamo/audit-repo';
import { addMentor, listMentorRecords } from '../../adapters/dynamo/mentor-repo';
import { config } from '../../lib/config';
import { badRequest, conflict } from '../../lib/http-errors';
import { adminHttpHandler, reply } from '../../lib/admin-http-handler';
import { auditEntry } from '../../services/audit';
import { adminMentor, forgetMentors } from '../../services/mentor-directory';
import { newMentorRecord, schedulingLinkProblem } from '../../services/mentors';

/**
 * POST /api/admin/mentors (admin): adds a mentor, after the others, with its audit entry in the same
 * transaction. On the site at once only with a real scheduling link on prod (docs/decisions/mentors-are-data.md); otherwise
 * she waits, off the site, until one is entered.
 */
export const handler = adminHttpHandler('admin/create-mentor', { body: createMentorBodySchema, reply: adminMentorReplySchema }, async ({ body, user }) => {
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
});
