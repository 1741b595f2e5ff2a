import { describe, expect, it } from 'vitest';
import { parseStripeForm } from './stripe-form';

describe('parseStripeForm', () => {
  it('reads nested keys and indexed lists the way Stripe does', () => {
    const body = new URLSearchParams({
      amount: '44800',
      currency: 'usd',
      'metadata[userId]': 'user-1',
      'metadata[discountCode]': 'ATHLETE20',
      'automatic_payment_methods[enabled]': 'true',
      'expand[0]': 'customer',
      'expand[1]': 'latest_charge',
      'a[b][c]': 'deep',
    }).toString();
    expect(parseStripeForm(body)).toEqual({
      amount: '44800',
      currency: 'usd',
      metadata: { userId: 'user-1', discountCode: 'ATHLETE20' },
      automatic_payment_methods: { enabled: 'true' },
      expand: ['customer', 'latest_charge'],
      a: { b: { c: 'deep' } },
    });
  });

  it('keeps empty values (they unset metadata keys) and ignores prototype keys', () => {
    const parsed = parseStripeForm('metadata[athleteName]=&__proto__[polluted]=1&metadata[__proto__][x]=1');
    expect(parsed).toEqual({ metadata: { athleteName: '' } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('takes the last of repeated keys and appends empty brackets', () => {
    expect(parseStripeForm('a=1&a=2&list[]=x&list[]=y')).toEqual({ a: '2', list: ['x', 'y'] });
  });
});
