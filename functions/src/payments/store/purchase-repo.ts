import { courseKeySchema } from '@herway/shared/catalog/course-schema';
import type { CourseKey } from '@herway/shared/catalog/course';
import { recordStatusSchema } from '@herway/shared/contracts/record-statuses';
import * as z from '@herway/shared/zod';
import { keys } from '../../kernel/store/keys';
import type { TransactItem } from '../../kernel/store/transaction';

const isoTime = z.iso.datetime({ offset: true });

/**
 * A course purchase, as stored under `USER#<sub>` / `PURCHASE#<id>` (the dashboard reads
 * id, courseType, status and purchaseDate). Written only by the payments fulfilment. The course
 * is lifetime access: `accessExpiresAt` is null (never the table's TTL attribute `expiresAt`).
 */
export const coursePurchaseRecordSchema = z.object({
  id: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  paymentId: z.string().check(z.minLength(1)),
  stripePaymentIntentId: z.string().check(z.minLength(1)),
  courseType: courseKeySchema,
  /** What was paid, in cents (after any discount). */
  amount: z.number().check(z.int(), z.nonnegative()),
  status: recordStatusSchema,
  purchaseDate: isoTime,
  accessExpiresAt: z.nullable(isoTime),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type CoursePurchaseRecord = z.infer<typeof coursePurchaseRecordSchema>;

export interface NewCoursePurchase {
  id: string;
  userId: string;
  paymentIntentId: string;
  courseType: CourseKey;
  amount: number;
  purchaseDate: string;
  now: string;
}

export function buildCoursePurchase(input: NewCoursePurchase): CoursePurchaseRecord {
  return coursePurchaseRecordSchema.parse({
    id: input.id,
    userId: input.userId,
    paymentId: input.paymentIntentId,
    stripePaymentIntentId: input.paymentIntentId,
    courseType: input.courseType,
    amount: input.amount,
    status: 'active',
    purchaseDate: input.purchaseDate,
    accessExpiresAt: null,
    createdAt: input.now,
    updatedAt: input.now,
  });
}

/** The Put that creates a course purchase inside the fulfilment transaction (never overwriting). */
export function coursePurchaseTransactItems(record: CoursePurchaseRecord): TransactItem[] {
  return [
    {
      Put: {
        Item: { ...keys.coursePurchase(record.userId, record.id), type: 'coursePurchase', ...record },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
}

/** Marks a purchase refunded inside the refund transaction (it must exist). */
export function refundCoursePurchaseItem(userId: string, purchaseId: string, now: string): TransactItem {
  return {
    Update: {
      Key: keys.coursePurchase(userId, purchaseId),
      UpdateExpression: 'SET #status = :refunded, updatedAt = :now',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':refunded': 'refunded', ':now': now },
    },
  };
}
