import { describe, expect, it } from 'vitest';
import { aSession } from '@/testing/fixtures';
import { canMarkComplete, SESSION_STATUS_BADGE, sessionBadgeVariant, sessionChangeState, sessionCounts, showsJoinLink } from './sessions';

const now = new Date('2025-10-01T12:00:00.000Z');

describe('session rules', () => {
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

describe('changing a session (24 hours notice)', () => {
  const links = { cancelUrl: 'https://calendly.com/cancellations/1', rescheduleUrl: 'https://calendly.com/reschedulings/1' };
  const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

  it('can be changed up to exactly 24 hours before it starts', () => {
    expect(sessionChangeState(aSession({ sessionDate: at(25), ...links }), now)).toBe('change');
    expect(sessionChangeState(aSession({ sessionDate: at(24), ...links }), now)).toBe('change');
    expect(sessionChangeState(aSession({ sessionDate: at(23.9), ...links }), now)).toBe('too-late');
  });

  it('offers nothing once started, when not scheduled, or without the scheduler links', () => {
    expect(sessionChangeState(aSession({ sessionDate: at(-1), ...links }), now)).toBe('none');
    expect(sessionChangeState(aSession({ sessionDate: at(48), status: 'cancelled', ...links }), now)).toBe('none');
    expect(sessionChangeState(aSession({ sessionDate: at(48) }), now)).toBe('none');
  });

  it('shows the call link until an hour after the session ends', () => {
    const session = aSession({ sessionDate: at(-1.5), sessionDuration: 60, joinUrl: 'https://meet.example.com/1' });
    expect(showsJoinLink(session, now)).toBe(true);
    expect(showsJoinLink({ ...session, sessionDate: at(-2.1) }, now)).toBe(false);
    expect(showsJoinLink({ ...session, joinUrl: undefined }, now)).toBe(false);
  });
});
