import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { auditEntrySchema } from '@herway/shared/contracts/audit';
import type { AuditEntry, AuditPage } from '@herway/shared/contracts/audit';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys } from '../../kernel/store/keys';
import { getProfile } from './user-repo';
import { queryListing, tableName, withoutKeys } from '../../kernel/store/table';
import type { TransactItem } from '../../kernel/store/transaction';

// The admin audit log: one item per entry under AUDIT#<id>, listed newest first on
// GSI1 (AUDIT). Entries are only ever put, never updated or deleted: no API changes them.

/** The admin acting: her user id and her e-mail address. */
export interface AuditActor {
  sub: string;
  email: string;
}

/**
 * Who is acting, as the log names her: her id and the e-mail of her profile (a session carries
 * only her id; Cognito's username may be an opaque id too).
 */
export async function auditActorOf(user: { sub: string }): Promise<AuditActor> {
  const profile = await getProfile(user.sub);
  return { sub: user.sub, email: profile?.email ?? user.sub };
}

function auditItem(entry: AuditEntry) {
  return { ...keys.auditEntry(entry.id), ...keys.listing('AUDIT', entry.at, entry.id), type: 'auditEntry', ...entry };
}

/** The Put that records an entry, for the transaction that makes the change it describes. */
export function auditPut(entry: AuditEntry): TransactItem {
  return { Put: { Item: auditItem(entry), ConditionExpression: 'attribute_not_exists(PK)' } };
}

/** Records an entry on its own: for what changes no record of ours (a sign-in, an export). */
export async function writeAudit(entry: AuditEntry): Promise<void> {
  await dynamoClient().send(new PutCommand({ TableName: tableName(), Item: auditItem(entry), ConditionExpression: 'attribute_not_exists(PK)' }));
}

/** A page of the log, newest first; an entry that does not fit the contract is left out. */
export async function listAuditPage(limit: number, cursor?: string): Promise<AuditPage> {
  const page = await queryListing('AUDIT', limit, cursor);
  const items = page.items.flatMap((item) => {
    const { type: _type, ...fields } = withoutKeys(item);
    const parsed = auditEntrySchema.safeParse(fields);
    return parsed.success ? [parsed.data] : [];
  });
  return { items, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
}
