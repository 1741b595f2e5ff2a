import { keys } from '../../kernel/store/keys';
import type { TransactItem } from '../../kernel/store/transaction';

// The transaction items a booking's life is made of (booking-repo.ts records and completes,
// booking-cancel-repo.ts cancels): one definition of each change to a booking or its package.

/** Reserves one session of the package, if it is active and has one no booking holds. */
export function reserveSessionUpdate(sub: string, packageId: string, now: string): TransactItem {
  return {
    Update: {
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
export function releaseSessionUpdate(sub: string, packageId: string, now: string): TransactItem {
  return {
    Update: {
      Key: keys.mentorshipPackage(sub, packageId),
      UpdateExpression: 'SET sessionsReserved = sessionsReserved - :one, updatedAt = :now',
      ConditionExpression: 'attribute_exists(PK) AND sessionsReserved > :zero',
      ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':now': now },
    },
  };
}

/**
 * Uses the session a scheduled booking held (a session held, or cancelled too late to give back):
 * used +1, remaining −1, reserved −1, only while the package is active and has them.
 */
export function useSessionUpdate(sub: string, packageId: string, now: string): TransactItem {
  return {
    Update: {
      Key: keys.mentorshipPackage(sub, packageId),
      UpdateExpression:
        'SET sessionsUsed = if_not_exists(sessionsUsed, :zero) + :one, sessionsRemaining = sessionsRemaining - :one, sessionsReserved = sessionsReserved - :one, updatedAt = :now',
      // Only while the package is active: a refunded package's sessions are not hers to use.
      ConditionExpression: 'attribute_exists(PK) AND #status = :active AND sessionsRemaining > :zero AND sessionsReserved > :zero',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':now': now, ':active': 'active' },
    },
  };
}

export interface EndBookingChange {
  status: 'cancelled' | 'rescheduled';
  reason: string | null;
  now: string;
  /** The package the booking must still hold (a reschedule passes it on). */
  holdsPackageId?: string;
  /** Cancelled with less than 24 hours' notice: its session is used, not given back. */
  late?: boolean;
}

/** Ends a scheduled booking (cancelled, rescheduled); it leaves the admin's attention list. */
export function endBookingUpdate(sub: string, bookingId: string, change: EndBookingChange): TransactItem {
  const values: Record<string, unknown> = {
    ':status': change.status,
    ':scheduled': 'scheduled',
    ':now': change.now,
    ':reason': change.reason,
    ':false': false,
  };
  let condition = 'attribute_exists(PK) AND #status = :scheduled';
  if (change.holdsPackageId) {
    condition += ' AND mentorshipPackageId = :pkg';
    values[':pkg'] = change.holdsPackageId;
  }
  let update = 'SET #status = :status, cancelledAt = :now, cancelReason = :reason, updatedAt = :now, needsAttention = :false';
  if (change.late) {
    update += ', lateCancellation = :late';
    values[':late'] = true;
  }
  return {
    Update: {
      Key: keys.sessionBooking(sub, bookingId),
      UpdateExpression: `${update} REMOVE GSI1PK, GSI1SK`,
      ConditionExpression: condition,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: values,
    },
  };
}
