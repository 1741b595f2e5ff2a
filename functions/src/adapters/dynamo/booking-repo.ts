import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { sessionStatusSchema } from '@herway/shared/contracts/dashboard';
import * as z from '@herway/shared/zod';
import { dynamoClient } from '../aws-clients';
import { keys, userItemPrefix } from './keys';
import { getPackageRecord } from './package-repo';
import type { MentorshipPackageRecord, TransactItem } from './package-repo';
import { tableName, withoutKeys } from './table';
import type { Item } from './table';

const isoTime = z.iso.datetime({ offset: true });

/**
 * SPEC §3 session_bookings, as stored under `USER#<sub>` / `BOOKING#<id>`, plus where it came
 * from (the Calendly invitee) and whether the founders must look at it (recorded without a package).
 */
export const bookingRecordSchema = z.object({
  id: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  mentorshipPackageId: z.nullable(z.string()),
  mentorName: z.nullable(z.string()),
  sessionDate: z.nullable(isoTime),
  sessionDuration: z.number().check(z.int(), z.positive()),
  sessionType: z._default(z.string(), 'mentorship'),
  status: sessionStatusSchema,
  calendlyEventId: z.optional(z.string()),
  calendlyInviteeUri: z.optional(z.string()),
  inviteeEmail: z.optional(z.string()),
  inviteeName: z.optional(z.nullable(z.string())),
  needsAttention: z._default(z.boolean(), false),
  /** Why the booking has no package, for the admin. */
  attentionReason: z.optional(z.string()),
  completedAt: z._default(z.nullable(isoTime), null),
  cancelledAt: z.optional(isoTime),
  cancelReason: z.optional(z.nullable(z.string())),
  notes: z._default(z.nullable(z.string()), null),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type BookingRecord = z.infer<typeof bookingRecordSchema>;

/** The `CALENDLY#<inviteeUri>` look-up item: which booking an invitee made, or a cancellation that came first. */
export interface SchedulerBookingLookup {
  inviteeUri: string;
  userId?: string;
  bookingId?: string;
  mentorshipPackageId?: string | null;
  /** Set when invitee.canceled arrived before (or without) its invitee.created. */
  cancelledBeforeBooking?: boolean;
  createdAt: string;
}

export function parseBookingItem(item: Item): BookingRecord | undefined {
  const { type: _type, ...fields } = withoutKeys(item);
  const parsed = bookingRecordSchema.safeParse(fields);
  return parsed.success ? parsed.data : undefined;
}

const isBooking = (record: BookingRecord | undefined): record is BookingRecord => record !== undefined;

function bookingItem(booking: BookingRecord): Item {
  return {
    ...keys.sessionBooking(booking.userId, booking.id),
    ...(booking.needsAttention ? keys.listing('ATTENTION', booking.createdAt, booking.id) : {}),
    type: 'sessionBooking',
    ...booking,
  };
}

/** The athlete's bookings: one Query of her partition's BOOKING# items (the sessions page). */
export async function listBookings(sub: string): Promise<BookingRecord[]> {
  const records: BookingRecord[] = [];
  let startKey: Item | undefined;
  do {
    const result = await dynamoClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.userCollection(sub).PK, ':prefix': userItemPrefix.booking },
        ExclusiveStartKey: startKey,
      }),
    );
    records.push(...(result.Items ?? []).map(parseBookingItem).filter(isBooking));
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return records;
}

export async function getBooking(sub: string, bookingId: string): Promise<BookingRecord | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.sessionBooking(sub, bookingId), ConsistentRead: true }));
  return Item ? parseBookingItem(Item) : undefined;
}

/**
 * The registered athlete a booking is for: the athlete her booking link's token names when her
 * profile exists (`link`, or `link-other-email` when the invitee typed another address), else the
 * owner of the invitee's e-mail address (`email`); undefined for a stranger.
 */
export async function findBookingAthlete(hints: { userId?: string; email: string }): Promise<{ userId: string; matchedBy: 'link' | 'link-other-email' | 'email' } | undefined> {
  if (hints.userId) {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.userProfile(hints.userId), ProjectionExpression: 'PK, email' }),
    );
    if (Item) {
      const sameEmail = typeof Item.email === 'string' && Item.email.toLowerCase() === hints.email;
      return { userId: hints.userId, matchedBy: sameEmail ? 'link' : 'link-other-email' };
    }
  }
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.emailLookup(hints.email) }));
  return typeof Item?.userId === 'string' ? { userId: Item.userId, matchedBy: 'email' } : undefined;
}

export async function findSchedulerBooking(inviteeUri: string): Promise<SchedulerBookingLookup | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.schedulerBooking(inviteeUri), ConsistentRead: true }));
  if (!Item) return undefined;
  const { type: _type, ...lookup } = withoutKeys(Item);
  return lookup as SchedulerBookingLookup;
}

function cancellationCodes(error: unknown): string[] | undefined {
  if (!(error instanceof TransactionCanceledException) && (error as Error | undefined)?.name !== 'TransactionCanceledException') return undefined;
  return ((error as TransactionCanceledException).CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
}

const failed = (codes: string[], index: number) => codes[index] === 'ConditionalCheckFailed';

/** Reserves one session of the package, if it is active and has one no booking holds. */
function reserveSessionUpdate(sub: string, packageId: string, now: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.mentorshipPackage(sub, packageId),
      UpdateExpression: 'SET sessionsReserved = if_not_exists(sessionsReserved, :zero) + :one, updatedAt = :now',
      ConditionExpression:
        'attribute_exists(PK) AND #status = :active AND ((attribute_not_exists(sessionsReserved) AND sessionsRemaining > :zero) OR sessionsReserved < sessionsRemaining)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':active': 'active', ':now': now },
    },
  };
}

/** Gives back the session a scheduled booking held. */
function releaseSessionUpdate(sub: string, packageId: string, now: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.mentorshipPackage(sub, packageId),
      UpdateExpression: 'SET sessionsReserved = sessionsReserved - :one, updatedAt = :now',
      ConditionExpression: 'attribute_exists(PK) AND sessionsReserved > :zero',
      ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':now': now },
    },
  };
}

/** Ends a scheduled booking (cancelled, rescheduled); it leaves the admin's attention list. */
function endBookingUpdate(
  sub: string,
  bookingId: string,
  change: { status: 'cancelled' | 'rescheduled'; reason: string | null; now: string; holdsPackageId?: string },
): TransactItem {
  const values: Record<string, unknown> = { ':status': change.status, ':scheduled': 'scheduled', ':now': change.now, ':reason': change.reason, ':false': false };
  let condition = 'attribute_exists(PK) AND #status = :scheduled';
  if (change.holdsPackageId) {
    condition += ' AND mentorshipPackageId = :pkg';
    values[':pkg'] = change.holdsPackageId;
  }
  return {
    Update: {
      TableName: tableName(),
      Key: keys.sessionBooking(sub, bookingId),
      UpdateExpression: 'SET #status = :status, cancelledAt = :now, cancelReason = :reason, updatedAt = :now, needsAttention = :false REMOVE GSI1PK, GSI1SK',
      ConditionExpression: condition,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: values,
    },
  };
}

export type RecordBookingOutcome =
  /** Stored (with a reserved session, or flagged without a package). */
  | 'recorded'
  /** This invitee was already recorded (or cancelled first): nothing changed. */
  | 'duplicate'
  /** The chosen package lost its last free session meanwhile: choose again. */
  | 'package-unavailable'
  /** The booking being rescheduled is no longer scheduled on that package: record it as a new one. */
  | 'reschedule-stale';

/**
 * Records a booking in ONE transaction: the booking, the `CALENDLY#<invitee>` look-up item
 * (attribute_not_exists, so a duplicate delivery changes nothing) and either a reserved session
 * of its package or, for a reschedule, the old booking marked rescheduled (its reserved session
 * passes to the new booking, so the package's counts do not move).
 */
export async function recordBooking(
  booking: BookingRecord,
  options: { reschedules?: { bookingId: string; packageId: string; reason: string | null } } = {},
): Promise<RecordBookingOutcome> {
  const { userId: sub, createdAt: now } = booking;
  if (!booking.calendlyInviteeUri) throw new Error('A Calendly booking needs its invitee URI');
  const lookup: SchedulerBookingLookup = {
    inviteeUri: booking.calendlyInviteeUri,
    userId: sub,
    bookingId: booking.id,
    mentorshipPackageId: booking.mentorshipPackageId,
    createdAt: now,
  };
  const items: TransactItem[] = [
    { Put: { TableName: tableName(), Item: bookingItem(booking), ConditionExpression: 'attribute_not_exists(PK)' } },
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.schedulerBooking(booking.calendlyInviteeUri), type: 'calendlyBooking', ...lookup },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
  if (options.reschedules) {
    const { bookingId, packageId, reason } = options.reschedules;
    if (booking.mentorshipPackageId !== packageId) throw new Error('A rescheduled booking keeps its package');
    items.push(endBookingUpdate(sub, bookingId, { status: 'rescheduled', reason, now, holdsPackageId: packageId }));
  } else if (booking.mentorshipPackageId) {
    items.push(reserveSessionUpdate(sub, booking.mentorshipPackageId, now));
  }
  try {
    await dynamoClient().send(new TransactWriteCommand({ TransactItems: items }));
    return 'recorded';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    if (failed(codes, 1)) return 'duplicate';
    if (failed(codes, 2)) return options.reschedules ? 'reschedule-stale' : 'package-unavailable';
    throw error;
  }
}

export type CancelBookingOutcome =
  | { outcome: 'cancelled'; booking: BookingRecord; released: boolean }
  /** Already cancelled, rescheduled or completed: nothing changed. */
  | { outcome: 'unchanged'; booking: BookingRecord | undefined }
  /** No booking for this invitee (yet): a marker makes a late invitee.created change nothing. */
  | { outcome: 'not-booked' };

/**
 * Cancels the booking of a Calendly invitee in ONE transaction: scheduled → cancelled (or
 * rescheduled) and its package's reserved session given back. Idempotent: a booking no longer
 * scheduled is left as it is (a completed session stays completed).
 */
export async function cancelSchedulerBooking(
  inviteeUri: string,
  change: { status: 'cancelled' | 'rescheduled'; reason: string | null; now: string },
): Promise<CancelBookingOutcome> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const lookup = await findSchedulerBooking(inviteeUri);
    if (!lookup) {
      try {
        await dynamoClient().send(
          new PutCommand({
            TableName: tableName(),
            Item: { ...keys.schedulerBooking(inviteeUri), type: 'calendlyBooking', inviteeUri, cancelledBeforeBooking: true, createdAt: change.now },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return { outcome: 'not-booked' };
      } catch (error) {
        // The booking was recorded meanwhile: cancel it.
        if ((error as Error).name === 'ConditionalCheckFailedException') continue;
        throw error;
      }
    }
    if (lookup.cancelledBeforeBooking || !lookup.userId || !lookup.bookingId) return { outcome: 'not-booked' };
    const { userId: sub, bookingId } = lookup;
    const packageId = lookup.mentorshipPackageId ?? undefined;
    const items = [endBookingUpdate(sub, bookingId, change)];
    if (packageId) items.push(releaseSessionUpdate(sub, packageId, change.now));
    try {
      await dynamoClient().send(new TransactWriteCommand({ TransactItems: items }));
      const booking = await getBooking(sub, bookingId);
      if (!booking) throw new Error(`Booking ${bookingId} vanished after its cancellation`);
      return { outcome: 'cancelled', booking, released: Boolean(packageId) };
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      if (failed(codes, 0)) return { outcome: 'unchanged', booking: await getBooking(sub, bookingId) };
      // The package has no reservation to give back (it should have): cancel the booking alone.
      await dynamoClient().send(new TransactWriteCommand({ TransactItems: [endBookingUpdate(sub, bookingId, change)] }));
      const booking = await getBooking(sub, bookingId);
      if (!booking) throw new Error(`Booking ${bookingId} vanished after its cancellation`);
      return { outcome: 'cancelled', booking, released: false };
    }
  }
  throw new Error(`Could not cancel the booking of ${inviteeUri}: it kept changing`);
}

export type CompleteBookingResult =
  | { completed: true; booking: BookingRecord; package: MentorshipPackageRecord }
  /** Nothing changed; the booking and package as they are now, to explain why. */
  | { completed: false; booking: BookingRecord | undefined; package: MentorshipPackageRecord | undefined };

/**
 * Marks the athlete's booking completed in ONE transaction: the booking scheduled → completed
 * (only if it is hers: the key is built from her sub; only if it has started; only if it holds
 * the package its id names) and its package's sessionsUsed +1, sessionsRemaining −1 and
 * sessionsReserved −1 (only while a session remains). The items are read only afterwards: to
 * reply, or to explain a refusal.
 */
export async function completeBooking(sub: string, bookingId: string, packageId: string | undefined, now: string): Promise<CompleteBookingResult> {
  const read = async () => {
    const booking = await getBooking(sub, bookingId);
    const pkgId = booking?.mentorshipPackageId ?? packageId;
    return { booking, package: pkgId ? await getPackageRecord(sub, pkgId) : undefined };
  };
  if (!packageId) return { completed: false, ...(await read()) };
  try {
    await dynamoClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.sessionBooking(sub, bookingId),
              UpdateExpression: 'SET #status = :completed, completedAt = :now, updatedAt = :now',
              ConditionExpression: 'attribute_exists(PK) AND #status = :scheduled AND mentorshipPackageId = :pkg AND sessionDate <= :now',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':completed': 'completed', ':scheduled': 'scheduled', ':pkg': packageId, ':now': now },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.mentorshipPackage(sub, packageId),
              UpdateExpression:
                'SET sessionsUsed = if_not_exists(sessionsUsed, :zero) + :one, sessionsRemaining = sessionsRemaining - :one, sessionsReserved = sessionsReserved - :one, updatedAt = :now',
              // Only while the package is active: a refunded package's sessions are not hers to use.
              ConditionExpression: 'attribute_exists(PK) AND #status = :active AND sessionsRemaining > :zero AND sessionsReserved > :zero',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':now': now, ':active': 'active' },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (!cancellationCodes(error)) throw error;
    return { completed: false, ...(await read()) };
  }
  const after = await read();
  if (!after.booking || !after.package) throw new Error(`Booking ${bookingId} or its package vanished after completion`);
  return { completed: true, booking: after.booking, package: after.package };
}
