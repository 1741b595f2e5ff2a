import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys } from '../../kernel/store/keys';
import { tableName } from '../../kernel/store/table';
import { TTL_ATTRIBUTE } from '../../kernel/store/table-definition';
import { isConditionFailure } from '../../kernel/store/transaction';

export interface RateLimit {
  /** What is limited, e.g. 'contact-email'. */
  scope: string;
  /** Who: an e-mail address or a network. */
  subject: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitAnswer {
  allowed: boolean;
  /** Seconds until the current window ends: the `Retry-After` of a refusal. */
  retryAfterSeconds: number;
}

/** The number of the fixed window `nowMs` falls in: windows are aligned to the clock (a 15-minute one starts at :00, :15, :30, :45). */
export const rateWindowOf = (nowMs: number, windowSeconds: number): number => Math.floor(nowMs / 1000 / windowSeconds);

/**
 * Counts one use in the current fixed window and answers whether it is within the limit.
 * One conditional ADD: concurrent requests cannot both take the last slot. Windows carry a TTL
 * so DynamoDB removes them; the window number in the key keeps an old one from counting.
 */
export async function takeRateLimitSlot(rule: RateLimit, now = Date.now()): Promise<RateLimitAnswer> {
  const window = rateWindowOf(now, rule.windowSeconds);
  const windowEnd = (window + 1) * rule.windowSeconds;
  const retryAfterSeconds = Math.max(1, Math.ceil(windowEnd - now / 1000));
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.rateWindow(rule.scope, rule.subject.trim().toLowerCase(), window),
        UpdateExpression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :expires)',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count', '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':one': 1, ':limit': rule.limit, ':expires': windowEnd + 60 },
      }),
    );
    return { allowed: true, retryAfterSeconds };
  } catch (error) {
    if (isConditionFailure(error)) return { allowed: false, retryAfterSeconds };
    throw error;
  }
}

/**
 * Gives back a slot taken in the window of `now` (an attempt that succeeded, or was never made).
 * Never below zero; a window already gone changes nothing.
 */
export async function giveBackRateLimitSlot(rule: Omit<RateLimit, 'limit'>, now = Date.now()): Promise<void> {
  const window = rateWindowOf(now, rule.windowSeconds);
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.rateWindow(rule.scope, rule.subject.trim().toLowerCase(), window),
        UpdateExpression: 'ADD #count :less',
        ConditionExpression: '#count > :zero',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':less': -1, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
