import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { formatBytes, formatCount, formatUsd } from './format';

describe('formatUsd', () => {
  it('shows whole dollars without cents', () => {
    expect(formatUsd(40000)).toBe('$400');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(65000)).toBe('$650');
    expect(formatUsd(100000)).toBe('$1,000');
  });

  it('shows cents when there are any', () => {
    expect(formatUsd(1250)).toBe('$12.50');
    expect(formatUsd(50)).toBe('$0.50');
    expect(formatUsd(1)).toBe('$0.01');
    expect(formatUsd(123456)).toBe('$1,234.56');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatUsd(-5000)).toBe('-$50');
  });

  it('writes every amount as Intl.NumberFormat en-US does', () => {
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
    const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const samples = [0, 1, 9, 10, 99, 100, 105, 999_99, 1_000_00, 1_000_01, 12_345_67, 1_000_000_00, 98_765_432_10, -1, -5_000, -1_234_56];
    for (let cents = 0; cents < 200_000; cents += 997) samples.push(cents);
    for (const cents of samples) {
      expect(formatUsd(cents), String(cents)).toBe((cents % 100 === 0 ? whole : withCents).format(cents / 100));
    }
  });

  it('refuses non-integer cents', () => {
    expect(() => formatUsd(12.5)).toThrow(RangeError);
    expect(() => formatUsd(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatBytes', () => {
  it('uses Bytes, KB, MB and GB', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(512)).toBe('512 Bytes');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(1.25 * 1024 ** 3)).toBe('1.25 GB');
  });

  it('rounds to at most two decimals', () => {
    expect(formatBytes(1234567)).toBe('1.18 MB');
  });

  it('stays in GB beyond a terabyte', () => {
    expect(formatBytes(2 * 1024 ** 4)).toBe('2048 GB');
  });

  it('refuses negative or non-numeric sizes', () => {
    expect(() => formatBytes(-1)).toThrow(RangeError);
    expect(() => formatBytes(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatCount', () => {
  it("writes a count as toLocaleString('en-US') does", () => {
    for (const value of [0, 7, 300, 5000, 10_000, 1_234_567, -2500, 12.5, 1234.5678]) expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
  });
});

describe('the schemas load without Intl', () => {
  // Building a schema's message with toLocaleString loads ICU's number data, ~20 ms of a Lambda's
  // cold start: the contracts whose messages name a limit write it with formatCount instead.
  it.each(['./contracts/recruiting', './contracts/admin-money', './contracts/mentor-notes', './readable-errors'])('%s', async (module) => {
    vi.resetModules();
    const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
    onTestFinished(() => toLocaleString.mockRestore());
    await import(module);
    expect(toLocaleString).not.toHaveBeenCalled();
  });
});
