import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys } from '../../kernel/store/keys';
import { tableName } from '../../kernel/store/table';
import { isConditionFailure } from '../../kernel/store/transaction';
import { parsePackageItem } from './package-repo';
import type { MentorshipPackageRecord } from './package-repo';

// The expiry reminder's work list (docs/sessions-and-reminders.md): a package with an access
// expiry carries GSI1 `PKGEXPIRY` / `<expiry>#<sub>#<id>` until its reminder is claimed, so the
// daily job reads the packages expiring soon with one Query (never a scan). The claim is one
// conditional write on the package: two runs at once, one e-mail.

/** The packages whose expiry falls in (from, to], not yet reminded of it, oldest expiry first. */
export async function packagesExpiringBetween(from: Date, to: Date): Promise<MentorshipPackageRecord[]> {
  const found: MentorshipPackageRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamoClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        // '#' sorts before every digit: an expiry at exactly `from` stays out, one at exactly `to` is in.
        KeyConditionExpression: 'GSI1PK = :kind AND GSI1SK BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':kind': 'PKGEXPIRY', ':from': `${from.toISOString()}#~`, ':to': `${to.toISOString()}#~` },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const record = parsePackageItem(item);
      if (record) found.push(record);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}

/**
 * Claims the reminder of the package's current expiry: records it and takes the package off the
 * list, only while the package still has that expiry, is active, has a session left and has not
 * been reminded of it. False when another run claimed it first or the package changed meanwhile.
 */
export async function claimExpiryReminder(record: MentorshipPackageRecord, now: Date): Promise<boolean> {
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.mentorshipPackage(record.userId, record.id),
        UpdateExpression: 'SET expiryReminderFor = :expiry, expiryRemindedAt = :now REMOVE GSI1PK, GSI1SK',
        ConditionExpression:
          'accessExpiresAt = :expiry AND #status = :active AND sessionsRemaining > :none AND (attribute_not_exists(expiryReminderFor) OR expiryReminderFor <> :expiry)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':expiry': record.accessExpiresAt, ':active': 'active', ':none': 0, ':now': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives the claim back (her e-mail could not be sent): the package is on the list again for the next run. */
export async function releaseExpiryReminder(record: MentorshipPackageRecord): Promise<void> {
  if (!record.accessExpiresAt) return;
  await dynamoClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.mentorshipPackage(record.userId, record.id),
      UpdateExpression: 'SET GSI1PK = :kind, GSI1SK = :sort REMOVE expiryReminderFor, expiryRemindedAt',
      ConditionExpression: 'accessExpiresAt = :expiry',
      ExpressionAttributeValues: { ...prefixed(keys.packageExpiry(record.accessExpiresAt, record.userId, record.id)), ':expiry': record.accessExpiresAt },
    }),
  );
}

const prefixed = (listing: { GSI1PK: string; GSI1SK: string }) => ({ ':kind': listing.GSI1PK, ':sort': listing.GSI1SK });
