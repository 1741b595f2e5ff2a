import { describe, expect, it } from 'vitest';
import { parseCustomCheckoutParams, parseInteger, parseProtectedCheckoutParams } from './checkout-params';

const query = (search: string) => new URLSearchParams(search);

describe('parseInteger', () => {
  it.each([
    ['150', 150],
    ['448.50', 448],
    ['  12 ', 12],
    ['7abc', 7],
    ['-3', -3],
  ])('parses %j as %d, like parseInt', (raw, expected) => {
    expect(parseInteger(raw, 0)).toBe(expected);
  });

  it.each([[null], [''], ['   '], ['abc']])('falls back for %j', (raw) => {
    expect(parseInteger(raw, 99)).toBe(99);
  });
});

describe('parseProtectedCheckoutParams', () => {
  it("reads a parent's or guardian's ?for=<athleteId>, and nothing when it is blank", () => {
    expect(parseProtectedCheckoutParams(query('type=course&for=%20user-maya%20')).forAthleteId).toBe('user-maya');
    expect(parseProtectedCheckoutParams(query('type=course&for=')).forAthleteId).toBeUndefined();
  });

  it('defaults to the course at $150 with one session', () => {
    expect(parseProtectedCheckoutParams(query(''))).toEqual({
      type: 'course',
      courseType: 'full_packet',
      packageType: 'starter',
      amount: 150,
      totalSessions: 1,
    });
  });

  it('reads a mentorship link and parses the numbers as integers', () => {
    expect(parseProtectedCheckoutParams(query('type=mentorship&packageType=growth&amount=560.99&totalSessions=8.5'))).toEqual({
      type: 'mentorship',
      courseType: 'full_packet',
      packageType: 'growth',
      amount: 560,
      totalSessions: 8,
    });
  });

  it('keeps the defaults for blank or unparsable values', () => {
    expect(parseProtectedCheckoutParams(query('type=&amount=lots&totalSessions='))).toMatchObject({ type: 'course', amount: 150, totalSessions: 1 });
  });
});

describe('parseCustomCheckoutParams', () => {
  it('reads the amount as an integer and the description', () => {
    expect(parseCustomCheckoutParams(query('amount=250.75&description=Highlight%20video%20review'))).toEqual({
      amount: 250,
      description: 'Highlight video review',
    });
  });

  it("carries a payment link's signature through to the server", () => {
    expect(parseCustomCheckoutParams(query('amount=250&description=Two%20sessions&link=abc.def'))).toEqual({
      amount: 250,
      description: 'Two sessions',
      paymentLink: 'abc.def',
    });
  });

  it.each(['', 'amount=', 'amount=abc', 'amount=0', 'amount=-5'])('has no amount for %j', (search) => {
    expect(parseCustomCheckoutParams(query(search)).amount).toBeNull();
  });

  it('gives a default description', () => {
    expect(parseCustomCheckoutParams(query('amount=10')).description).toBe('HerWay payment');
  });
});
