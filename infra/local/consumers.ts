import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import type { InvokeConsumer } from './event-bus';
import { inInvocationScope } from './invocation-scope';
import { repoRoot } from './settings';

type ConsumerHandler = (event: unknown, context: Context) => Promise<unknown>;

const consumersDir = path.join(repoRoot, 'functions/src/events');

/** Runs `functions/src/events/<consumer>.ts` as Lambda would; its throw is the bus's cue to retry. */
export const invokeConsumer: InvokeConsumer = async (consumer, envelope) => {
  const module = (await import(pathToFileURL(path.join(consumersDir, `${consumer}.ts`)).href)) as { handler: ConsumerHandler };
  const context = { functionName: `herway-local-${consumer}`, awsRequestId: envelope.id } as Context;
  await inInvocationScope(envelope.id, () => module.handler(envelope, context));
};
