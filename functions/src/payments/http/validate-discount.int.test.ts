import { describe, expect, inject, it } from 'vitest';
import { callApi } from '../../testing/admin-calls';

// A code made, edited or switched off in /admin and then checked here is in the admin discount-code
// tests (create-discount-code, update-discount-code); codes with a redemption limit in
// discount-limits; guessing limits in abuse-limits; malformed JSON and cross-site requests, shown
// with this route, in infra/local/stack.int.test.ts.

const siteUrl = inject('siteUrl');

const check = (body: Record<string, unknown>) => callApi(siteUrl, 'POST', '/api/validate-discount', undefined, body);

describe('POST /api/validate-discount', () => {
  it('names the bad field', async () => {
    const response = await check({ discountCode: '', amount: 500 });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ message: 'Please enter a discount code' });
  });

  it('prices a seeded discount code on the server', async () => {
    const response = await check({ discountCode: 'athlete20', amount: 500 });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      valid: true,
      discount: { code: 'ATHLETE20', type: 'percentage', description: '20% off your purchase', originalAmount: 500, discountAmount: 100, finalAmount: 400 },
    });
    const unknown = await check({ discountCode: 'NOPE', amount: 500 });
    expect([unknown.status, unknown.json]).toEqual([400, { valid: false, message: 'Invalid discount code' }]);
  });
});
