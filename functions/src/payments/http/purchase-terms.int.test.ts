import { TERMS_REQUIRED_MESSAGE, TERMS_VERSION } from '@herway/shared/catalog/terms';
import { paymentIntentReplySchema } from '@herway/shared/contracts/payments';
import { describe, expect, inject, it } from 'vitest';
import { stripeClient } from '../stripe/stripe-client';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { callApi } from '../../testing/admin-calls';
import { confirmLocalCard, paymentIn } from '../../testing/payments';

// Every call that opens a payment needs the checkout's terms box ticked (docs/payments-terms.md);
// the version agreed to and when are kept on the intent and on the payment record.

const siteUrl = inject('siteUrl');
const call = (path: string, body: unknown, account?: TestAccount) => callApi(siteUrl, 'POST', path, account, body);

/** The intents opened at the local Stripe since `since` whose metadata matches. */
async function intentsSince(since: Date, matches: (metadata: Record<string, string>) => boolean) {
  const found = [];
  for await (const intent of stripeClient().paymentIntents.list({ created: { gte: Math.floor(since.getTime() / 1000) - 1 }, limit: 100 })) {
    if (matches(intent.metadata)) found.push(intent.id);
  }
  return found;
}

describe('agreeing to the terms before paying', () => {
  it('a purchase without the box ticked is refused with the sentence, and nothing is opened at Stripe', async () => {
    const since = new Date();
    const athlete = await createTestAccount();
    const email = `terms-${crypto.randomUUID()}@example.com`;
    const customerInfo = { name: 'Jordan Thompson', athleteName: 'Maya Thompson', email };
    const refusals = [
      await call('/api/purchase-mentorship', { amount: 560, packageType: 'growth', totalSessions: 8 }, athlete),
      await call('/api/purchase-course', { amount: 150, courseType: 'full_packet', acceptedTerms: false }, athlete),
      await call('/api/create-payment-intent', { amount: 90, description: 'Recruiting workshop', customerInfo }),
    ];
    for (const refused of refusals) expect(refused).toMatchObject({ status: 400, json: { message: TERMS_REQUIRED_MESSAGE } });
    expect(await intentsSince(since, (metadata) => metadata.userId === athlete.sub || metadata.customerEmail === email)).toEqual([]);
  });

  it("with the box ticked, the terms' version and the server's time of agreement are on the intent and on the payment once paid", async () => {
    const athlete = await createTestAccount();
    const before = new Date();
    const opened = await call('/api/purchase-mentorship', { acceptedTerms: true, amount: 400, packageType: 'starter', totalSessions: 5 }, athlete);
    const after = new Date();
    expect(opened.status).toBe(200);
    const reply = paymentIntentReplySchema.parse(opened.json);
    expect((await confirmLocalCard(siteUrl, reply.clientSecret)).status).toBe(200);
    const payment = await paymentIn(reply.paymentIntentId, 'succeeded');
    expect(payment.termsVersion).toBe(TERMS_VERSION);
    const agreedAt = new Date(payment.termsAcceptedAt ?? '').getTime();
    expect(agreedAt).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(agreedAt).toBeLessThanOrEqual(after.getTime() + 1000);
    expect(payment.customerEmail).toBe(athlete.email);
  });
});
