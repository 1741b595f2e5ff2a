import { describe, expect, it } from 'vitest';
import { awsJsonErrorName, jsonObjectOf, withAttempts } from './signed-requests';

describe("an AWS JSON protocol's error names, read as the SDK reads them", () => {
  it('prefers the header, then the body, and keeps only the name', () => {
    expect(awsJsonErrorName('UserNotFoundException:http://internal.amazon.com/', {})).toBe('UserNotFoundException');
    expect(awsJsonErrorName(undefined, { __type: 'com.amazonaws.cognito#TooManyRequestsException' })).toBe('TooManyRequestsException');
    expect(awsJsonErrorName(undefined, { __type: 'com.amazonaws.sqs#QueueDoesNotExist' })).toBe('QueueDoesNotExist');
    expect(awsJsonErrorName(undefined, { code: 'NotAuthorizedException', __type: 'Other' })).toBe('NotAuthorizedException');
    expect(awsJsonErrorName(undefined, {})).toBe('UnknownError');
  });

  it('reads a reply that is not a JSON object as an empty one', () => {
    expect(jsonObjectOf('{"message":"Throttled"}')).toEqual({ message: 'Throttled' });
    expect(jsonObjectOf('<html><body>Bad Gateway</body></html>')).toEqual({});
    expect(jsonObjectOf('')).toEqual({});
    expect(jsonObjectOf('"text"')).toEqual({});
  });
});

describe('withAttempts', () => {
  it('tries again only while the failure is retryable, and no more often than allowed', async () => {
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error(`attempt ${calls}`));
    };
    await expect(withAttempts(3, failing, () => true)).rejects.toThrow('attempt 3');
    calls = 0;
    await expect(withAttempts(3, failing, () => false)).rejects.toThrow('attempt 1');
    calls = 0;
    await expect(
      withAttempts(
        3,
        () => (++calls < 2 ? Promise.reject(new Error('once')) : Promise.resolve(calls)),
        () => true,
      ),
    ).resolves.toBe(2);
  });
});
