import { randomBytes } from 'node:crypto';
import { paymentIntentReplySchema } from '@herway/shared/contracts/payments';
import { describe, expect, inject, it } from 'vitest';
import { addDiscountIfAbsent } from '../store/discount-repo';
import { getReservation, releaseReservation } from '../store/discount-reservation-repo';
import { getPayment } from '../store/payment-repo';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys } from '../../kernel/store/keys';
import { tableName } from '../../kernel/store/table';
import { retrievePaymentIntent } from '../stripe/stripe';
import { releaseLapsedReservations } from '../discount-reservations';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { eventually } from '../../testing/calendly';
import { handler as onPaymentFailed } from '../events/on-payment-unsettled';
import { confirmLocalCard, stripeEnvelope, stripeEventBody } from '../../testing/payments';
import { GetCommand } from '@aws-sdk/lib-dynamodb';

// docs/decisions/limited-codes-are-reserved.md: a code with a redemption limit is reserved when a payment is opened,
// converted when it is paid and released when the payment lapses, so the limit is never exceeded.
// Cross-cutting: the purchase handlers, the Stripe webhook's consumers and the reservation release job.

const siteUrl = inject('siteUrl');
const GROWTH_WITH_10_PERCENT = { amount: 504, packageType: 'growth', totalSessions: 8 };
const INSUFFICIENT_FUNDS = '4000 0000 0000 9995';
const EXHAUSTED = { message: 'This discount code is no longer available' };

async function limitedCode(maxRedemptions: number): Promise<string> {
  const code = `TEAM${randomBytes(4).toString('hex').toUpperCase()}`;
  await addDiscountIfAbsent({ code, type: 'percentage', value: 10, description: '10% off your purchase', active: true, maxRedemptions });
  return code;
}

const openPayment = (athlete: TestAccount, discountCode: string) =>
  fetch(`${siteUrl}/api/purchase-mentorship`, {
    method: 'POST',
    headers: { Origin: siteUrl, 'Content-Type': 'application/json', Cookie: athlete.cookie },
    body: JSON.stringify({ acceptedTerms: true, ...GROWTH_WITH_10_PERCENT, discountCode }),
  });

const openOrder = (athlete: TestAccount, path: string, body: Record<string, unknown>) =>
  fetch(`${siteUrl}${path}`, {
    method: 'POST',
    headers: { Origin: siteUrl, 'Content-Type': 'application/json', Cookie: athlete.cookie },
    body: JSON.stringify(body),
  });

async function codeCounts(code: string) {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.discountCode(code), ConsistentRead: true }));
  return { redemptions: Number(Item?.redemptions ?? 0), claimed: Number(Item?.claimed ?? 0) };
}

const paid = (paymentIntentId: string) =>
  eventually(async () => ((await getPayment(paymentIntentId))?.status === 'succeeded' ? getPayment(paymentIntentId) : undefined), 20_000);

describe('a discount code with a redemption limit', () => {
  it('limit 1, six athletes opening payments at once: exactly one can pay, and nobody after', async () => {
    const code = await limitedCode(1);
    const athletes = await Promise.all(Array.from({ length: 6 }, () => createTestAccount()));
    const answers = await Promise.all(athletes.map((athlete) => openPayment(athlete, code)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    const winner = answers.find((answer) => answer.status === 200);
    for (const refused of answers.filter((answer) => answer.status === 400)) expect(await refused.json()).toEqual(EXHAUSTED);

    const reply = paymentIntentReplySchema.parse(await winner?.json());
    expect(reply.amount).toBe(504);
    expect((await confirmLocalCard(siteUrl, reply.clientSecret)).status).toBe(200);
    expect(await paid(reply.paymentIntentId)).toMatchObject({ discountCode: code, amount: 50_400 });
    expect(await codeCounts(code)).toEqual({ redemptions: 1, claimed: 1 });

    const later = await openPayment(await createTestAccount(), code);
    expect([later.status, await later.json()]).toEqual([400, EXHAUSTED]);
  });

  it('gives a lapsed reservation back only after cancelling its payment at Stripe, so the code is free again and the old payment cannot be made', async () => {
    const code = await limitedCode(1);
    const first = paymentIntentReplySchema.parse(await (await openPayment(await createTestAccount(), code)).json());
    expect((await openPayment(await createTestAccount(), code)).status).toBe(400);

    // Not yet lapsed: nothing changes.
    expect(await releaseLapsedReservations(new Date(), code)).toEqual({ released: 0, kept: 0 });
    // 31 minutes on: the sweeper cancels the unpaid intent, then releases the use.
    expect(await releaseLapsedReservations(new Date(Date.now() + 31 * 60_000), code)).toEqual({ released: 1, kept: 0 });
    expect((await retrievePaymentIntent(first.paymentIntentId))?.status).toBe('canceled');
    expect((await confirmLocalCard(siteUrl, first.clientSecret)).status).not.toBe(200);
    expect(await codeCounts(code)).toEqual({ redemptions: 0, claimed: 0 });

    expect((await openPayment(await createTestAccount(), code)).status).toBe(200);
  });

  it('keeps a lapsed reservation whose payment succeeded, for its fulfilment to convert', async () => {
    const code = await limitedCode(1);
    const opened = paymentIntentReplySchema.parse(await (await openPayment(await createTestAccount(), code)).json());
    expect((await confirmLocalCard(siteUrl, opened.clientSecret)).status).toBe(200);
    await paid(opened.paymentIntentId);
    expect(await releaseLapsedReservations(new Date(Date.now() + 31 * 60_000), code)).toEqual({ released: 0, kept: 0 });
    expect(await codeCounts(code)).toEqual({ redemptions: 1, claimed: 1 });
  });

  it('fulfils a paid order whose reservation was released anyway (the money moved), counting it and flagging it', async () => {
    const code = await limitedCode(1);
    const response = await openPayment(await createTestAccount(), code);
    const opened = paymentIntentReplySchema.parse(await response.json());
    const reservationId = String((await retrievePaymentIntent(opened.paymentIntentId))?.metadata.discountReservation);
    expect(await getReservation(code, reservationId)).toMatchObject({ state: 'open', paymentIntentId: opened.paymentIntentId });
    await releaseReservation(code, reservationId, new Date());

    expect((await confirmLocalCard(siteUrl, opened.clientSecret)).status).toBe(200);
    const payment = await paid(opened.paymentIntentId);
    expect(payment?.needsAttention).toMatch(/reservation had lapsed/);
    expect(await codeCounts(code)).toEqual({ redemptions: 1, claimed: 1 });
  });

  it('gives the use back when the payment fails: its intent is cancelled at Stripe, and the code is free for the next family', async () => {
    const code = await limitedCode(1);
    const first = paymentIntentReplySchema.parse(await (await openPayment(await createTestAccount(), code)).json());
    expect((await openPayment(await createTestAccount(), code)).status).toBe(400);

    // Insufficient funds: Stripe's payment_intent.payment_failed reaches the consumer.
    expect((await confirmLocalCard(siteUrl, first.clientSecret, INSUFFICIENT_FUNDS)).status).toBe(402);
    await eventually(async () => ((await codeCounts(code)).claimed === 0 ? true : undefined), 20_000);
    expect((await retrievePaymentIntent(first.paymentIntentId))?.status).toBe('canceled');
    expect(await getPayment(first.paymentIntentId)).toMatchObject({ status: 'failed' });
    // The old payment can no longer be made with the code's use, not even with a good card.
    expect((await confirmLocalCard(siteUrl, first.clientSecret)).status).not.toBe(200);

    const next = await openPayment(await createTestAccount(), code);
    expect(next.status).toBe(200);
    expect(await codeCounts(code)).toEqual({ redemptions: 0, claimed: 1 });
  });

  it('gives the use back once when the failure is delivered twice at the same moment', async () => {
    const code = await limitedCode(2);
    const opened = paymentIntentReplySchema.parse(await (await openPayment(await createTestAccount(), code)).json());
    const intent = await retrievePaymentIntent(opened.paymentIntentId);
    const failed = stripeEventBody('payment_intent.payment_failed', { id: opened.paymentIntentId, metadata: { ...intent?.metadata } });
    await Promise.all([onPaymentFailed(stripeEnvelope(failed)), onPaymentFailed(stripeEnvelope(failed))]);
    expect(await codeCounts(code)).toEqual({ redemptions: 0, claimed: 0 });
    expect((await retrievePaymentIntent(opened.paymentIntentId))?.status).toBe('canceled');
  });

  it('one account cannot hold every use: each new order of hers replaces her earlier one (cancelled at Stripe), so other families still can use it', async () => {
    const code = await limitedCode(3);
    const athlete = await createTestAccount();
    // One after the other (each opened once the one before answered), as a family changing her mind does.
    const orders = [
      () => openPayment(athlete, code),
      () => openOrder(athlete, '/api/purchase-mentorship', { acceptedTerms: true, amount: 360, packageType: 'starter', totalSessions: 5, discountCode: code }),
      () => openOrder(athlete, '/api/purchase-course', { acceptedTerms: true, amount: 135, courseType: 'full_packet', discountCode: code }),
    ];
    const opened = [];
    for (const order of orders) {
      const answer = await order();
      expect(answer.status).toBe(200);
      opened.push(paymentIntentReplySchema.parse(await answer.json()).paymentIntentId);
    }
    expect(await codeCounts(code)).toEqual({ redemptions: 0, claimed: 1 });
    const statuses = await Promise.all(opened.map(async (id) => (await retrievePaymentIntent(id))?.status));
    expect(statuses).toEqual(['canceled', 'canceled', 'requires_payment_method']);
    for (let family = 0; family < 2; family += 1) expect((await openPayment(await createTestAccount(), code)).status).toBe(200);
    expect(await codeCounts(code)).toEqual({ redemptions: 0, claimed: 3 });
  });

  it('two orders at once from one account hold one use: the later replaces the earlier, or is refused while it is still being opened', async () => {
    const code = await limitedCode(3);
    const athlete = await createTestAccount();
    const answers = await Promise.all([
      openPayment(athlete, code),
      openOrder(athlete, '/api/purchase-mentorship', { acceptedTerms: true, amount: 360, packageType: 'starter', totalSessions: 5, discountCode: code }),
    ]);
    const ok = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(((await answer.json()) as { message: string }).message).toMatch(/is being opened for your account right now/);
    }
    const payable = [];
    for (const answer of ok) {
      const { paymentIntentId } = paymentIntentReplySchema.parse(await answer.json());
      if ((await retrievePaymentIntent(paymentIntentId))?.status !== 'canceled') payable.push(paymentIntentId);
    }
    expect(payable).toHaveLength(1);
    expect(await codeCounts(code)).toEqual({ redemptions: 0, claimed: 1 });
  });

  it('holds one reservation for a double click', async () => {
    const code = await limitedCode(2);
    const athlete = await createTestAccount();
    const [one, two] = await Promise.all([openPayment(athlete, code), openPayment(athlete, code)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(paymentIntentReplySchema.parse(await one.json()).paymentIntentId).toBe(paymentIntentReplySchema.parse(await two.json()).paymentIntentId);
    expect(await codeCounts(code)).toEqual({ redemptions: 0, claimed: 1 });
  });
});
