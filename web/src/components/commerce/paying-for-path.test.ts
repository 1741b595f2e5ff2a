import { describe, expect, it } from 'vitest';
import { withPayingFor } from './paying-for-path';

describe('withPayingFor', () => {
  it('adds for=<athleteId> to a path with or without a query', () => {
    expect(withPayingFor('/mentorship', 'user-maya')).toBe('/mentorship?for=user-maya');
    expect(withPayingFor('/protected-checkout?type=course&amount=150', 'user-maya')).toBe('/protected-checkout?type=course&amount=150&for=user-maya');
  });

  it('replaces an earlier choice and leaves the path alone without an athlete', () => {
    expect(withPayingFor('/protected-checkout?for=user-zoe&type=course', 'user-maya')).toBe('/protected-checkout?for=user-maya&type=course');
    expect(withPayingFor('/mentorship', null)).toBe('/mentorship');
  });
});
