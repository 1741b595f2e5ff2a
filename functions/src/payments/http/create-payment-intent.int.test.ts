import { paymentIntentReplySchema } from '@herway/shared/contracts/payments';
import { describe, expect, inject, it } from 'vitest';
import { paymentsOfLink } from '../store/payment-link-repo';
import { getPayment } from '../store/payment-repo';
import { retrievePaymentIntent } from '../stripe/stripe';
import { LOCAL_PAYMENT_LINK_KEY } from '../../kernel/config';
import { eventually } from '../../testing/calendly';
import { confirmLocalCard } from '../../testing/payments';
import { newPaymentLink, paymentLinkMessages, signPaymentLink } from '../payment-links';

// The open-amount /checkout (docs/decisions/signed-payment-links.md): a payment link signed by the server, its amount and
// description fixed, a single-use link paid once. (Without a link, only the local stack opens it.)

const siteUrl = inject('siteUrl');
const customerInfo = { name: 'Maria Lopez', athleteName: 'Ava Lopez', email: 'maria@example.com' };

const open = (body: Record<string, unknown>) =>
  fetch(`${siteUrl}/api/create-payment-intent`, {
    method: 'POST',
    headers: { Origin: siteUrl, 'Content-Type': 'application/json' },
    body: JSON.stringify({ acceptedTerms: true, customerInfo, ...body }),
  });

describe('payment links', () => {
  it('open a payment for exactly their amount and description, and a single-use one only until it is paid', async () => {
    const link = newPaymentLink({ amount: 250, description: 'Two extra sessions', singleUse: true });
    const token = signPaymentLink(link, LOCAL_PAYMENT_LINK_KEY);

    const edited = await open({ amount: 25, description: 'Two extra sessions', paymentLink: token });
    expect([edited.status, await edited.json()]).toEqual([400, { message: paymentLinkMessages.changed }]);
    const forged = await open({ amount: 250, description: 'Two extra sessions', paymentLink: signPaymentLink(link, 'someone-elses-key-0123456789') });
    expect([forged.status, await forged.json()]).toEqual([400, { message: paymentLinkMessages.invalid }]);

    const reply = paymentIntentReplySchema.parse(await (await open({ amount: 250, description: 'Two extra sessions', paymentLink: token })).json());
    expect(reply.amount).toBe(250);
    expect((await confirmLocalCard(siteUrl, reply.clientSecret)).status).toBe(200);
    await eventually(async () => ((await getPayment(reply.paymentIntentId))?.status === 'succeeded' ? true : undefined), 20_000);
    expect(await paymentsOfLink(link.id)).toBe(1);

    const again = await open({ amount: 250, description: 'Two extra sessions', paymentLink: token });
    expect([again.status, await again.json()]).toEqual([400, { message: paymentLinkMessages.paid }]);
  });

  it('a single-use link opened in two tabs: only the payment opened last can be paid, and none is opened once it is paid', async () => {
    const link = newPaymentLink({ amount: 300, description: 'Showcase travel', singleUse: true });
    const page = { amount: 300, description: 'Showcase travel', paymentLink: signPaymentLink(link, LOCAL_PAYMENT_LINK_KEY) };
    const first = paymentIntentReplySchema.parse(await (await open(page)).json());
    const second = paymentIntentReplySchema.parse(await (await open({ ...page, customerInfo: { ...customerInfo, name: 'Ana Lopez' } })).json());
    expect((await retrievePaymentIntent(first.paymentIntentId))?.status).toBe('canceled');
    expect((await confirmLocalCard(siteUrl, first.clientSecret)).status).not.toBe(200);

    expect((await confirmLocalCard(siteUrl, second.clientSecret)).status).toBe(200);
    // Paid, even before its fulfilment counted it.
    const third = await open(page);
    expect([third.status, await third.json()]).toEqual([400, { message: paymentLinkMessages.paid }]);
  });

  it('refuses an expired link with a message that says so', async () => {
    const link = newPaymentLink({ amount: 100, description: 'Camp deposit', singleUse: false, expiresAt: new Date(Date.now() - 60_000).toISOString() });
    const answer = await open({ amount: 100, description: 'Camp deposit', paymentLink: signPaymentLink(link, LOCAL_PAYMENT_LINK_KEY) });
    expect([answer.status, await answer.json()]).toEqual([400, { message: paymentLinkMessages.expired }]);
  });
});
