import { priceMismatchReplySchema } from '@herway/shared/contracts/payments';
import { describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { callApi } from '../../testing/admin-calls';

// Buying a package is paid and fulfilled end to end in purchase-flow.int.test.ts.

const siteUrl = inject('siteUrl');

const call = (path: string, body: unknown, account?: TestAccount) => callApi(siteUrl, 'POST', path, account, body);

describe('POST /api/purchase-mentorship', () => {
  it('Elite with amount 1 is refused with 409 and the current price; nothing is charged', async () => {
    const athlete = await createTestAccount();
    const refused = await call('/api/purchase-mentorship', { acceptedTerms: true, amount: 1, packageType: 'elite', totalSessions: 10 }, athlete);
    expect(refused.status).toBe(409);
    expect(priceMismatchReplySchema.parse(refused.json)).toEqual({ message: 'The price has changed. The current price is $650.', currentAmount: 650 });
    const sessions = await call('/api/purchase-mentorship', { acceptedTerms: true, amount: 650, packageType: 'elite', totalSessions: 15 }, athlete);
    expect(sessions).toEqual({ status: 409, json: { message: 'The price has changed. The current price is $650.', currentAmount: 650 } });
    const course = await call('/api/purchase-course', { acceptedTerms: true, amount: 100, courseType: 'full_packet', discountCode: 'EARLY50' }, athlete);
    expect(course).toEqual({ status: 200, json: expect.objectContaining({ amount: 100 }) });
  });
});
