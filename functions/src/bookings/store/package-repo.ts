import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { getPackage } from '@herway/shared/catalog/packages';
import { paidPackageKeySchema } from '@herway/shared/catalog/packages-schema';
import type { PaidPackageKey } from '@herway/shared/catalog/packages';
import { recordStatusSchema } from '@herway/shared/contracts/record-statuses';
import * as z from '@herway/shared/zod';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys, userItemPrefix } from '../../kernel/store/keys';
import { tableName, withoutKeys } from '../../kernel/store/table';
import type { Item } from '../../kernel/store/table';
import { writeTransaction } from '../../kernel/store/transaction';
import type { TransactItem } from '../../kernel/store/transaction';

const count = z.number().check(z.int(), z.nonnegative());
const isoTime = z.iso.datetime({ offset: true });

/**
 * A mentorship package, as stored under `USER#<sub>` / `PACKAGE#<id>`.
 * `sessionsReserved` counts the scheduled bookings holding one of the remaining sessions, so a
 * package can take a new booking while `sessionsRemaining - sessionsReserved > 0`.
 * The business expiry is `accessExpiresAt` (never `expiresAt`: that is the table's TTL).
 */
export const mentorshipPackageRecordSchema = z.object({
  id: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  packageType: paidPackageKeySchema,
  totalSessions: z.number().check(z.int(), z.positive()),
  sessionsUsed: z._default(count, 0),
  sessionsRemaining: count,
  sessionsReserved: z._default(count, 0),
  status: recordStatusSchema,
  purchaseDate: isoTime,
  /** What was paid, in cents. */
  amount: count,
  paymentId: z.optional(z.string()),
  stripePaymentIntentId: z.optional(z.string()),
  accessExpiresAt: z.optional(isoTime),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type MentorshipPackageRecord = z.infer<typeof mentorshipPackageRecordSchema>;

export interface NewMentorshipPackage {
  userId: string;
  packageType: PaidPackageKey;
  /** What was paid, in cents (after any discount). */
  amount: number;
  /** Defaults to a new UUID; pass one to make a retried fulfilment write the same item. */
  id?: string;
  /** Defaults to the catalog's session count for the package. */
  totalSessions?: number;
  paymentId?: string;
  stripePaymentIntentId?: string;
  /** ISO time; defaults to now. */
  purchaseDate?: string;
  accessExpiresAt?: string;
  status?: MentorshipPackageRecord['status'];
  /** ISO time of the write; defaults to now. */
  now?: string;
}

/** The package record a purchase creates: every session remaining, none used or reserved. */
export function buildMentorshipPackage(input: NewMentorshipPackage): MentorshipPackageRecord {
  const now = input.now ?? new Date().toISOString();
  const totalSessions = input.totalSessions ?? getPackage(input.packageType).sessions;
  return mentorshipPackageRecordSchema.parse({
    id: input.id ?? randomUUID(),
    userId: input.userId,
    packageType: input.packageType,
    totalSessions,
    sessionsUsed: 0,
    sessionsRemaining: totalSessions,
    sessionsReserved: 0,
    status: input.status ?? 'active',
    purchaseDate: input.purchaseDate ?? now,
    amount: input.amount,
    ...(input.paymentId ? { paymentId: input.paymentId } : {}),
    ...(input.stripePaymentIntentId ? { stripePaymentIntentId: input.stripePaymentIntentId } : {}),
    ...(input.accessExpiresAt ? { accessExpiresAt: input.accessExpiresAt } : {}),
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * The TransactWriteItems actions that create a package (a Put that refuses to overwrite), for the
 * payments fulfilment to add to its own transaction beside the payment and the entitlements.
 */
export function mentorshipPackageTransactItems(record: MentorshipPackageRecord): TransactItem[] {
  return [
    {
      Put: {
        Item: {
          ...keys.mentorshipPackage(record.userId, record.id),
          // A package with an expiry waits in the expiry-reminder job's list (package-expiry-repo.ts).
          ...(record.accessExpiresAt ? keys.packageExpiry(record.accessExpiresAt, record.userId, record.id) : {}),
          type: 'mentorshipPackage',
          ...record,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
}

/**
 * Creates a mentorship package on its own (tests, seeds; the fulfilment consumer uses
 * buildMentorshipPackage + mentorshipPackageTransactItems inside its transaction instead).
 */
export async function createMentorshipPackage(input: NewMentorshipPackage): Promise<MentorshipPackageRecord> {
  const record = buildMentorshipPackage(input);
  await writeTransaction(mentorshipPackageTransactItems(record));
  return record;
}

/** A stored package item as a record, or undefined if it is not a valid package. */
export function parsePackageItem(item: Item): MentorshipPackageRecord | undefined {
  const { type: _type, ...fields } = withoutKeys(item);
  const parsed = mentorshipPackageRecordSchema.safeParse(fields);
  return parsed.success ? parsed.data : undefined;
}

/** The athlete's packages, read consistently (to choose one for a booking). */
export async function listPackages(sub: string): Promise<MentorshipPackageRecord[]> {
  const { Items = [] } = await dynamoClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.userCollection(sub).PK, ':prefix': userItemPrefix.package },
      ConsistentRead: true,
    }),
  );
  return Items.map(parsePackageItem).filter((record): record is MentorshipPackageRecord => record !== undefined);
}

/** One of her packages as stored now (consistent read), or undefined. */
export async function getPackageRecord(sub: string, packageId: string): Promise<MentorshipPackageRecord | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.mentorshipPackage(sub, packageId), ConsistentRead: true }));
  return Item ? parsePackageItem(Item) : undefined;
}
