import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../aws-clients';
import { keys } from './keys';
import { tableName } from './table';
import { TTL_ATTRIBUTE } from './table-definition';

export interface RateLimit {
  /** What is limited, e.g. 'contact-email'. */
  scope: string;
  /** Who: an e-mail address or an IP address. */
  subject: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one use in the current fixed window and answers whether it is within the limit.
 * One conditional ADD: concurrent requests cannot both take the last slot. Windows carry a TTL
 * so DynamoDB removes them; the window number in the key keeps an old one from counting.
 */
export async function takeRateLimitSlot(rule: RateLimit, now = Date.now()): Promise<boolean> {
  const window = Math.floor(now / 1000 / rule.windowSeconds);
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.rateWindow(rule.scope, rule.subject.trim().toLowerCase(), window),
        UpdateExpression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :expires)',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count', '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':one': 1, ':limit': rule.limit, ':expires': (window + 1) * rule.windowSeconds + 60 },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
