import { paymentIntentReplySchema } from '@herway/shared/contracts/payments';
import { describe, expect, inject, it } from 'vitest';
import { getPayment } from '../store/payment-repo';
import { retrievePaymentIntent } from '../stripe/stripe';
import { handler as onPaymentSucceeded } from '../events/on-payment-succeeded';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { callApi } from '../../testing/admin-calls';
import { eventually } from '../../testing/calendly';
import { confirmLocalCard, stripeEnvelope, succeededEvent } from '../../testing/payments';

// A lifetime product is never sold twice to the same athlete (docs/decisions/lifetime-products-sold-once.md).

const siteUrl = inject('siteUrl');
const OWNED = { message: "You already own the Course Packet: it's yours for life, on your dashboard.", owned: true, dashboardPath: '/dashboard' };

const buy = (athlete: TestAccount, path: string, body: Record<string, unknown>) =>
  fetch(`${siteUrl}${path}`, {
    method: 'POST',
    headers: { Origin: siteUrl, 'Content-Type': 'application/json', Cookie: athlete.cookie },
    body: JSON.stringify(body),
  });

const call = (path: string, body: unknown, account?: TestAccount) => callApi(siteUrl, 'POST', path, account, body);

const COURSE = { acceptedTerms: true, amount: 150, courseType: 'full_packet' };

const open = async (athlete: TestAccount) => paymentIntentReplySchema.parse(await (await buy(athlete, '/api/purchase-course', COURSE)).json());

async function payFor(response: Response): Promise<string> {
  const reply = paymentIntentReplySchema.parse(await response.json());
  expect((await confirmLocalCard(siteUrl, reply.clientSecret)).status).toBe(200);
  await eventually(async () => ((await getPayment(reply.paymentIntentId))?.status === 'succeeded' ? true : undefined), 20_000);
  return reply.paymentIntentId;
}

describe('POST /api/purchase-course', () => {
  it('refuses signed-out buyers and unknown codes', async () => {
    expect((await call('/api/purchase-course', { acceptedTerms: true, amount: 150, courseType: 'full_packet' })).status).toBe(401);
    const athlete = await createTestAccount();
    expect(await call('/api/purchase-course', { acceptedTerms: true, amount: 150, courseType: 'full_packet', discountCode: 'NOPE' }, athlete)).toEqual({
      status: 400,
      json: { message: 'Invalid discount code' },
    });
  });
});

describe('the lifetime course packet', () => {
  it('is not sold twice: a second purchase answers 409 with her dashboard, and creates no payment', async () => {
    const athlete = await createTestAccount();
    await payFor(await buy(athlete, '/api/purchase-course', { acceptedTerms: true, amount: 150, courseType: 'full_packet' }));
    const again = await buy(athlete, '/api/purchase-course', { acceptedTerms: true, amount: 150, courseType: 'full_packet' });
    expect([again.status, await again.json()]).toEqual([409, OWNED]);
  });

  it('is not sold to an athlete who has it with Elite; Elite itself stays on sale (its sessions are what she buys)', async () => {
    const athlete = await createTestAccount();
    await payFor(await buy(athlete, '/api/purchase-mentorship', { acceptedTerms: true, amount: 650, packageType: 'elite', totalSessions: 10 }));
    expect((await buy(athlete, '/api/purchase-course', { acceptedTerms: true, amount: 150, courseType: 'full_packet' })).status).toBe(409);
    expect((await buy(athlete, '/api/purchase-mentorship', { acceptedTerms: true, amount: 650, packageType: 'elite', totalSessions: 10 })).status).toBe(200);
  });

  it('opened in two tabs, only the payment opened last can be paid; once it is paid, nothing more is opened', async () => {
    const athlete = await createTestAccount();
    const [first, second] = [await open(athlete), await open(athlete)];
    expect(first.paymentIntentId).not.toBe(second.paymentIntentId);
    expect((await retrievePaymentIntent(first.paymentIntentId))?.status).toBe('canceled');
    expect((await confirmLocalCard(siteUrl, first.clientSecret)).status).toBe(409);

    expect((await confirmLocalCard(siteUrl, second.clientSecret)).status).toBe(200);
    // Paid, before its fulfilment is on record: refused all the same.
    const third = await buy(athlete, '/api/purchase-course', COURSE);
    expect([third.status, await third.json()]).toEqual([409, OWNED]);
  });

  it('opened at the same moment in two tabs (one with a code), one payment is left that can be paid', async () => {
    const athlete = await createTestAccount();
    const answers = await Promise.all([
      buy(athlete, '/api/purchase-course', COURSE),
      buy(athlete, '/api/purchase-course', { ...COURSE, amount: 135, discountCode: 'WELCOME10' }),
    ]);
    const replies = await Promise.all(answers.map(async (answer) => paymentIntentReplySchema.parse(await answer.json())));
    const intents = replies.map((reply) => reply.paymentIntentId);
    const statuses = await Promise.all(intents.map(async (id) => (await retrievePaymentIntent(id))?.status));
    expect(statuses.filter((status) => status !== 'canceled')).toEqual(['requires_payment_method']);
  });

  it('flags for a refund a second course payment that succeeded anyway (opened in two tabs before either was paid)', async () => {
    const athlete = await createTestAccount();
    const first = succeededEvent({ userId: athlete.sub, productKey: 'full_packet', amount: 15_000 });
    const second = succeededEvent({ userId: athlete.sub, productKey: 'full_packet', amount: 15_000 });
    await onPaymentSucceeded(stripeEnvelope(first));
    await onPaymentSucceeded(stripeEnvelope(second));
    expect((await getPayment(String(first.data.object.id)))?.needsAttention).toBeUndefined();
    expect(await getPayment(String(second.data.object.id))).toMatchObject({
      status: 'succeeded',
      needsAttention: 'She already owned the Course Packet when this payment succeeded: refund it',
    });
  });
});
