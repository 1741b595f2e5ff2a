import { describe, expect, it } from 'vitest';
import { aPackage } from '@/testing/fixtures';
import { hasBookableSessions, packageAvailability, packageLabel, packageLedger, packageProgressPercent, packageTotal } from './packages';

describe('package card rules', () => {
  it('labels the package by its type, capitalised, and Standard when missing', () => {
    expect(packageLabel('growth')).toBe('Growth');
    expect(packageLabel('elite')).toBe('Elite');
    expect(packageLabel(undefined)).toBe('Standard');
    expect(packageLabel(null)).toBe('Standard');
    expect(packageLabel('  ')).toBe('Standard');
  });

  it('computes the progress as used / total, the total defaulting to 1', () => {
    expect(packageProgressPercent({ sessionsUsed: 1, totalSessions: 8 })).toBe(13);
    expect(packageProgressPercent({ sessionsUsed: 0, totalSessions: 8 })).toBe(0);
    expect(packageProgressPercent({ sessionsUsed: 8, totalSessions: 8 })).toBe(100);
    expect(packageProgressPercent({ sessionsUsed: 1, totalSessions: 3 })).toBe(33);
    expect(packageTotal({ totalSessions: undefined })).toBe(1);
    expect(packageTotal({ totalSessions: 0 })).toBe(1);
    expect(packageProgressPercent({ sessionsUsed: 0, totalSessions: null })).toBe(0);
    expect(packageProgressPercent({ sessionsUsed: 3, totalSessions: null })).toBe(100);
  });

  it('is inactive unless active, out of sessions at 0 left, else bookable', () => {
    expect(packageAvailability(aPackage({ status: 'inactive' }))).toBe('inactive');
    expect(packageAvailability(aPackage({ status: 'refunded', sessionsRemaining: 3 }))).toBe('inactive');
    expect(packageAvailability(aPackage({ sessionsRemaining: 0, sessionsUsed: 8 }))).toBe('no-sessions');
    expect(packageAvailability(aPackage())).toBe('bookable');
  });

  it('offers booking only when an active package has sessions left', () => {
    expect(hasBookableSessions([])).toBe(false);
    expect(hasBookableSessions([aPackage({ status: 'inactive' }), aPackage({ sessionsRemaining: 0 })])).toBe(false);
    expect(hasBookableSessions([aPackage({ sessionsRemaining: 0 }), aPackage({ id: 'pkg-2' })])).toBe(true);
  });
});

describe('packageLedger and expiry', () => {
  const now = new Date('2027-04-20T12:00:00Z');

  it('reads the sessions left of the total and the expiry', () => {
    expect(packageLedger(aPackage({ sessionsRemaining: 3, totalSessions: 5, expiresAt: '2027-05-01T00:00:00.000Z' }), now)).toBe(
      '3 of 5 sessions left · expires May 1, 2027',
    );
    expect(packageLedger({ ...aPackage({ sessionsRemaining: 1 }), totalSessions: undefined }, now)).toBe('1 of 1 session left');
  });

  it('an active package past its expiry is expired: its sessions are not offered for booking', () => {
    const expired = aPackage({ sessionsRemaining: 2, expiresAt: '2027-04-01T00:00:00.000Z' });
    expect(packageAvailability(expired, now)).toBe('expired');
    expect(hasBookableSessions([expired], now)).toBe(false);
    expect(packageLedger(expired, now)).toBe('Expired on Apr 1, 2027 with 2 sessions unused. Write to us if you need more time.');
    expect(packageAvailability(aPackage({ expiresAt: '2027-05-01T00:00:00.000Z' }), now)).toBe('bookable');
  });
});
