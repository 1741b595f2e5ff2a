import { describe, expect, it } from 'vitest';
import { conversionMessage, conversionRate, monthLabel, topSport } from './stats';

describe('conversionRate', () => {
  it('is successful payments ÷ contacts as a rounded percent', () => {
    expect(conversionRate(3, 20)).toBe(15);
    expect(conversionRate(1, 3)).toBe(33);
    expect(conversionRate(2, 3)).toBe(67);
    expect(conversionRate(1, 8)).toBe(13);
  });

  it('is 0% without contacts (never NaN or Infinity)', () => {
    expect(conversionRate(0, 0)).toBe(0);
    expect(conversionRate(4, 0)).toBe(0);
  });

  it('can pass 100% when more people paid than wrote', () => {
    expect(conversionRate(3, 2)).toBe(150);
  });
});

describe('conversionMessage', () => {
  it("says 'Great work!' above 10%, and asks for follow-ups at 10% or less", () => {
    expect(conversionMessage(11)).toBe('Great work!');
    expect(conversionMessage(10)).toBe('Consider following up with more prospects.');
    expect(conversionMessage(0)).toBe('Consider following up with more prospects.');
  });
});

describe('topSport', () => {
  it('is the sport with the most contacts, or none', () => {
    expect(topSport({ sportBreakdown: [{ sport: 'Golf', count: 1 }, { sport: 'Soccer', count: 5 }] })).toEqual({ sport: 'Soccer', count: 5 });
    expect(topSport({ sportBreakdown: [] })).toBeUndefined();
  });
});

describe('monthLabel', () => {
  it('reads a YYYY-MM month', () => {
    expect(monthLabel('2025-08')).toBe('Aug 2025');
    expect(monthLabel('2025-01', 'long')).toBe('January 2025');
  });
});
