import type { MentorshipPackageSummary } from '@herway/shared/contracts/dashboard';
import { describe, expect, it } from 'vitest';
import { activeSessionTotals } from './dashboard';

const summary = (changes: Partial<MentorshipPackageSummary>): MentorshipPackageSummary => ({
  id: 'p',
  packageType: 'growth',
  status: 'active',
  sessionsUsed: 0,
  totalSessions: 5,
  sessionsRemaining: 3,
  sessionsBooked: 1,
  sessionsToBook: 2,
  purchaseDate: '2026-01-01T00:00:00.000Z',
  expiresAt: null,
  ...changes,
});

describe('her sessions remaining on the dashboard', () => {
  const now = new Date('2026-11-29T12:00:00.000Z');

  it('counts active packages without an expiry or not yet expired', () => {
    const totals = activeSessionTotals([summary({}), summary({ expiresAt: '2026-11-29T12:00:01.000Z', sessionsToBook: 4, sessionsBooked: 0 })], now);
    expect(totals).toEqual({ totalSessionsRemaining: 6, totalSessionsBooked: 1 });
  });

  it('leaves out a package past its expiry and one that is not active', () => {
    const totals = activeSessionTotals(
      [summary({ expiresAt: '2026-11-29T12:00:00.000Z' }), summary({ status: 'refunded' }), summary({ sessionsToBook: 1, sessionsBooked: 0 })],
      now,
    );
    expect(totals).toEqual({ totalSessionsRemaining: 1, totalSessionsBooked: 0 });
  });
});
