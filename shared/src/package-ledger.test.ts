import { describe, expect, it } from 'vitest';
import { packageHasExpired, packageLedgerLine } from './package-ledger';

const now = new Date('2027-04-20T12:00:00Z');

describe('packageLedgerLine', () => {
  it('says how many sessions are left, and until when when the package expires', () => {
    expect(packageLedgerLine({ sessionsRemaining: 3, totalSessions: 5, expiresAt: null }, now)).toBe('3 of 5 sessions left');
    expect(packageLedgerLine({ sessionsRemaining: 3, totalSessions: 5, expiresAt: '2027-05-01T00:00:00.000Z' }, now)).toBe(
      '3 of 5 sessions left · expires May 1, 2027',
    );
    expect(packageLedgerLine({ sessionsRemaining: 1, totalSessions: 1 }, now)).toBe('1 of 1 session left');
  });

  it('past its expiry, says what became of the unused sessions', () => {
    const expired = { totalSessions: 5, expiresAt: '2027-04-01T00:00:00.000Z' };
    expect(packageLedgerLine({ ...expired, sessionsRemaining: 2 }, now)).toBe(
      'Expired on Apr 1, 2027 with 2 sessions unused. Write to us if you need more time.',
    );
    expect(packageLedgerLine({ ...expired, sessionsRemaining: 1 }, now)).toBe(
      'Expired on Apr 1, 2027 with 1 session unused. Write to us if you need more time.',
    );
    expect(packageLedgerLine({ ...expired, sessionsRemaining: 0 }, now)).toBe('Expired on Apr 1, 2027, every session used.');
  });

  it('expires at the instant of its expiry', () => {
    expect(packageHasExpired({ expiresAt: now.toISOString() }, now)).toBe(true);
    expect(packageHasExpired({ expiresAt: new Date(now.getTime() + 1).toISOString() }, now)).toBe(false);
    expect(packageHasExpired({ expiresAt: null }, now)).toBe(false);
  });
});
