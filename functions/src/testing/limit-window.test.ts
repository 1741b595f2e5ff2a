import { describe, expect, it, vi } from 'vitest';
import { inOneLimitWindow } from './limit-window';

const MINUTE = 60;

describe('inOneLimitWindow', () => {
  it('passes on the first run within one window', async () => {
    const run = vi.fn(async () => {});
    await inOneLimitWindow(15 * MINUTE, run, () => Date.UTC(2026, 10, 30, 16, 1));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('gives the failure of a run that stayed within one window, without running it again', async () => {
    const run = vi.fn(async () => {
      throw new Error('expected 429, got 200');
    });
    await expect(inOneLimitWindow(15 * MINUTE, run, () => Date.UTC(2026, 10, 30, 16, 14, 59))).rejects.toThrow('expected 429, got 200');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs a test again once when it failed across the end of a window', async () => {
    let clock = Date.UTC(2026, 10, 30, 16, 14, 59);
    const run = vi
      .fn<() => Promise<void>>()
      .mockImplementationOnce(async () => {
        clock += 2_000; // 16:15:01: the count started again midway
        throw new Error('expected 429, got 200');
      })
      .mockImplementationOnce(async () => {});
    await inOneLimitWindow(15 * MINUTE, run, () => clock);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('gives the second failure when the run again fails too', async () => {
    let clock = Date.UTC(2026, 10, 30, 16, 59, 59);
    const run = vi.fn(async () => {
      clock += 2_000;
      throw new Error(`failed at ${clock}`);
    });
    await expect(inOneLimitWindow(60 * MINUTE, run, () => clock)).rejects.toThrow(`failed at ${Date.UTC(2026, 10, 30, 17, 0, 3)}`);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
