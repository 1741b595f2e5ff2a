import { describe, expect, it } from 'vitest';
import type { MentorshipPackageRecord } from '../bookings/store/package-repo';
import { athletePackage, planEntitlementAccess, planPackageAccess, planSessionChange } from './athlete-admin';

const now = '2026-03-01T12:00:00.000Z';
const pkg = (fields: Partial<MentorshipPackageRecord> = {}): MentorshipPackageRecord => ({
  id: 'pkg-1',
  userId: 'u1',
  packageType: 'starter',
  totalSessions: 5,
  sessionsUsed: 1,
  sessionsRemaining: 4,
  sessionsReserved: 2,
  status: 'active',
  purchaseDate: '2026-01-01T00:00:00.000Z',
  amount: 40_000,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

describe('planSessionChange', () => {
  it('grants one more session: total and remaining +1', () => {
    expect(planSessionChange(pkg(), 'grant', now)).toEqual({ set: { totalSessions: 6, sessionsRemaining: 5, updatedAt: now } });
  });

  it('removes only a session no booking holds', () => {
    expect(planSessionChange(pkg(), 'remove', now)).toEqual({ set: { totalSessions: 4, sessionsRemaining: 3, updatedAt: now } });
    expect(planSessionChange(pkg({ sessionsReserved: 4 }), 'remove', now)).toEqual({ refused: expect.stringContaining('booked') });
    expect(planSessionChange(pkg({ totalSessions: 5, sessionsUsed: 5, sessionsRemaining: 0, sessionsReserved: 0 }), 'remove', now)).toEqual({
      refused: expect.stringContaining('used'),
    });
  });

  it('keeps at least one session, and never changes a refunded package', () => {
    expect(planSessionChange(pkg({ totalSessions: 1, sessionsUsed: 0, sessionsRemaining: 1, sessionsReserved: 0 }), 'remove', now)).toEqual({
      refused: 'A package keeps at least one session.',
    });
    expect(planSessionChange(pkg({ status: 'refunded' }), 'grant', now)).toEqual({ refused: expect.stringContaining('refunded') });
  });
});

describe('access', () => {
  it('extends a package to a future date, or without end, and ends it now', () => {
    const until = '2026-06-01T00:00:00.000Z';
    expect(planPackageAccess(pkg({ status: 'inactive' }), { change: 'extend', until }, now)).toEqual({
      set: { status: 'active', accessExpiresAt: until, updatedAt: now, GSI1PK: 'PKGEXPIRY', GSI1SK: `${until}#u1#pkg-1` },
    });
    expect(planPackageAccess(pkg({ accessExpiresAt: until }), { change: 'extend', until: null }, now)).toEqual({
      set: { status: 'active', updatedAt: now },
      remove: ['accessExpiresAt', 'GSI1PK', 'GSI1SK'],
    });
    expect(planPackageAccess(pkg(), { change: 'end' }, now)).toEqual({
      set: { status: 'inactive', accessExpiresAt: now, updatedAt: now },
      remove: ['GSI1PK', 'GSI1SK'],
    });
    expect(planPackageAccess(pkg({ status: 'inactive' }), { change: 'end' }, now)).toEqual({ refused: expect.stringContaining('already ended') });
    expect(planPackageAccess(pkg(), { change: 'extend', until: '2026-02-01T00:00:00.000Z' }, now)).toEqual({
      refused: 'The new end of access must be in the future.',
    });
    expect(planPackageAccess(pkg({ status: 'refunded' }), { change: 'extend' }, now)).toEqual({ refused: expect.stringContaining('refunded') });
  });

  it('switches a course entitlement on (for life or to a date) and off', () => {
    expect(planEntitlementAccess({ isActive: false }, { change: 'extend' }, now)).toEqual({ set: { isActive: true, accessExpiresAt: null, updatedAt: now } });
    expect(planEntitlementAccess({ isActive: true }, { change: 'end' }, now)).toEqual({ set: { isActive: false, accessExpiresAt: now, updatedAt: now } });
    expect(planEntitlementAccess({ isActive: false }, { change: 'end' }, now)).toEqual({ refused: expect.stringContaining('already ended') });
  });
});

describe('athletePackage', () => {
  it('shows booked and free sessions', () => {
    expect(athletePackage(pkg())).toMatchObject({ sessionsBooked: 2, sessionsToBook: 2, accessExpiresAt: null, stripePaymentIntentId: null });
  });
});
