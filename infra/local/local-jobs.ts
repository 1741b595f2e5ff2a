import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { LOCAL_ACCOUNT, LOCAL_REGION } from './event-bus';
import { inInvocationScope } from './invocation-scope';
import type { InvokeTarget } from './local-event-scheduler';
import { jobEntry } from '../lib/lambda-entries';

// The Lambda targets of the local EventBridge Scheduler: functions/src/<domain>/jobs/<name>.ts, named by
// an ARN of the same shape as in AWS, so the adapter's code does not know it runs locally.

const FUNCTION_PREFIX = 'herway-local-';

export const LOCAL_JOB_ROLE_ARN = `arn:aws:iam::${LOCAL_ACCOUNT}:role/herway-local-scheduler`;

export function localJobArn(job: string): string {
  return `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT}:function:${FUNCTION_PREFIX}${job}`;
}

/** The job an ARN names, or undefined for anything that is not a local job's ARN. */
export function jobOfArn(arn: string): string | undefined {
  const match = /^arn:aws:lambda:[\w-]+:\d{12}:function:herway-local-([a-z][a-z-]*)$/.exec(arn);
  return match?.[1];
}

/** Runs the job as Lambda would; its throw is the scheduler's cue to retry. */
export const invokeLocalJob: InvokeTarget = async (targetArn, input) => {
  const job = jobOfArn(targetArn);
  if (!job) throw new Error(`The local scheduler cannot invoke ${targetArn}: not a local job`);
  const module = (await import(pathToFileURL(jobEntry(job).file).href)) as { handler: (event: unknown, context: Context) => Promise<unknown> };
  const awsRequestId = crypto.randomUUID();
  return inInvocationScope(awsRequestId, () => module.handler(input, { functionName: `${FUNCTION_PREFIX}${job}`, awsRequestId } as Context));
};
