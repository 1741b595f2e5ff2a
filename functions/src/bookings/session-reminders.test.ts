import { describe, expect, it } from 'vitest';
import type { BookingRecord } from './store/booking-repo';
import { plannedMessages, reasonNotToSend } from './session-reminders';

const booking = (changes: Partial<BookingRecord> = {}): BookingRecord => ({
  id: 'pi_1_8f0c',
  userId: 'athlete-1',
  mentorshipPackageId: 'pi_1',
  mentorName: 'Maya Reynolds',
  sessionDate: '2026-12-10T17:00:00.000Z',
  sessionDuration: 60,
  sessionType: 'mentorship',
  status: 'scheduled',
  needsAttention: false,
  completedAt: null,
  notes: null,
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
  ...changes,
});

const times = (planned: ReturnType<typeof plannedMessages>) => planned.map(({ message, at }) => [message.kind, at.toISOString()]);

describe('plannedMessages', () => {
  it('plans the reminder 24 hours before the start and the nudge an hour after the end', () => {
    expect(times(plannedMessages(booking(), new Date('2026-12-01T00:00:00.000Z')))).toEqual([
      ['reminder', '2026-12-09T17:00:00.000Z'],
      ['nudge', '2026-12-10T19:00:00.000Z'],
    ]);
    const [first] = plannedMessages(booking(), new Date('2026-12-01T00:00:00.000Z'));
    expect(first?.message).toEqual({ kind: 'reminder', userId: 'athlete-1', bookingId: 'pi_1_8f0c', sessionDate: '2026-12-10T17:00:00.000Z' });
  });

  it('plans no reminder for a session booked less than 24 hours ahead, and nothing once it is over', () => {
    expect(times(plannedMessages(booking(), new Date('2026-12-10T08:00:00.000Z')))).toEqual([['nudge', '2026-12-10T19:00:00.000Z']]);
    expect(plannedMessages(booking(), new Date('2026-12-10T19:00:00.000Z'))).toEqual([]);
  });

  it('plans nothing for a booking that holds none of her sessions, or is no longer scheduled', () => {
    const now = new Date('2026-12-01T00:00:00.000Z');
    expect(plannedMessages(booking({ mentorshipPackageId: null, needsAttention: true }), now)).toEqual([]);
    expect(plannedMessages(booking({ status: 'cancelled' }), now)).toEqual([]);
  });
});

describe('reasonNotToSend', () => {
  const message = { kind: 'reminder' as const, userId: 'athlete-1', bookingId: 'pi_1_8f0c', sessionDate: '2026-12-10T17:00:00.000Z' };

  it('sends for a scheduled booking at the same start, once', () => {
    expect(reasonNotToSend(message, booking())).toBeUndefined();
    expect(reasonNotToSend(message, booking({ reminderSentAt: '2026-12-09T17:00:01.000Z' }))).toBe('it was sent already');
    expect(reasonNotToSend({ ...message, kind: 'nudge' }, booking({ reminderSentAt: '2026-12-09T17:00:01.000Z' }))).toBeUndefined();
  });

  it('sends nothing for a booking gone, cancelled, rescheduled, completed or moved', () => {
    expect(reasonNotToSend(message, undefined)).toBe('the booking no longer exists');
    expect(reasonNotToSend(message, booking({ status: 'cancelled' }))).toBe('the booking is cancelled');
    expect(reasonNotToSend(message, booking({ status: 'rescheduled' }))).toBe('the booking is rescheduled');
    expect(reasonNotToSend({ ...message, kind: 'nudge' }, booking({ status: 'completed' }))).toBe('the booking is completed');
    expect(reasonNotToSend(message, booking({ sessionDate: '2026-12-11T17:00:00.000Z' }))).toBe('the booking starts at another time now');
  });
});
