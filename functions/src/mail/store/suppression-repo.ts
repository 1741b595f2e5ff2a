import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { suppressedAddressSchema } from '@herway/shared/contracts/mail';
import type { MailKind, SuppressedAddress, SuppressionReason } from '@herway/shared/contracts/mail';
import { NotFound } from '../../kernel/domain-errors';
import { dynamoClient } from '../../kernel/aws-clients';
import { writeForOpenAccount } from '../../kernel/store/account-guard';
import { keys } from '../../kernel/store/keys';
import type { Item } from '../../kernel/store/table';
import { queryListing, tableName, withoutKeys } from '../../kernel/store/table';
import { isConditionFailure } from '../../kernel/store/transaction';

// The addresses HerWay no longer mails (docs/email.md): one `SUPPRESSED#<email>` item each, written
// by the mail-feedback consumer when SES reports a permanent bounce or a complaint, read before
// every send (mail/email.ts), listed on GSI1 (SUPPRESSED) for the founders while it waits to
// be fixed. Fixing it marks the item cleared instead of deleting it: a bounce of a message sent
// before then, arriving late or twice, must not suppress the address again. When the address is an
// account's, a copy sits in her collection (`MAILDELIVERY`), so her dashboard's one Query says so.

/** A cleared address's item lives this long: past any late or replayed event (EventBridge retries 24 hours; a DLQ keeps 14 days). */
const CLEARED_KEPT_DAYS = 30;

/** What the consumer records for one recipient of a bounce or complaint. */
export interface SuppressionEntry {
  email: string;
  reason: SuppressionReason;
  kind: MailKind;
  /** When SES reported it. */
  suppressedAt: string;
  /** When the message that bounced was sent: an address cleared after that stays cleared. */
  sentAt: string;
  feedbackId: string;
  messageId: string;
  diagnostic: string | null;
}

const normalised = (email: string) => email.trim().toLowerCase();

/** What recording a suppression did, and the suppression now stored (the first one, for a duplicate). */
export type RecordOutcome = { outcome: 'recorded' | 'already'; stored: SuppressedAddress } | { outcome: 'cleared-since' };

/**
 * Records an address as suppressed, once. Changes nothing when it already is (`already`), or when
 * it was cleared after the message was sent (`cleared-since`): a duplicate, late or replayed event.
 */
export async function recordSuppression(entry: SuppressionEntry): Promise<RecordOutcome> {
  const email = normalised(entry.email);
  try {
    await dynamoClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.suppressedAddress(email),
          ...keys.listing('SUPPRESSED', entry.suppressedAt, email),
          type: 'suppressedAddress',
          ...entry,
          email,
          status: 'suppressed',
        },
        ConditionExpression: 'attribute_not_exists(PK) OR (#status = :cleared AND clearedAt < :sentAt)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':cleared': 'cleared', ':sentAt': entry.sentAt },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.suppressedAddress(email), ConsistentRead: true }));
    const stored = Item?.status === 'suppressed' ? toSuppressedAddress(Item) : undefined;
    return stored ? { outcome: 'already', stored } : { outcome: 'cleared-since' };
  }
  const { reason, kind, suppressedAt, diagnostic } = entry;
  return { outcome: 'recorded', stored: { email, reason, kind, suppressedAt, diagnostic } };
}

/** The account whose address it is, if any (her e-mail look-up item). */
async function accountOf(email: string): Promise<string | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.emailLookup(email) }));
  return typeof Item?.userId === 'string' ? Item.userId : undefined;
}

/** Copies a suppression into the collection of the account it is the address of (none: nothing to do; a closed account: neither). */
export async function markAccountSuppressed(suppression: SuppressedAddress): Promise<void> {
  const sub = await accountOf(suppression.email);
  if (!sub) return;
  const closed = () => new NotFound('closed');
  try {
    await writeForOpenAccount(sub, [{ Put: { Item: { ...keys.mailDelivery(sub), type: 'mailDelivery', ...suppression } } }], closed);
  } catch (error) {
    if (!(error instanceof NotFound)) throw error;
  }
}

/** Her address is fine again (or no longer hers): the copy in her collection goes. */
export async function unmarkAccountSuppressed(sub: string): Promise<void> {
  await dynamoClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.mailDelivery(sub) }));
}

/** The copy her collection holds (dashboard-repo.ts reads it in its one Query). */
export function parseMailDeliveryItem(item: Item): SuppressedAddress | undefined {
  return toSuppressedAddress(item);
}

function toSuppressedAddress(item: Item): SuppressedAddress | undefined {
  const parsed = suppressedAddressSchema.safeParse({ ...withoutKeys(item), diagnostic: typeof item.diagnostic === 'string' ? item.diagnostic : null });
  return parsed.success ? parsed.data : undefined;
}

/** The address's suppression, or undefined when HerWay may mail it. */
export async function findSuppression(email: string): Promise<SuppressedAddress | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.suppressedAddress(email) }));
  return Item?.status === 'suppressed' ? toSuppressedAddress(Item) : undefined;
}

/**
 * HerWay may mail the address again (its owner confirmed it): marked cleared at `at` and taken off
 * the founders' list. Written whether or not it was suppressed, so a bounce of an earlier message
 * still on its way is ignored too. Answers whether it was suppressed.
 */
export async function clearSuppression(email: string, at: Date): Promise<boolean> {
  const { Attributes } = await dynamoClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.suppressedAddress(email),
      UpdateExpression: 'SET #status = :cleared, email = :email, clearedAt = :at, #type = :type, expiresAt = :expires REMOVE GSI1PK, GSI1SK',
      ExpressionAttributeNames: { '#status': 'status', '#type': 'type' },
      ExpressionAttributeValues: {
        ':cleared': 'cleared',
        ':email': normalised(email),
        ':at': at.toISOString(),
        ':type': 'suppressedAddress',
        ':expires': Math.floor(at.getTime() / 1000) + CLEARED_KEPT_DAYS * 24 * 3600,
      },
      ReturnValues: 'UPDATED_OLD',
    }),
  );
  return Attributes?.status === 'suppressed';
}

/**
 * Her account moved to another address: the old one stays suppressed (it did bounce, or she did
 * complain) but leaves the founders' list, as nothing of hers is sent to it any more.
 */
export async function retireSuppression(email: string, at: Date): Promise<void> {
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.suppressedAddress(email),
        UpdateExpression: 'SET replacedAt = :at REMOVE GSI1PK, GSI1SK',
        ConditionExpression: '#status = :suppressed',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':at': at.toISOString(), ':suppressed': 'suppressed' },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** The suppressed addresses waiting to be fixed, newest first, for the attention page. */
export async function listSuppressions(limit: number): Promise<{ items: SuppressedAddress[]; truncated: boolean }> {
  const page = await queryListing('SUPPRESSED', limit);
  const items = page.items.flatMap((item) => toSuppressedAddress(item) ?? []);
  return { items, truncated: page.nextCursor !== undefined };
}
