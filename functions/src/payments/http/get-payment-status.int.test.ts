import { paymentIntentReplySchema, paymentStatusReplySchema } from '@herway/shared/contracts/payments';
import { describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { eventually } from '../../testing/calendly';
import { confirmLocalCard } from '../../testing/payments';

// The success page's question: is her purchase on her dashboard yet? (docs/decisions/performance-budgets.md: 'confirming'
// until it is, never a false 'ready'.) The local Stripe's events arrive after a delay, as Stripe's.

const siteUrl = inject('siteUrl');

const statusOf = async (athlete: TestAccount, paymentIntentId: string) =>
  paymentStatusReplySchema.parse(await (await fetch(`${siteUrl}/api/payment-status/${paymentIntentId}`, { headers: { Cookie: athlete.cookie } })).json());

async function openCourse(athlete: TestAccount) {
  const response = await fetch(`${siteUrl}/api/purchase-course`, {
    method: 'POST',
    headers: { Origin: siteUrl, 'Content-Type': 'application/json', Cookie: athlete.cookie },
    body: JSON.stringify({ acceptedTerms: true, amount: 150, courseType: 'full_packet' }),
  });
  return paymentIntentReplySchema.parse(await response.json());
}

describe('GET /api/payment-status/{paymentIntentId}', () => {
  it("is 'ready' once her purchase is recorded, 'confirming' before, and tells nobody else anything", async () => {
    const athlete = await createTestAccount();
    const stranger = await createTestAccount();
    const opened = await openCourse(athlete);
    expect(await statusOf(athlete, opened.paymentIntentId)).toEqual({ status: 'confirming' });
    expect((await confirmLocalCard(siteUrl, opened.clientSecret)).status).toBe(200);
    const ready = await eventually(async () => {
      const reply = await statusOf(athlete, opened.paymentIntentId);
      return reply.status === 'ready' ? reply : undefined;
    }, 20_000);
    expect(ready).toMatchObject({ status: 'ready', productKey: 'full_packet', courseReleased: expect.any(Boolean) });
    expect(await statusOf(stranger, opened.paymentIntentId)).toEqual({ status: 'confirming' });
  });

  it("is 'failed' for a declined card, and 'processing' while her bank decides", async () => {
    const athlete = await createTestAccount();
    const declined = await openCourse(athlete);
    expect((await confirmLocalCard(siteUrl, declined.clientSecret, '4000 0000 0000 9995')).status).toBe(402);
    expect(await statusOf(athlete, declined.paymentIntentId)).toEqual({ status: 'failed' });

    const slow = await createTestAccount();
    const processing = await openCourse(slow);
    expect((await confirmLocalCard(siteUrl, processing.clientSecret, '4000 0000 0000 7726')).json.status).toBe('processing');
    expect(await statusOf(slow, processing.paymentIntentId)).toEqual({ status: 'processing' });
    await eventually(async () => ((await statusOf(slow, processing.paymentIntentId)).status === 'ready' ? true : undefined), 20_000);
  });
});
