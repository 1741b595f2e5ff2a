import { TEST_PAYMENT } from '@herway/shared/contracts/demo';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../kernel/config';
import { DEPLOYED_RESOURCES } from '../testing/deployed-environment';
import { isLiveStripeKey, TEST_PAYMENT_IN_PRODUCTION, TEST_PAYMENT_WITH_LIVE_KEY, testPaymentRefusal } from './demo-payments';

describe('the test payment', () => {
  it('is the Starter package’s $400 and 5 sessions, from the catalog', () => {
    expect(TEST_PAYMENT).toEqual({ amount: 400, sessions: 5, description: 'Test payment: Starter package (5 sessions)' });
  });

  it('tells live keys (secret or restricted) from test keys', () => {
    expect(isLiveStripeKey('sk_live_abc')).toBe(true);
    expect(isLiveStripeKey('rk_live_abc')).toBe(true);
    expect(isLiveStripeKey('sk_test_abc')).toBe(false);
    expect(isLiveStripeKey('rk_test_abc')).toBe(false);
    expect(isLiveStripeKey('sk_test_local_herway')).toBe(false);
    expect(isLiveStripeKey(undefined)).toBe(false);
  });

  it('is refused on the prod stage and with a live key, allowed on the other stages in test mode', () => {
    const refusal = (environment: Record<string, string>) => testPaymentRefusal(parseConfig({ ...DEPLOYED_RESOURCES, ...environment }));
    expect(refusal({ STAGE: 'prod', STRIPE_SECRET_KEY: 'sk_test_abc' })).toBe(TEST_PAYMENT_IN_PRODUCTION);
    expect(refusal({ STAGE: 'prod', STRIPE_SECRET_KEY: 'sk_live_abc' })).toBe(TEST_PAYMENT_IN_PRODUCTION);
    expect(refusal({ STAGE: 'prod' })).toBe(TEST_PAYMENT_IN_PRODUCTION);
    for (const STAGE of ['local', 'test', 'dev']) {
      expect(refusal({ STAGE, STRIPE_SECRET_KEY: 'sk_live_abc' })).toBe(TEST_PAYMENT_WITH_LIVE_KEY);
      expect(refusal({ STAGE, STRIPE_SECRET_KEY: 'rk_live_abc' })).toBe(TEST_PAYMENT_WITH_LIVE_KEY);
      expect(refusal({ STAGE, STRIPE_SECRET_KEY: 'sk_test_abc' })).toBeUndefined();
    }
    expect(refusal({ STAGE: 'local', STRIPE_SECRET_KEY: 'sk_test_local_herway' })).toBeUndefined();
  });
});
