import { describe, expect, it } from 'vitest';
import {
  exampleResults,
  exampleTakeaways,
  fitFactors,
  fitPercent,
  MAX_SCORE,
  MAX_WEIGHT,
  maxTotal,
  MIN_SCORE,
  MIN_WEIGHT,
  weightedTotal,
  workedExample,
} from './school-fit';

describe('school fit scoring', () => {
  it('has the eight factors, each with a 1-3-5 rubric', () => {
    expect(fitFactors.map((f) => f.key)).toEqual(['athletics', 'academics', 'culture', 'location', 'size', 'cost', 'campus', 'career']);
    for (const f of fitFactors) expect([f.rubric[1], f.rubric[3], f.rubric[5]].every((t) => t.length > 0)).toBe(true);
  });

  it('totals score x weight over the factors', () => {
    const ones = { athletics: 1, academics: 1, culture: 1, location: 1, size: 1, cost: 1, campus: 1, career: 1 };
    expect(weightedTotal(ones, ones)).toBe(8);
    expect(maxTotal(ones)).toBe(40);
    expect(fitPercent(51, 85)).toBe(60);
    expect(fitPercent(66, 85)).toBe(78);
  });

  it('keeps the worked example within the scales', () => {
    for (const f of fitFactors) {
      expect(workedExample.weights[f.key]).toBeGreaterThanOrEqual(MIN_WEIGHT);
      expect(workedExample.weights[f.key]).toBeLessThanOrEqual(MAX_WEIGHT);
      for (const s of workedExample.schools) {
        expect(s.scores[f.key]).toBeGreaterThanOrEqual(MIN_SCORE);
        expect(s.scores[f.key]).toBeLessThanOrEqual(MAX_SCORE);
      }
    }
  });

  it('computes the worked example totals correctly (checked by hand)', () => {
    // Weights 3,3,2,1,1,3,2,2 (sum 17, max 85).
    // A: 6+12+6+2+3+6+8+8 = 51; B: 15+9+10+4+4+12+6+6 = 66; C: 12+15+8+3+5+9+8+10 = 70.
    expect(exampleResults()).toEqual({
      max: 85,
      results: [
        { name: 'School A (D-I)', total: 51, percent: 60 },
        { name: 'School B (D-II)', total: 66, percent: 78 },
        { name: 'School C (D-III)', total: 70, percent: 82 },
      ],
    });
  });

  it('writes takeaways that match the totals', () => {
    const [lead, gap, last] = exampleTakeaways();
    expect(lead).toBe('School C (D-III) comes out on top with 70 of 85 points (82%), and School B (D-II) follows with 66 (78%).');
    expect(gap).toContain('A gap of 4 percentage points is close enough to call a tie.');
    expect(last).toContain('School A (D-I) finishes last with 51 points (60%)');
    expect(last).toContain('athletics level & playing time (6 points behind)');
  });
});
