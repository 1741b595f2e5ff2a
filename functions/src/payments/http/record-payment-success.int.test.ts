import { paymentIntentReplySchema, paymentSuccessReplySchema } from '@herway/shared/contracts/payments';
import { describe, expect, inject, it } from 'vitest';
import { listPackages } from '../../bookings/store/package-repo';
import { getBrowserReport, getPayment } from '../store/payment-repo';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { callApi } from '../../testing/admin-calls';

const siteUrl = inject('siteUrl');

const call = (path: string, body: unknown, account?: TestAccount) => callApi(siteUrl, 'POST', path, account, body);

describe('POST /api/payment-success', () => {
  it('POST /api/payment-success records what the browser saw and grants nothing; an unknown intent is 404', async () => {
    const athlete = await createTestAccount();
    const reply = paymentIntentReplySchema.parse(
      (await call('/api/purchase-mentorship', { acceptedTerms: true, amount: 400, packageType: 'starter', totalSessions: 5 }, athlete)).json,
    );
    const early = await call('/api/payment-success', { paymentIntentId: reply.paymentIntentId, customerInfo: { email: athlete.email } }, athlete);
    expect(paymentSuccessReplySchema.parse(early.json)).toEqual({ success: true, status: 'requires_payment_method' });
    expect(await getBrowserReport(reply.paymentIntentId)).toMatchObject({
      status: 'requires_payment_method',
      userId: athlete.sub,
      customerInfo: { email: athlete.email },
    });
    expect(await getPayment(reply.paymentIntentId)).toBeUndefined();
    expect(await listPackages(athlete.sub)).toEqual([]);

    expect(await call('/api/payment-success', { paymentIntentId: 'pi_doesnotexist' })).toEqual({ status: 404, json: { message: 'Payment not found' } });
    // Someone holding only the id (no session of hers, no client secret) learns nothing and records nothing.
    const stranger = await createTestAccount();
    expect(await call('/api/payment-success', { paymentIntentId: reply.paymentIntentId, customerInfo: { email: 'x@example.com' } }, stranger)).toEqual({
      status: 404,
      json: { message: 'Payment not found' },
    });
    expect(await call('/api/payment-success', { paymentIntentId: reply.paymentIntentId, clientSecret: 'pi_wrong_secret_x' })).toEqual({
      status: 404,
      json: { message: 'Payment not found' },
    });
    expect(await getBrowserReport(reply.paymentIntentId)).toMatchObject({ customerInfo: { email: athlete.email } });
    // The browser that opened it (the open-amount checkout has no session) proves it with the client secret.
    expect((await call('/api/payment-success', { paymentIntentId: reply.paymentIntentId, clientSecret: reply.clientSecret })).status).toBe(200);
  });
});
