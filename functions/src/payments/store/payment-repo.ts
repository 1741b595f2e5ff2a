import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@herway/shared/zod';
import { dynamoClient } from '../../kernel/aws-clients';
import { NotFound, NotSignedIn } from '../../kernel/domain-errors';
import { writeForOpenAccount } from '../../kernel/store/account-guard';
import { keys, userItemPrefix } from '../../kernel/store/keys';
import { batchGetAll } from '../../kernel/store/batch-get';
import { queryAll, tableName, withoutKeys } from '../../kernel/store/table';
import { writeTransaction, conditionFailedAt, isConditionFailure } from '../../kernel/store/transaction';
import type { TransactItem } from '../../kernel/store/transaction';

const isoTime = z.iso.datetime({ offset: true });

/** What a payment record's status can be; a failure or `processing` (her bank has yet to decide) never overwrites a settled one. */
export const paymentStatusSchema = z.enum(['succeeded', 'failed', 'processing', 'partially_refunded', 'refunded']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/**
 * A payment, stored under `PAYMENT#<paymentIntentId>` / `PAYMENT` and listed for the admin
 * on GSI1 (`PAYMENT`, newest first). Money in cents: `amount` is what was charged,
 * `amountRefunded` what has been refunded of it. `createdAt` is when the PaymentIntent was created,
 * so a failed attempt and the success that follows it on the same intent keep one place in the list.
 */
const storedPaymentSchema = z.object({
  id: z.string().check(z.minLength(1)),
  userId: z.nullable(z.string()),
  stripePaymentIntentId: z.string().check(z.minLength(1)),
  stripeCustomerId: z.nullable(z.string()),
  customerEmail: z.string(),
  customerName: z.nullable(z.string()),
  athleteName: z.nullable(z.string()),
  amount: z.number().check(z.int(), z.nonnegative()),
  amountRefunded: z.number().check(z.int(), z.nonnegative()),
  currency: z.string(),
  status: paymentStatusSchema,
  /** The product key ('starter', ..., 'full_packet') or 'custom': the payment's `productType`. */
  productType: z.nullable(z.string()),
  description: z.nullable(z.string()),
  discountCode: z.nullable(z.string()),
  /** The reason of the last failed attempt (Stripe's last_payment_error). */
  failureCode: z.optional(z.nullable(z.string())),
  failureMessage: z.optional(z.nullable(z.string())),
  /** Set when a paid order could not be fulfilled as bought (no athlete, unknown product). */
  needsAttention: z.optional(z.string()),
  /** A test-mode payment (/test-stripe, diagnostics): recorded, never counted as revenue. */
  isTest: z.optional(z.boolean()),
  /** The Terms of Service she agreed to at checkout and when (server time); absent on payments opened before the box was sent. */
  termsVersion: z.optional(z.string()),
  termsAcceptedAt: z.optional(isoTime),
  paidAt: z.optional(isoTime),
  /** When Stripe says a failed or processing status began (its event's time): an older such event never replaces it. */
  statusAt: z.optional(isoTime),
  createdAt: isoTime,
  updatedAt: isoTime,
});
/** The payment item as stored (the admin's list row is `PaymentRecord` of shared/src/contracts/admin.ts). */
export type StoredPayment = z.infer<typeof storedPaymentSchema>;

function paymentItem(record: StoredPayment) {
  return {
    ...keys.payment(record.stripePaymentIntentId),
    ...keys.listing('PAYMENT', record.createdAt, record.stripePaymentIntentId),
    type: 'payment',
    ...record,
  };
}

/** Her reference to the payment, in her item collection (her export lists it; deletion anonymises through it). */
function userPaymentItem(record: StoredPayment) {
  if (!record.userId) return undefined;
  return {
    ...keys.userPayment(record.userId, record.stripePaymentIntentId),
    type: 'paymentReference',
    stripePaymentIntentId: record.stripePaymentIntentId,
    productType: record.productType,
    amount: record.amount,
    currency: record.currency,
    createdAt: record.createdAt,
  };
}

/** The payment's Put, which may replace only a failed or processing attempt of the same intent (never a success or a refund). */
function paymentOverFailedAttempt(record: StoredPayment): TransactItem {
  return {
    Put: {
      Item: paymentItem(record),
      ConditionExpression: 'attribute_not_exists(PK) OR #status IN (:failed, :processing)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':failed': 'failed', ':processing': 'processing' },
    },
  };
}

/**
 * The Put of a failed or processing attempt: never over a success or a refund, nor over a later
 * failed or processing event (Stripe's events may arrive out of order). Processing replaces a
 * failure only when strictly later, so a failure and its processing of the same second end failed.
 */
function unsettledPaymentPut(record: StoredPayment): TransactItem {
  const later = record.status === 'processing' ? '#statusAt < :at' : '#statusAt <= :at';
  return {
    Put: {
      Item: paymentItem(record),
      ConditionExpression: `attribute_not_exists(PK) OR (#status = :processing AND (attribute_not_exists(#statusAt) OR #statusAt <= :at)) OR (#status = :failed AND (attribute_not_exists(#statusAt) OR ${later}))`,
      ExpressionAttributeNames: { '#status': 'status', '#statusAt': 'statusAt' },
      ExpressionAttributeValues: { ':failed': 'failed', ':processing': 'processing', ':at': record.statusAt ?? record.updatedAt },
    },
  };
}

/**
 * The fulfilment's writes of a succeeded payment: the record (replacing a failed attempt on the
 * same intent, never a success or a refund) and her reference to it.
 */
export function succeededPaymentTransactItems(record: StoredPayment): TransactItem[] {
  const items: TransactItem[] = [paymentOverFailedAttempt(record)];
  const reference = userPaymentItem(record);
  if (reference) items.push({ Put: { Item: reference } });
  return items;
}

/**
 * Records a failed attempt. A payment that already succeeded (or was refunded) is never
 * downgraded, nor a later attempt's record replaced: answers false and writes nothing then. An
 * attempt for an account deleted (or being deleted) meanwhile is recorded without who she was
 * and without her reference (account-guard.ts).
 */
export async function recordFailedPayment(record: StoredPayment): Promise<boolean> {
  const reference = userPaymentItem(record);
  const items: TransactItem[] = [unsettledPaymentPut(record), ...(reference ? [{ Put: { Item: reference } }] : [])];
  try {
    if (record.userId) await writeForOpenAccount(record.userId, items);
    else await writeTransaction(items);
    return true;
  } catch (error) {
    if (error instanceof NotSignedIn) return recordFailedPayment(anonymisedPayment(record));
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
}

/** Records a payment her bank keeps `processing` as recordFailedPayment records a failure: never over a settled one. */
export const recordProcessingPayment = (record: StoredPayment): Promise<boolean> => recordFailedPayment(record);

/** A payment record without who paid: no e-mail, names, user or Stripe customer id (account deletion). */
export function anonymisedPayment(record: StoredPayment): StoredPayment {
  return { ...record, userId: null, customerEmail: ANONYMISED_EMAIL, customerName: null, athleteName: null, stripeCustomerId: null };
}

/** The payment record, read consistently, or undefined. */
export async function getPayment(paymentIntentId: string): Promise<StoredPayment | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.payment(paymentIntentId), ConsistentRead: true }));
  if (!Item) return undefined;
  const { type: _type, ...fields } = withoutKeys(Item);
  return storedPaymentSchema.parse(fields);
}

/** Several payment records by intent id (her family's view of her payments): BatchGets of 100; an unparsable one is left out. */
export async function getPayments(paymentIntentIds: readonly string[]): Promise<StoredPayment[]> {
  const found: StoredPayment[] = [];
  for (const item of await batchGetAll(paymentIntentIds.map((id) => keys.payment(id)))) {
    const { type: _type, ...fields } = withoutKeys(item);
    const parsed = storedPaymentSchema.safeParse(fields);
    if (parsed.success) found.push(parsed.data);
  }
  return found;
}

export interface BrowserReport {
  paymentIntentId: string;
  /** The intent's status as Stripe reported it when the browser called. */
  status: string;
  /** The signed-in user who reported it, if any. */
  userId?: string;
  customerInfo?: { name?: string; athleteName?: string; email?: string };
  reportedAt: string;
}

/**
 * What the browser saw after confirming (POST /api/payment-success), beside the payment record. It
 * grants nothing. A payment for an account (`accountId`, from the intent's metadata) is reported only
 * while that account is open: the report may carry her name (account-guard.ts).
 */
export async function recordBrowserReport(report: BrowserReport, accountId: string | undefined): Promise<void> {
  const Item = { ...keys.paymentBrowserReport(report.paymentIntentId), type: 'paymentBrowserReport', ...report };
  if (accountId) await writeForOpenAccount(accountId, [{ Put: { Item } }], () => new NotFound('Payment not found'));
  else await dynamoClient().send(new PutCommand({ TableName: tableName(), Item }));
}

export async function getBrowserReport(paymentIntentId: string): Promise<BrowserReport | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.paymentBrowserReport(paymentIntentId), ConsistentRead: true }));
  if (!Item) return undefined;
  const { type: _type, ...report } = withoutKeys(Item);
  return report as BrowserReport;
}

/** The PaymentIntent ids of her payments, from the references in her item collection. */
export async function listUserPaymentIntentIds(sub: string): Promise<string[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userCollection(sub).PK, ':prefix': userItemPrefix.payment },
    ConsistentRead: true,
  });
  return items.map((item) => String(item.SK).slice(userItemPrefix.payment.length));
}

/** What is written in place of her e-mail address on a payment kept after she deleted her account. */
export const ANONYMISED_EMAIL = 'deleted-account';

/**
 * Keeps a payment for the books but removes who she was (account deletion): her e-mail, names,
 * user id and Stripe customer id go, and so does the browser's report, which carried her details.
 */
export async function anonymisePayment(paymentIntentId: string, now = new Date().toISOString()): Promise<void> {
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.payment(paymentIntentId),
        UpdateExpression:
          'SET customerEmail = :anonymised, customerName = :null, athleteName = :null, userId = :null, stripeCustomerId = :null, anonymisedAt = :now, updatedAt = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':anonymised': ANONYMISED_EMAIL, ':null': null, ':now': now },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  await dynamoClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.paymentBrowserReport(paymentIntentId) }));
}
