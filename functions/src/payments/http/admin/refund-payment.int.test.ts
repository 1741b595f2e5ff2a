import { randomUUID } from 'node:crypto';
import { refundReplySchema } from '@herway/shared/contracts/admin-money';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getPayment } from '../../store/payment-repo';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { auditEntriesBy, callApi } from '../../../testing/admin-calls';
import { confirmLocalCard, orderStarter, paymentIn } from '../../../testing/payments';

// Refunds (docs/product-rules.md#refunds): the admin asks Stripe for a refund (full or part, with a reason); the
// records change when Stripe's refund events arrive, as for a refund made in Stripe's dashboard.

const siteUrl = inject('siteUrl');

let admin: TestAccount;
let athlete: TestAccount;
beforeAll(async () => {
  [admin, athlete] = await Promise.all([createTestAccount({ group: 'admin' }), createTestAccount()]);
});

/** Starter ($400) bought and recorded as paid. */
async function paidStarter(card?: string): Promise<string> {
  const intent = await orderStarter(siteUrl, athlete);
  await confirmLocalCard(siteUrl, intent.clientSecret, card);
  if (!card) await paymentIn(intent.paymentIntentId, 'succeeded');
  return intent.paymentIntentId;
}

const refund = (paymentIntentId: string, body: Record<string, unknown>, account: TestAccount | undefined = admin) =>
  callApi(siteUrl, 'POST', `/api/admin/payments/${paymentIntentId}/refund`, account, { requestId: randomUUID(), ...body });

describe('POST /api/admin/payments/{id}/refund', () => {
  it('is for admins only: 401 without a session, 403 to an athlete', async () => {
    const id = 'pi_TESTnothing';
    expect((await callApi(siteUrl, 'POST', `/api/admin/payments/${id}/refund`, undefined, { reason: 'Duplicate', requestId: randomUUID() })).status).toBe(401);
    expect(await refund(id, { reason: 'Duplicate' }, athlete)).toEqual({ status: 403, json: { message: 'Admin access required' } });
  });

  it('half, then more than is left (Stripe refuses, in words), then the rest: the records follow Stripe; each request audited with its reason', async () => {
    const id = await paidStarter();
    const half = await refund(id, { amountCents: 20_000, reason: 'Missed two sessions' });
    expect(half.status).toBe(200);
    expect(refundReplySchema.parse(half.json)).toMatchObject({
      refund: { amountCents: 20_000, status: 'succeeded' },
      message: expect.stringContaining('Refund of $200 requested'),
    });
    expect(await paymentIn(id, 'partially_refunded')).toMatchObject({ amount: 40_000, amountRefunded: 20_000 });
    const [entry] = await auditEntriesBy(siteUrl, admin);
    expect(entry).toMatchObject({
      action: 'payment.refund',
      targetType: 'payment',
      targetId: id,
      reason: 'Missed two sessions',
      before: { amount: '$400', refunded: '$0' },
      after: { refundAmount: '$200' },
    });

    const tooMuch = await refund(id, { amountCents: 30_000, reason: 'Oops' });
    expect(tooMuch).toEqual({ status: 400, json: { message: 'That is more than is left to refund on this payment: at most $200 of $400.' } });

    expect((await refund(id, { reason: 'Family moved away' })).status).toBe(200);
    expect(await paymentIn(id, 'refunded')).toMatchObject({ amountRefunded: 40_000 });
    expect(await refund(id, { reason: 'Again' })).toEqual({ status: 409, json: { message: 'This payment has already been refunded in full.' } });
  });

  it('a double click (the same request twice at once) refunds once and is audited once', async () => {
    const id = await paidStarter();
    const body = { reason: 'Charged twice', requestId: randomUUID() };
    const answers = await Promise.all([refund(id, body), refund(id, body)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [first, second] = answers.map((answer) => refundReplySchema.parse(answer.json).refund.id);
    expect(first).toBe(second);
    expect(await paymentIn(id, 'refunded')).toMatchObject({ amountRefunded: 40_000 });
    expect((await auditEntriesBy(siteUrl, admin)).filter((entry) => entry.targetId === id)).toHaveLength(1);
  });

  it('bad input and payments that cannot be refunded: a 4xx in words, nothing asked of Stripe or audited', async () => {
    const id = await paidStarter();
    const before = (await auditEntriesBy(siteUrl, admin)).length;
    expect(await refund(id, { reason: '' })).toMatchObject({ status: 400, json: { message: 'Say why the payment is refunded (a few words)' } });
    expect(await refund(id, { amountCents: 0, reason: 'Goodwill' })).toMatchObject({
      status: 400,
      json: { message: 'The amount to refund must be more than $0' },
    });
    expect(await refund(id, { amountCents: 10.5, reason: 'Goodwill' })).toMatchObject({ status: 400, json: { message: 'The amount must be in whole cents' } });
    expect(await refund(id, { reason: 'Goodwill', requestId: '' })).toMatchObject({ status: 400, json: { message: 'Please reload the page and try again' } });
    expect(await refund('pi_TESTunknown', { reason: 'Goodwill' })).toMatchObject({
      status: 404,
      json: { message: 'There is no payment with this id. Reload the Payments list.' },
    });
    expect(await refund('not-a-payment', { reason: 'Goodwill' })).toMatchObject({ status: 400, json: { message: 'No such payment' } });
    const declined = await paidStarter('4000 0000 0000 0002');
    await paymentIn(declined, 'failed');
    expect(await refund(declined, { reason: 'Goodwill' })).toEqual({
      status: 409,
      json: { message: 'This payment never went through, so there is nothing to refund.' },
    });
    expect((await auditEntriesBy(siteUrl, admin)).length).toBe(before);
    expect(await getPayment(id)).toMatchObject({ status: 'succeeded', amountRefunded: 0 });
  });
});
