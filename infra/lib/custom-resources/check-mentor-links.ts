import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import type { CloudFormationCustomResourceEvent, Context } from 'aws-lambda';
import { answerCloudFormation } from './answer-cloudformation';
import { listMentorRecords } from '@herway/functions/bookings/store/mentor-repo';
import { schedulingLinkProblem } from '@herway/functions/bookings/mentors';

/**
 * CloudFormation custom resource `Custom::MentorLinksCheck` (prod only, run by every release):
 * fails the deployment while a mentor on the site has no real scheduling link (no placeholder may
 * reach prod), naming her, with the rule the admin API applies (bookings/mentors.ts). The API
 * refuses such a mentor already; this catches a rule made stricter in code, or data written some
 * other way. No mentor on the site yet (the first deploy) passes.
 *
 * It never stands in the way of undoing a deploy: a Delete always succeeds, and so does a request
 * made while the stack rolls back (CloudFormation then sends the old properties again; failing
 * would leave the stack in UPDATE_ROLLBACK_FAILED).
 */

const PHYSICAL_ID = 'herway-mentor-links-check';

/** The stack statuses in which CloudFormation is undoing a deploy. */
export const ROLLBACK_STATUSES: ReadonlySet<string> = new Set([
  'ROLLBACK_IN_PROGRESS',
  'UPDATE_ROLLBACK_IN_PROGRESS',
  'UPDATE_ROLLBACK_COMPLETE_CLEANUP_IN_PROGRESS',
  'IMPORT_ROLLBACK_IN_PROGRESS',
]);

let cloudFormation: CloudFormationClient | undefined;

/** The stack's status now (DescribeStacks, granted on this stack only). */
export async function stackStatus(stackId: string): Promise<string | undefined> {
  cloudFormation ??= new CloudFormationClient({});
  const { Stacks } = await cloudFormation.send(new DescribeStacksCommand({ StackName: stackId }));
  return Stacks?.[0]?.StackStatus;
}

/** The mentors on the site that may not be, each with why; empty when the deploy may go out. */
export async function mentorLinkProblems(): Promise<string[]> {
  const mentors = await listMentorRecords();
  return mentors.flatMap((mentor) => {
    const problem = mentor.active ? schedulingLinkProblem(mentor.schedulingUrl, 'prod') : undefined;
    return problem ? [`${mentor.name} (${mentor.schedulingUrl}): ${problem}`] : [];
  });
}

type Outcome = { status: 'SUCCESS' | 'FAILED'; reason: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What the check finds in the table. */
async function checkMentors(logStream: string): Promise<Outcome> {
  try {
    const problems = await mentorLinkProblems();
    if (problems.length === 0) return { status: 'SUCCESS', reason: 'Every mentor on the site has her own scheduling link' };
    return {
      status: 'FAILED',
      reason: `Not deployed: a mentor on the site has no real scheduling link. Fix it in /admin/mentors (or take her off the site), then deploy again. ${problems.join(' ')}`,
    };
  } catch (error) {
    return { status: 'FAILED', reason: `The mentors could not be checked: ${messageOf(error)} (log stream ${logStream})` };
  }
}

/** A failed check lets a rollback through; if the stack's status cannot be read, the failure stands. */
async function unlessRollingBack(stackId: string, failed: Outcome): Promise<Outcome> {
  try {
    const status = await stackStatus(stackId);
    if (status && ROLLBACK_STATUSES.has(status)) {
      return { status: 'SUCCESS', reason: `Not enforced while the stack rolls back (${status}), so the rollback can finish. ${failed.reason}` };
    }
    return failed;
  } catch (error) {
    return { ...failed, reason: `${failed.reason} (the stack's status could not be read either: ${messageOf(error)})` };
  }
}

export async function handler(event: CloudFormationCustomResourceEvent, context: Pick<Context, 'logStreamName'>): Promise<void> {
  let outcome: Outcome = { status: 'SUCCESS', reason: 'Nothing to check when the check itself is removed' };
  if (event.RequestType !== 'Delete') {
    outcome = await checkMentors(context.logStreamName);
    if (outcome.status === 'FAILED') outcome = await unlessRollingBack(event.StackId, outcome);
  }
  if (outcome.status === 'FAILED') console.error(outcome.reason);
  await answerCloudFormation(event, { ...outcome, physicalId: PHYSICAL_ID });
}
