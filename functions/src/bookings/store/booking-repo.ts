import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { sessionStatusSchema } from '@herway/shared/contracts/record-statuses';
import * as z from '@herway/shared/zod';
import { dynamoClient } from '../../kernel/aws-clients';
import { accountIsOpen, isAccountOpen } from '../../kernel/store/account-guard';
import { keys, userItemPrefix } from '../../kernel/store/keys';
import { getPackageRecord } from './package-repo';
import type { MentorshipPackageRecord } from './package-repo';
import { endBookingUpdate, reserveSessionUpdate, useSessionUpdate } from './booking-updates';
import { queryAll, tableName, withoutKeys } from '../../kernel/store/table';
import type { Item } from '../../kernel/store/table';
import { writeTransaction, cancellationCodes } from '../../kernel/store/transaction';
import type { TransactItem } from '../../kernel/store/transaction';

const isoTime = z.iso.datetime({ offset: true });

/**
 * A session booking, as stored under `USER#<sub>` / `BOOKING#<id>`, plus where it came
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
  /** Cancelled by the family with less than 24 hours' notice: the session counts as used. */
  lateCancellation: z.optional(z.boolean()),
  /** Marked a no-show by an admin (status completed: the session counts as used; booking-admin-repo.ts). */
  noShow: z.optional(z.boolean()),
  /** Calendly's pages where she cancels or reschedules it (docs/decisions/bookings-are-hers.md). */
  cancelUrl: z.optional(z.string()),
  rescheduleUrl: z.optional(z.string()),
  /** The video call's link and the scheduler's words for where it happens. */
  joinUrl: z.optional(z.string()),
  location: z.optional(z.string()),
  timeZone: z.optional(z.string()),
  /** When the reminder e-mail and the mark-complete nudge were claimed for sending (session-reminders.ts). */
  reminderSentAt: z.optional(isoTime),
  nudgeSentAt: z.optional(isoTime),
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
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userCollection(sub).PK, ':prefix': userItemPrefix.booking },
  });
  return items.map(parseBookingItem).filter(isBooking);
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
export async function findBookingAthlete(hints: {
  userId?: string;
  email: string;
}): Promise<{ userId: string; matchedBy: 'link' | 'link-other-email' | 'email' } | undefined> {
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

export type RecordBookingOutcome =
  /** Stored (with a reserved session, or flagged without a package). */
  | 'recorded'
  /** This invitee was already recorded (or cancelled first): nothing changed. */
  | 'duplicate'
  /** The chosen package lost its last free session meanwhile: choose again. */
  | 'package-unavailable'
  /** The booking being rescheduled is no longer scheduled on that package: record it as a new one. */
  | 'reschedule-stale'
  /** Her account was deleted (or is being deleted): nothing recorded. */
  | 'account-deleted';

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
  // Once her deletion has begun, refused without a transaction that would hold her profile (account-guard.ts).
  if (!(await isAccountOpen(sub))) return 'account-deleted';
  const lookup: SchedulerBookingLookup = {
    inviteeUri: booking.calendlyInviteeUri,
    userId: sub,
    bookingId: booking.id,
    mentorshipPackageId: booking.mentorshipPackageId,
    createdAt: now,
  };
  const items: TransactItem[] = [
    { Put: { Item: bookingItem(booking), ConditionExpression: 'attribute_not_exists(PK)' } },
    {
      Put: {
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
  // Her account deleted (or being deleted): nothing is recorded for her (account-guard.ts).
  items.push(accountIsOpen(sub));
  try {
    await writeTransaction(items);
    return 'recorded';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    if (codes.at(-1) === 'ConditionalCheckFailed') return 'account-deleted';
    if (codes[1] === 'ConditionalCheckFailed') return 'duplicate';
    if (codes[2] === 'ConditionalCheckFailed') return options.reschedules ? 'reschedule-stale' : 'package-unavailable';
    throw error;
  }
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
    await writeTransaction([
      {
        Update: {
          Key: keys.sessionBooking(sub, bookingId),
          UpdateExpression: 'SET #status = :completed, completedAt = :now, updatedAt = :now',
          ConditionExpression: 'attribute_exists(PK) AND #status = :scheduled AND mentorshipPackageId = :pkg AND sessionDate <= :now',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':completed': 'completed', ':scheduled': 'scheduled', ':pkg': packageId, ':now': now },
        },
      },
      useSessionUpdate(sub, packageId, now),
    ]);
  } catch (error) {
    if (!cancellationCodes(error)) throw error;
    return { completed: false, ...(await read()) };
  }
  const after = await read();
  if (!after.booking || !after.package) throw new Error(`Booking ${bookingId} or its package vanished after completion`);
  return { completed: true, booking: after.booking, package: after.package };
}
