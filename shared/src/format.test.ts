import { describe, expect, it } from 'vitest';
import { formatBytes, formatUsd } from './format';

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
