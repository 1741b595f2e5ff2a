import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import type { InvokeConsumer } from './event-bus';
import { inInvocationScope } from './invocation-scope';
import { consumerEntry } from '../lib/lambda-entries';

type ConsumerHandler = (event: unknown, context: Context) => Promise<unknown>;

/** Runs the consumer's module (functions/src/<domain>/events/<consumer>.ts) as Lambda would; its throw is the bus's cue to retry. */
export const invokeConsumer: InvokeConsumer = async (consumer, envelope) => {
  const module = (await import(pathToFileURL(consumerEntry(consumer).file).href)) as { handler: ConsumerHandler };
  const context = { functionName: `herway-local-${consumer}`, awsRequestId: envelope.id } as Context;
  await inInvocationScope(envelope.id, () => module.handler(envelope, context));
};
