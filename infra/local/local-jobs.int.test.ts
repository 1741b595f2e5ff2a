import { describe, expect, it } from 'vitest';
import { invokeLocalJob, localJobArn } from './local-jobs';

// The local scheduler's job runner runs a job from its ARN as Lambda would, with the schedule's input.

describe('the local job runner', () => {
  it("runs the package expiry reminder with its input's time", async () => {
    const report = await invokeLocalJob(localJobArn('remind-package-expiry'), { now: '2045-01-01T00:00:00.000Z' });
    expect(report).toEqual({ reminded: [], failed: [] });
  });
});
