import { describe, expect, it } from 'vitest';
import { athleteOfBookingToken, bookingTokenOf } from './booking-links';

const secret = 'booking-link-test-secret';
const sub = '3f1c9a52-8e0b-4d6f-a1b7-2c9e4f5d6a70';

describe('booking link tokens', () => {
  it('open to her id with the key, and do not show it', () => {
    const token = bookingTokenOf(sub, secret);
    expect(athleteOfBookingToken(token, secret)).toBe(sub);
    expect(token).not.toContain(sub);
    expect(bookingTokenOf(sub, secret)).not.toBe(token); // a fresh seal each time
  });

  it('do not open when forged, edited, cut, raw or made with another key', () => {
    const token = bookingTokenOf(sub, secret);
    const edited = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}A`;
    for (const attempt of [sub, edited, token.slice(0, 20), 'b1.', 'b2.abc', `${token}.x`]) expect(athleteOfBookingToken(attempt, secret)).toBeUndefined();
    expect(athleteOfBookingToken(token, 'another-secret')).toBeUndefined();
  });
});
