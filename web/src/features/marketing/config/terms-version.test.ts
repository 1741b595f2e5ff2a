import { TERMS_VERSION } from '@herway/shared/catalog/terms';
import { describe, expect, it } from 'vitest';
import { POLICIES_EFFECTIVE_DATE } from './support';

describe('the terms version', () => {
  it('written on every payment is the effective date the terms page shows (change both together)', () => {
    const shown = new Date(`${TERMS_VERSION}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
    expect(shown).toBe(POLICIES_EFFECTIVE_DATE);
  });
});
