import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { vi } from 'vitest';
import { DEPLOYED_RESOURCES } from './deployed-environment';
import { httpEvent, lambdaContext, sameSiteJson } from './http-event';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * POSTs `body` to a handler loaded afresh under `environment` (the settings are read once per
 * module, as in a container), with Stripe's retries off and a deployed stage's table and bucket. Callers unstub the environment after
 * each test (`afterEach(() => vi.unstubAllEnvs())`).
 */
export async function postToFreshHandler(
  load: () => Promise<{ handler: Handler }>,
  path: string,
  environment: Record<string, string | undefined>,
  body = '{}',
): Promise<{ statusCode: number | undefined; json: Record<string, unknown> }> {
  for (const [name, value] of Object.entries({ STRIPE_MAX_NETWORK_RETRIES: '0', ...DEPLOYED_RESOURCES, ...environment })) vi.stubEnv(name, value);
  vi.resetModules();
  const { handler } = await load();
  const result = await handler(httpEvent('POST', path, { body, headers: sameSiteJson }), lambdaContext);
  return { statusCode: result.statusCode, json: JSON.parse(result.body || '{}') as Record<string, unknown> };
}
