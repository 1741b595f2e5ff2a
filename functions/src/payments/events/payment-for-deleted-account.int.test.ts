import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { attentionReplySchema } from '@herway/shared/contracts/attention';
import { paymentIntentReplySchema } from '@herway/shared/contracts/payments';
import { describe, expect, inject, it, vi } from 'vitest';
import { dynamoClient } from '../../kernel/aws-clients';
import { getFulfilment } from '../store/fulfilment-repo';
import { keys } from '../../kernel/store/keys';
import { ANONYMISED_EMAIL, getBrowserReport } from '../store/payment-repo';
import { tableName } from '../../kernel/store/table';
import { retrievePaymentIntent, stripeClient } from '../stripe/stripe';
import { handler as reconcile } from '../jobs/reconcile-payments';
import { CLOSED_ACCOUNT_REFUND_REASON } from '../closed-account-payments';
import { fulfilmentIds } from '../fulfilment';
import { userCollection } from '../../testing/account-data';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { eventually } from '../../testing/calendly';
import { confirmLocalCard, paymentIn, stripeEnvelope, stripeEventBody } from '../../testing/payments';
import { fulfilPaymentEvent } from '../payment-fulfilment';

// A payment that settles after its account was deleted (DELETE /api/account, then the card is
// confirmed in the tab still open, or the bank settles it later, or the reconciliation finds it):
// refunded through Stripe, kept for the books without her name or e-mail, nothing recreated under
// her partition, and shown to the founders on the attention list.

const siteUrl = inject('siteUrl');

const call = (account: TestAccount, method: string, path: string, body: unknown) =>
  fetch(`${siteUrl}${path}`, { method, headers: { Origin: siteUrl, 'Content-Type': 'application/json', Cookie: account.cookie }, body: JSON.stringify(body) });

/** An athlete with a Starter package payment opened (not paid yet). */
async function openedPayment(firstName: string) {
  const athlete = await createTestAccount({ firstName });
  const response = await call(athlete, 'POST', '/api/purchase-mentorship', { acceptedTerms: true, amount: 400, packageType: 'starter', totalSessions: 5 });
  expect(response.status).toBe(200);
  return { athlete, ...paymentIntentReplySchema.parse(await response.json()) };
}

const deleteAccount = async (athlete: TestAccount) => expect((await call(athlete, 'DELETE', '/api/account', { password: athlete.password })).status).toBe(200);

async function attentionRefunds() {
  const admin = await createTestAccount({ group: 'admin' });
  const response = await fetch(`${siteUrl}/api/admin/attention`, { headers: { Cookie: admin.cookie } });
  expect(response.status).toBe(200);
  return attentionReplySchema.parse(await response.json()).refundedPayments;
}

/** Refunded, kept without who she was, nothing of hers recreated, and on the founders' list. */
async function expectRefundedWithoutHer(athlete: TestAccount, paymentIntentId: string): Promise<void> {
  const payment = await paymentIn(paymentIntentId, 'refunded');
  expect(payment).toMatchObject({
    amount: 40_000,
    amountRefunded: 40_000,
    customerEmail: ANONYMISED_EMAIL,
    customerName: null,
    athleteName: null,
    userId: null,
    stripeCustomerId: null,
    needsAttention: CLOSED_ACCOUNT_REFUND_REASON,
  });
  expect(await getFulfilment(paymentIntentId)).toMatchObject({ userId: null, courseIds: [], closedAccount: true });
  expect(await userCollection(athlete)).toEqual([]);
  expect(await getBrowserReport(paymentIntentId)).toBeUndefined();
  expect((await retrievePaymentIntent(paymentIntentId))?.metadata.athleteName).toBeUndefined();
  const refunds = (await attentionRefunds()).filter((refund) => refund.paymentIntentId === paymentIntentId);
  expect(refunds).toEqual([expect.objectContaining({ amount: 40_000, reason: CLOSED_ACCOUNT_REFUND_REASON })]);
  expect(refunds[0]?.reason.startsWith('Refunded: payment for a deleted account')).toBe(true);
}

describe('a payment that settles after her account was deleted', () => {
  it('paid with a card her bank keeps processing: refunded, kept without her, nothing of hers recreated', async () => {
    const { athlete, paymentIntentId, clientSecret } = await openedPayment('Cleo');
    await deleteAccount(athlete);
    expect((await confirmLocalCard(siteUrl, clientSecret, '4000 0000 0000 7726')).json.status).toBe('processing');
    await expectRefundedWithoutHer(athlete, paymentIntentId);
  });

  it('a card her bank refuses later: the failed attempt is kept without her, and nothing of hers recreated', async () => {
    const { athlete, paymentIntentId, clientSecret } = await openedPayment('Bea');
    await deleteAccount(athlete);
    expect((await confirmLocalCard(siteUrl, clientSecret, '4000 0000 0000 7734')).json.status).toBe('processing');
    expect(await paymentIn(paymentIntentId, 'failed')).toMatchObject({
      customerEmail: ANONYMISED_EMAIL,
      athleteName: null,
      userId: null,
      stripeCustomerId: null,
    });
    expect(await userCollection(athlete)).toEqual([]);
  });

  it('delivered twice at once (and by Stripe too): one refund, recorded once', async () => {
    const { athlete, paymentIntentId, clientSecret } = await openedPayment('Dora');
    await deleteAccount(athlete);
    expect((await confirmLocalCard(siteUrl, clientSecret)).status).toBe(200);
    const intent = await retrievePaymentIntent(paymentIntentId);
    const event = stripeEventBody('payment_intent.succeeded', { ...intent });
    const refundsCreate = vi.spyOn(stripeClient().refunds, 'create');
    try {
      const outcomes = await Promise.all([fulfilPaymentEvent(stripeEnvelope(event)), fulfilPaymentEvent(stripeEnvelope(event))]);
      expect(outcomes).toEqual([
        { fulfilled: false, closedAccount: true },
        { fulfilled: false, closedAccount: true },
      ]);
      const refunds = await Promise.all(refundsCreate.mock.results.map((result) => result.value as Promise<{ id: string; amount: number }>));
      expect(refunds.length).toBeGreaterThanOrEqual(2);
      // The same idempotency key on every delivery: Stripe answers each with the one refund.
      expect(new Set(refunds.map((refund) => refund.id)).size).toBe(1);
    } finally {
      refundsCreate.mockRestore();
    }
    await expectRefundedWithoutHer(athlete, paymentIntentId);
  });

  it('found by the reconciliation (its event lost): refunded, kept without her, listed without her e-mail', async () => {
    const { athlete, paymentIntentId, clientSecret } = await openedPayment('Esme');
    expect((await confirmLocalCard(siteUrl, clientSecret)).status).toBe(200);
    await eventually(async () => ((await getFulfilment(paymentIntentId)) ? true : undefined), 20_000);
    // As if its event had never arrived; then she deletes her account.
    for (const key of [
      keys.fulfilment(paymentIntentId),
      keys.payment(paymentIntentId),
      keys.userPayment(athlete.sub, paymentIntentId),
      keys.mentorshipPackage(athlete.sub, fulfilmentIds(paymentIntentId).packageId),
    ]) {
      await dynamoClient().send(new DeleteCommand({ TableName: tableName(), Key: key }));
    }
    await deleteAccount(athlete);

    const report = await reconcile();
    expect(report.fixed).toContain(paymentIntentId);
    await expectRefundedWithoutHer(athlete, paymentIntentId);
    const { Item: fix } = await dynamoClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.reconciledPayment(paymentIntentId), ConsistentRead: true }),
    );
    expect(fix).toMatchObject({ customerEmail: null, userId: null, amount: 40_000 });
  });
});
