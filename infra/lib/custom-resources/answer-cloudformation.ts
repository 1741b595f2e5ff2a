import type { CloudFormationCustomResourceEvent } from 'aws-lambda';

/**
 * Tells CloudFormation how a custom resource's request went: a PUT of the answer to the request's
 * pre-signed ResponseURL (the custom-resources Provider framework would take two more functions).
 */
export async function answerCloudFormation(
  event: CloudFormationCustomResourceEvent,
  answer: { status: 'SUCCESS' | 'FAILED'; reason: string; physicalId: string; data?: Record<string, unknown> },
): Promise<void> {
  const body = JSON.stringify({
    Status: answer.status,
    Reason: answer.reason.slice(0, 1000),
    PhysicalResourceId: 'PhysicalResourceId' in event ? event.PhysicalResourceId : answer.physicalId,
    StackId: event.StackId,
    RequestId: event.RequestId,
    LogicalResourceId: event.LogicalResourceId,
    ...(answer.data ? { Data: answer.data } : {}),
  });
  const response = await fetch(event.ResponseURL, { method: 'PUT', headers: { 'content-type': '' }, body });
  if (!response.ok) throw new Error(`CloudFormation did not take the answer: HTTP ${response.status}`);
}
