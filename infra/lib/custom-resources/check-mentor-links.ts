import type { CloudFormationCustomResourceEvent, Context } from 'aws-lambda';
import { answerCloudFormation } from './answer-cloudformation';
import { listMentorRecords } from '@herway/functions/adapters/dynamo/mentor-repo';
import { schedulingLinkProblem } from '@herway/functions/services/mentors';

/**
 * CloudFormation custom resource `Custom::MentorLinksCheck` (prod only, run on every deploy):
 * fails the deployment while a mentor on the site has no real scheduling link (DESIGN §8: no
 * placeholders reach prod), naming her, with the rule the admin API applies (services/mentors.ts).
 * The API refuses such a mentor already; this catches a rule made stricter in code, or data
 * written some other way. No mentor on the site yet (the first deploy) passes.
 */

const PHYSICAL_ID = 'herway-mentor-links-check';

/** The mentors on the site that may not be, each with why; empty when the deploy may go out. */
export async function mentorLinkProblems(): Promise<string[]> {
  const mentors = await listMentorRecords();
  return mentors.flatMap((mentor) => {
    const problem = mentor.active ? schedulingLinkProblem(mentor.schedulingUrl, 'prod') : undefined;
    return problem ? [`${mentor.name} (${mentor.schedulingUrl}): ${problem}`] : [];
  });
}

export async function handler(event: CloudFormationCustomResourceEvent, context: Pick<Context, 'logStreamName'>): Promise<void> {
  let status: 'SUCCESS' | 'FAILED' = 'SUCCESS';
  let reason = 'Every mentor on the site has her own scheduling link';
  try {
    const problems = event.RequestType === 'Delete' ? [] : await mentorLinkProblems();
    if (problems.length > 0) {
      status = 'FAILED';
      reason = `Not deployed: a mentor on the site has no real scheduling link. Fix it in /admin/mentors (or take her off the site), then deploy again. ${problems.join(' ')}`;
    }
  } catch (error) {
    status = 'FAILED';
    reason = `The mentors could not be checked: ${error instanceof Error ? error.message : String(error)} (log stream ${context.logStreamName})`;
  }
  if (status === 'FAILED') console.error(reason);
  await answerCloudFormation(event, { status, reason, physicalId: PHYSICAL_ID });
}
