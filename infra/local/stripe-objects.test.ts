import { describe, expect, it } from 'vitest';
import { intentIdOfSecret } from './stripe-intents';
import { stripeObjectId } from './stripe-objects';

describe('ids', () => {
  it('look like Stripe ids, and a client secret names its intent', () => {
    expect(stripeObjectId('pi')).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(intentIdOfSecret('pi_3QmB8cLkdIwHu7ix0sJ2Vd4E_secret_Jx2kq9VbYt0mZr8wLp4Hc6sNd')).toBe('pi_3QmB8cLkdIwHu7ix0sJ2Vd4E');
    expect(intentIdOfSecret('pi_abc')).toBeUndefined();
    expect(intentIdOfSecret('seti_abc_secret_x')).toBeUndefined();
  });
});
