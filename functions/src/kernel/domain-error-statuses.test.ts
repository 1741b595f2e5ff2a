import { describe, expect, it } from 'vitest';
import { BUSY_MESSAGE, domainErrorStatuses, httpErrorOf } from './domain-error-statuses';
import { Conflict, InvalidInput, NotAllowed, NotFound, NotSignedIn, ProviderUnavailable, TooManyAttempts } from './domain-errors';
import { cancelledTransaction } from '../testing/transactions';

/** What the API answers for an error: status, JSON body, extra headers, whether its message is shown. */
function answerTo(error: unknown) {
  const mapped = httpErrorOf(error) as { statusCode: number; message: string; expose?: boolean; headers?: Record<string, string> };
  return { statusCode: mapped.statusCode, body: JSON.parse(mapped.message) as unknown, headers: mapped.headers, expose: mapped.expose };
}

describe('domainErrorStatuses', () => {
  it.each([
    [new InvalidInput('That code has expired.'), 400],
    [new NotSignedIn('Invalid credentials'), 401],
    [new NotAllowed('Only the account holder can do this.'), 403],
    [new NotFound('Stripe does not know this payment.'), 404],
    [new Conflict('This payment has already been refunded in full.'), 409],
    [new TooManyAttempts('Too many attempts.'), 429],
    [new ProviderUnavailable('The payment service is not responding.'), 503],
  ])('answers %s with %i and its message, shown to her', (error, statusCode) => {
    expect(answerTo(error)).toEqual({ statusCode, body: { message: error.message }, headers: undefined, expose: true });
  });

  it('has a status for every kind and no other', () => {
    expect(Object.keys(domainErrorStatuses).sort()).toEqual(
      ['Conflict', 'InvalidInput', 'NotAllowed', 'NotFound', 'NotSignedIn', 'ProviderUnavailable', 'TooManyAttempts'].sort(),
    );
  });

  it('sends the details beside the message, the message winning a clash', () => {
    const issues = [{ field: 'password', message: 'Password must include a number' }];
    expect(answerTo(new InvalidInput('Password must include a number', { issues, message: 'not this' })).body).toEqual({
      issues,
      message: 'Password must include a number',
    });
    expect(answerTo(new Conflict('The price changed.', { currentAmount: 560 })).body).toEqual({ currentAmount: 560, message: 'The price changed.' });
  });

  it('says how long to wait in Retry-After when the wait is known', () => {
    expect(answerTo(new TooManyAttempts('Too many failed sign-ins.', 840)).headers).toEqual({ 'Retry-After': '840' });
    expect(answerTo(new TooManyAttempts('Too many attempts.')).headers).toBeUndefined();
  });

  it('leaves any other error as it is (a logged 500)', () => {
    const unexpected = new Error('database exploded');
    expect(httpErrorOf(unexpected)).toBe(unexpected);
    expect(httpErrorOf(undefined)).toBeUndefined();
  });
});

describe('a write other writes kept overlapping', () => {
  it('is a 503 saying nothing was saved, with Retry-After, once its retries ran out', () => {
    for (const error of [cancelledTransaction('TransactionConflict', 'None'), Object.assign(new Error('conflict'), { name: 'TransactionConflictException' })]) {
      expect(answerTo(error)).toEqual({ statusCode: 503, body: { message: BUSY_MESSAGE }, headers: { 'Retry-After': '2' }, expose: true });
    }
  });

  it('leaves a cancellation with a real reason (a failed condition) to its caller', () => {
    const refused = cancelledTransaction('ConditionalCheckFailed', 'TransactionConflict');
    expect(httpErrorOf(refused)).toBe(refused);
  });
});
