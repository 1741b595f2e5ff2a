import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { correlationIdOfEnvelope } from './correlation';
import { logger } from './logger';

/**
 * The Lambda handler of an event consumer: structured logs with the invocation's context, under
 * the correlation id the event carries (correlation.ts), so a consumer's lines share the id of the
 * webhook request that put its event on the bus. `consume` gets the EventBridge envelope as sent.
 */
export function eventConsumer<R>(consume: (event: unknown) => Promise<R>): (event: unknown, context?: Context) => Promise<R> {
  const handler = middy<unknown, R>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use({
      before: (request) => {
        logger.setCorrelationId(correlationIdOfEnvelope(request.event) ?? request.context.awsRequestId);
      },
    })
    .handler((event) => consume(event));
  // Tests and the local bus may call it without a Lambda context.
  return (event, context) => handler(event, context ?? ({} as Context));
}
