import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { DescribeEventBusCommand, EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { GetAccountCommand } from '@aws-sdk/client-sesv2';
import type { ServiceName, ServiceState } from '@herway/shared/contracts/system';
import { config } from '../kernel/config';
import { logger } from '../kernel/logger';
import { dynamoClient, sesClient } from '../kernel/aws-clients';
import { sendCognitoRead } from '../accounts/admin-cognito-requests';
import { headBucket } from './bucket-check';

const CHECK_TIMEOUT_MS = 2000;

/**
 * Asks each service the cheapest question it answers. S3 and Cognito are asked with one signed
 * request each (bucket-check.ts, accounts/admin-cognito-requests.ts), the very requests their SDK
 * clients send, so this bundle carries neither client (docs/lambda-bundles.md). The local e-mail and event emulators
 * implement only sending, so on the local stack those two are checked by reaching their endpoint.
 */
export async function checkServices(): Promise<Record<ServiceName, ServiceState>> {
  const settings = config();
  const checks: Record<ServiceName, () => Promise<unknown>> = {
    database: () => dynamoClient().send(new DescribeTableCommand({ TableName: settings.TABLE_NAME })),
    storage: () => headBucket(settings.CONTENT_BUCKET),
    identity: async () => sendCognitoRead('DescribeUserPool', { UserPoolId: required(settings.USER_POOL_ID, 'USER_POOL_ID') }),
    email: () => (settings.SES_ENDPOINT ? reach(settings.SES_ENDPOINT) : sesClient().send(new GetAccountCommand({}))),
    events: () =>
      settings.EVENTBRIDGE_ENDPOINT
        ? reach(settings.EVENTBRIDGE_ENDPOINT)
        : new EventBridgeClient({ region: settings.AWS_REGION }).send(new DescribeEventBusCommand({ Name: settings.EVENT_BUS_NAME })),
  };
  const entries = await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await stateOf(name, check)] as const));
  return Object.fromEntries(entries) as Record<ServiceName, ServiceState>;
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** 'up' when the check answers within its time; 'down' otherwise, logged with why (the reply names only the service). */
async function stateOf(service: string, check: () => Promise<unknown>): Promise<ServiceState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch (error) {
    logger.error('A service check failed', { service, error: error as Error });
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** Any HTTP answer means the emulator is listening. */
async function reach(url: string): Promise<void> {
  const response = await fetch(url, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
  await response.body?.cancel();
}
