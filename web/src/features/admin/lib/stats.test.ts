import { describe, expect, it } from 'vitest';
import { conversionMessage, monthLabel, topSport } from './stats';

describe('conversionMessage', () => {
  it("says 'Great work!' above 10%, and asks for follow-ups at 10% or less", () => {
    expect(conversionMessage(11)).toBe('Great work!');
    expect(conversionMessage(10)).toBe('Consider following up with more prospects.');
    expect(conversionMessage(0)).toBe('Consider following up with more prospects.');
  });
});

describe('topSport', () => {
  it('is the sport with the most contacts, or none', () => {
    expect(
      topSport({
        sportBreakdown: [
          { sport: 'Golf', count: 1 },
          { sport: 'Soccer', count: 5 },
        ],
      }),
    ).toEqual({ sport: 'Soccer', count: 5 });
    expect(topSport({ sportBreakdown: [] })).toBeUndefined();
  });
});

describe('monthLabel', () => {
  it('reads a YYYY-MM month', () => {
    expect(monthLabel('2025-08')).toBe('Aug 2025');
    expect(monthLabel('2025-01', 'long')).toBe('January 2025');
  });
});
