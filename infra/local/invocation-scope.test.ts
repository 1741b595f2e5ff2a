import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureTelemetry } from '@herway/functions/testing/telemetry';
import { enableInvocationScopes, inInvocationScope } from './invocation-scope';

describe('handlers run at once on the local stack', () => {
  let telemetry: ReturnType<typeof captureTelemetry>;
  beforeEach(async () => {
    telemetry = captureTelemetry();
    vi.stubEnv('AWS_LAMBDA_MAX_CONCURRENCY', undefined);
    await enableInvocationScopes();
  });
  afterEach(() => telemetry.stop());

  it('each logs under its own correlation id and Lambda context, however their steps interleave', async () => {
    const { logger } = await import('@herway/functions/kernel/logger');
    const invocation = (id: string, pauseMs: number) =>
      inInvocationScope(id, async () => {
        logger.addContext({ functionName: `fn-${id}`, awsRequestId: id } as Parameters<typeof logger.addContext>[0]);
        logger.setCorrelationId(`request-${id}`);
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
        logger.info('Done', { id });
        logger.resetKeys();
      });
    // The consumer starts first and ends last; the page request runs meanwhile and resets its keys.
    await Promise.all([invocation('consumer', 30), invocation('page', 5)]);
    const lines = telemetry.logs().map((line) => [line.id, line.correlation_id, line.function_name]);
    expect(lines).toEqual([
      ['page', 'request-page', 'fn-page'],
      ['consumer', 'request-consumer', 'fn-consumer'],
    ]);
  });
});
