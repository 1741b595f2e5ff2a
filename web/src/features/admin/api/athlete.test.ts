import { describe, expect, it } from 'vitest';
import { untilOf } from '../components/athlete-records';
import { athleteActionRequest } from './athlete';

describe('athlete actions', () => {
  it('sends each action to its route with its reason', () => {
    expect(athleteActionRequest('u 1', { kind: 'sessions', body: { packageId: 'p1', change: 'grant', reason: 'Missed call' } })).toEqual({
      path: '/api/admin/athletes/u%201/sessions',
      body: { packageId: 'p1', change: 'grant', reason: 'Missed call' },
    });
    expect(athleteActionRequest('u1', { kind: 'no-show', bookingId: 'b1', reason: 'Did not join' })).toEqual({
      path: '/api/admin/bookings/u1/b1/no-show',
      body: { reason: 'Did not join' },
    });
    expect(athleteActionRequest('u1', { kind: 'cancel', bookingId: 'b1', reason: 'Asked' }).path).toBe('/api/admin/bookings/u1/b1/cancel');
  });

  it('reads a date field as the end of that day, and an empty one as no end', () => {
    expect(untilOf('2026-06-30')).toBe('2026-06-30T23:59:59.000Z');
    expect(untilOf('')).toBeNull();
  });
});
