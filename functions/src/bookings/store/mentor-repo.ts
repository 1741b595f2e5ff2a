import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '@herway/shared/contracts/audit';
import * as z from '@herway/shared/zod';
import { dynamoClient } from '../../kernel/aws-clients';
import { auditPut } from '../../accounts/store/audit-repo';
import { keys } from '../../kernel/store/keys';
import { tableName, withoutKeys } from '../../kernel/store/table';
import { writeTransaction, conditionFailedAt } from '../../kernel/store/transaction';

// The mentors (docs/decisions/mentors-are-data.md): one partition, MENTORS / MENTOR#<id>, read with one Query. Every change
// is a transaction with its audit entry, conditioned on the version the admin edited.

export const mentorRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  initials: z.string(),
  sport: z.string(),
  school: z.string(),
  specialty: z.string(),
  bio: z.string(),
  sessionMinutes: z.number(),
  schedulingUrl: z.string(),
  /** Her photo's key in the content bucket (mentors/<id>/<uuid>.<ext>), when the founders added one. */
  photoKey: z.optional(z.string()),
  active: z.boolean(),
  position: z.number(),
  /** Raised by every change: an edit applies only to the version it read. */
  version: z._default(z.number(), 0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MentorRecord = z.infer<typeof mentorRecordSchema>;

function parseMentor(item: Record<string, unknown>): MentorRecord | undefined {
  const { type: _type, ...fields } = withoutKeys(item);
  const parsed = mentorRecordSchema.safeParse(fields);
  return parsed.success ? parsed.data : undefined;
}

/** Every mentor, active or not, in the founders' order (then by name). */
export async function listMentorRecords(): Promise<MentorRecord[]> {
  const result = await dynamoClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.mentors().PK },
      ConsistentRead: true,
    }),
  );
  const records = (result.Items ?? []).map(parseMentor).filter((record): record is MentorRecord => record !== undefined);
  return records.sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
}

export async function getMentorRecord(id: string): Promise<MentorRecord | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.mentor(id), ConsistentRead: true }));
  return Item ? parseMentor(Item) : undefined;
}

const mentorItem = (record: MentorRecord) => ({ ...keys.mentor(record.id), type: 'mentor', ...record });

/** Adds a mentor (with its audit entry, if any); false when one with that id exists. */
export async function addMentor(record: MentorRecord, audit?: AuditEntry): Promise<boolean> {
  try {
    await writeTransaction([{ Put: { Item: mentorItem(record), ConditionExpression: 'attribute_not_exists(PK)' } }, ...(audit ? [auditPut(audit)] : [])]);
    return true;
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
}

/**
 * Replaces a mentor with `next` and records `audit`, in one transaction, only if she is still the
 * version `previous` was read at (another admin's change meanwhile makes it false: read again).
 */
export async function replaceMentor(previous: MentorRecord, next: MentorRecord, audit: AuditEntry): Promise<boolean> {
  if (next.version !== previous.version + 1) throw new Error('A mentor change raises her version by one');
  try {
    await writeTransaction([
      {
        Put: {
          Item: mentorItem(next),
          ConditionExpression: 'attribute_exists(PK) AND version = :seen',
          ExpressionAttributeValues: { ':seen': previous.version },
        },
      },
      auditPut(audit),
    ]);
    return true;
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
}
