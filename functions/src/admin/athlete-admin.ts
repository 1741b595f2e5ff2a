import type { AthleteBooking, AthletePackage } from '@herway/shared/contracts/admin-athletes';
import type { RecordPlan } from './store/admin-records-repo';
import type { BookingRecord } from '../bookings/store/booking-repo';
import type { MentorshipPackageRecord } from '../bookings/store/package-repo';
import { keys } from '../kernel/store/keys';

// The admins' changes to an athlete's records (docs/admin-athletes-leads-attention.md), as pure decisions: what a
// change sets, or why it is refused. The adapters apply them (admin-records-repo.ts).

const reserved = (record: Pick<MentorshipPackageRecord, 'sessionsReserved'>) => record.sessionsReserved ?? 0;

/** A package as the athlete page shows it: its counts, booked and free. */
export function athletePackage(record: MentorshipPackageRecord): AthletePackage {
  return {
    id: record.id,
    packageType: record.packageType,
    status: record.status,
    totalSessions: record.totalSessions,
    sessionsUsed: record.sessionsUsed,
    sessionsRemaining: record.sessionsRemaining,
    sessionsBooked: reserved(record),
    sessionsToBook: Math.max(0, record.sessionsRemaining - reserved(record)),
    purchaseDate: record.purchaseDate,
    accessExpiresAt: record.accessExpiresAt ?? null,
    amount: record.amount,
    stripePaymentIntentId: record.stripePaymentIntentId ?? null,
  };
}

/** A booking as the athlete page shows it. */
export function athleteBooking(record: BookingRecord & { noShow?: unknown }): AthleteBooking {
  return {
    id: record.id,
    status: record.status,
    sessionDate: record.sessionDate,
    mentorName: record.mentorName,
    mentorshipPackageId: record.mentorshipPackageId,
    needsAttention: record.needsAttention,
    attentionReason: record.needsAttention ? (record.attentionReason ?? null) : null,
    noShow: record.noShow === true,
    lateCancellation: record.lateCancellation === true,
    cancelReason: record.cancelReason ?? null,
    cancelUrl: record.status === 'scheduled' ? (record.cancelUrl ?? null) : null,
    createdAt: record.createdAt,
  };
}

/**
 * One session added to a package, or one taken away. Never below what is booked or used: only a
 * session no booking holds can be removed, and a package keeps at least one session.
 */
export function planSessionChange(record: MentorshipPackageRecord, change: 'grant' | 'remove', now: string): RecordPlan {
  if (record.status === 'refunded') return { refused: 'This package was refunded: its sessions can no longer change.' };
  if (change === 'grant') {
    return { set: { totalSessions: record.totalSessions + 1, sessionsRemaining: record.sessionsRemaining + 1, updatedAt: now } };
  }
  if (record.sessionsRemaining - reserved(record) <= 0) {
    return {
      refused:
        record.sessionsRemaining === 0
          ? 'Every session of this package is used: there is none to remove.'
          : 'Every remaining session of this package is booked: cancel a booking first, or leave it.',
    };
  }
  if (record.totalSessions <= 1) return { refused: 'A package keeps at least one session.' };
  return { set: { totalSessions: record.totalSessions - 1, sessionsRemaining: record.sessionsRemaining - 1, updatedAt: now } };
}

export interface AccessChange {
  change: 'extend' | 'end';
  /** The new end of access (extend); null or absent: no end. */
  until?: string | null;
}

function checkUntil(until: string | null | undefined, now: string): string | undefined {
  if (until && Date.parse(until) <= Date.parse(now)) return 'The new end of access must be in the future.';
  return undefined;
}

/** A package's access extended (active again, to `until` or without end) or ended now (inactive). */
export function planPackageAccess(record: MentorshipPackageRecord, change: AccessChange, now: string): RecordPlan {
  if (record.status === 'refunded') return { refused: 'This package was refunded: its access cannot be changed.' };
  if (change.change === 'end') {
    if (record.status === 'inactive') return { refused: 'This package’s access has already ended.' };
    return { set: { status: 'inactive', accessExpiresAt: now, updatedAt: now }, remove: ['GSI1PK', 'GSI1SK'] };
  }
  const invalid = checkUntil(change.until, now);
  if (invalid) return { refused: invalid };
  // A new end puts the package back on the expiry reminder's list (its reminder is for that end: package-expiry-repo.ts).
  return change.until
    ? { set: { status: 'active', accessExpiresAt: change.until, updatedAt: now, ...keys.packageExpiry(change.until, record.userId, record.id) } }
    : { set: { status: 'active', updatedAt: now }, remove: ['accessExpiresAt', 'GSI1PK', 'GSI1SK'] };
}

/** A course entitlement extended (on, to `until` or for life) or ended now (off). */
export function planEntitlementAccess(record: { isActive?: unknown }, change: AccessChange, now: string): RecordPlan {
  if (change.change === 'end') {
    if (record.isActive === false) return { refused: 'This course access has already ended.' };
    return { set: { isActive: false, accessExpiresAt: now, updatedAt: now } };
  }
  const invalid = checkUntil(change.until, now);
  if (invalid) return { refused: invalid };
  return { set: { isActive: true, accessExpiresAt: change.until ?? null, updatedAt: now } };
}
