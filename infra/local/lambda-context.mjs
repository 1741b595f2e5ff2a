// A handler's Lambda context and reply, as the runtime hands and reads them, for running handlers
// outside Lambda: the local gateway (gateway.ts) and the benchmarks' child processes, which are
// plain Node scripts (infra/bench/*-child.mjs), hence JavaScript with its types in the .d.mts.

/** The context Lambda passes a handler: the fields that differ per caller, the rest as Lambda sets them. */
export function lambdaContext({ functionName, ...fields }) {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    logGroupName: `/aws/lambda/${functionName}`,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
    ...fields,
  };
}

/** The status API Gateway answers for a handler's reply: its statusCode, or 200 for a reply without one. */
export function replyStatusCode(result) {
  return typeof result === 'object' && result !== null && 'statusCode' in result ? result.statusCode : 200;
}

/** The request id Lambda gives an invocation of this event: an API request's, an EventBridge event's id, else 'bench'. */
export function requestIdOf(event) {
  return event?.requestContext?.requestId ?? event?.id ?? 'bench';
}
