import { describe, expect, it } from 'vitest';
import { aSession } from '../testing/fixtures';
import { canMarkComplete, SESSION_STATUS_BADGE, sessionBadgeVariant, sessionCounts } from './sessions';

const now = new Date('2025-10-01T12:00:00.000Z');

describe('session rules (SPEC §4)', () => {
  it('maps each status to its badge variant', () => {
    expect(SESSION_STATUS_BADGE).toEqual({
      completed: 'default',
      scheduled: 'secondary',
      cancelled: 'destructive',
      rescheduled: 'outline',
    });
    expect(sessionBadgeVariant('no-show')).toBe('outline');
  });

  it('offers Mark Complete only for a scheduled session that has started and holds a package', () => {
    const past = '2025-10-01T11:00:00.000Z';
    const future = '2025-10-01T13:00:00.000Z';
    expect(canMarkComplete(aSession({ sessionDate: past }), now)).toBe(true);
    expect(canMarkComplete(aSession({ sessionDate: now.toISOString() }), now)).toBe(true);
    expect(canMarkComplete(aSession({ sessionDate: future }), now)).toBe(false);
    expect(canMarkComplete(aSession({ sessionDate: null }), now)).toBe(false);
    expect(canMarkComplete(aSession({ sessionDate: past, status: 'completed' }), now)).toBe(false);
    expect(canMarkComplete(aSession({ sessionDate: past, status: 'cancelled' }), now)).toBe(false);
    expect(canMarkComplete(aSession({ sessionDate: past, mentorshipPackageId: null }), now)).toBe(false);
    expect(canMarkComplete(aSession({ sessionDate: past, needsAttention: true }), now)).toBe(false);
  });

  it('counts total, completed and scheduled sessions', () => {
    expect(
      sessionCounts([
        aSession({ status: 'completed' }),
        aSession({ status: 'scheduled' }),
        aSession({ status: 'scheduled' }),
        aSession({ status: 'cancelled' }),
      ]),
    ).toEqual({ total: 4, completed: 1, scheduled: 2 });
  });
});
