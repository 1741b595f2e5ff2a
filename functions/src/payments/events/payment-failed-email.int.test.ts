import { paymentIntentReplySchema } from '@herway/shared/contracts/payments';
import { paymentLinkReplySchema } from '@herway/shared/contracts/admin-money';
import { describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts';
import { callApi } from '../../testing/admin-calls';
import { eventually } from '../../testing/calendly';
import { emailsTo } from '../../testing/emails';
import { linkFamily } from '../../testing/family';
import { confirmLocalCard, paymentIn, stripeEnvelope, stripeEventBody, succeededEvent } from '../../testing/payments';
import { handler as onPaymentFailed } from './on-payment-unsettled';
import { handler as onPaymentSucceeded } from './on-payment-succeeded';

// A failed payment e-mails the payer (docs/payments-notices.md): why in plain words, a link to the
// same checkout; once per attempt, never after the payment succeeded.

const siteUrl = inject('siteUrl');
const sesUrl = inject('sesUrl');
const FAILED_SUBJECT = 'Your HerWay payment did not go through';

const failureMails = async (address: string) => (await emailsTo(sesUrl, address)).filter((email) => email.subject === FAILED_SUBJECT);
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));

describe('the failed-payment e-mail', () => {
  it("a guardian's declined card: one e-mail with the reason in words and her athlete's checkout to try again", async () => {
    const athlete = await createTestAccount({ firstName: 'Maya' });
    const guardian = await createTestAccount({ group: 'guardian', firstName: 'Dana', email: `dana-${crypto.randomUUID()}@example.com` });
    await linkFamily(siteUrl, sesUrl, athlete, guardian);
    const opened = await callApi(siteUrl, 'POST', '/api/purchase-mentorship', guardian, {
      acceptedTerms: true,
      amount: 560,
      packageType: 'growth',
      totalSessions: 8,
      forAthleteId: athlete.sub,
    });
    const intent = paymentIntentReplySchema.parse(opened.json);
    expect((await confirmLocalCard(siteUrl, intent.clientSecret, '4000 0000 0000 9995')).status).toBe(402);
    await paymentIn(intent.paymentIntentId, 'failed');

    const [mail] = await eventually(async () => ((await failureMails(guardian.email)).length > 0 ? failureMails(guardian.email) : undefined));
    expect(mail?.body.text).toContain('The card did not have enough funds for this payment.');
    expect(mail?.body.text).toContain(`/protected-checkout?type=mentorship&packageType=growth&amount=560&totalSessions=8&for=${athlete.sub}`);
    expect(mail?.body.text).not.toContain('insufficient_funds');
    await settle();
    expect(await failureMails(guardian.email)).toHaveLength(1);
    expect(await failureMails(athlete.email)).toHaveLength(0);
  });

  it('a redelivered event sends nothing more; a new failed attempt sends one; none once the payment succeeded', async () => {
    const athlete = await createTestAccount();
    const email = `payer-${crypto.randomUUID()}@example.com`;
    const paymentIntentId = `pi_TEST${crypto.randomUUID().replaceAll('-', '')}`;
    const attempt = () =>
      stripeEventBody('payment_intent.payment_failed', {
        id: paymentIntentId,
        receipt_email: email,
        metadata: { userId: athlete.sub, productKey: 'full_packet' },
      });
    const first = attempt();
    await onPaymentFailed(stripeEnvelope(first));
    await onPaymentFailed(stripeEnvelope(first));
    expect(await failureMails(email)).toHaveLength(1);
    expect((await failureMails(email))[0]?.body.text).toContain('/protected-checkout?type=course&courseType=full_packet');

    await onPaymentFailed(stripeEnvelope(attempt()));
    expect(await failureMails(email)).toHaveLength(2);

    await onPaymentSucceeded(
      stripeEnvelope(succeededEvent({ userId: athlete.sub, productKey: 'full_packet', amount: 20_000, paymentIntentId, receiptEmail: email })),
    );
    await onPaymentFailed(stripeEnvelope(attempt()));
    expect(await failureMails(email)).toHaveLength(2);
  });

  it('an open-amount payment made from a payment link is tried again from that link', async () => {
    const admin = await createTestAccount({ group: 'admin' });
    const created = await callApi(siteUrl, 'POST', '/api/admin/payment-links', admin, { amount: 75, description: 'Film review' });
    const { paymentLink } = paymentLinkReplySchema.parse(created.json);
    const email = `payer-${crypto.randomUUID()}@example.com`;
    const failed = stripeEventBody('payment_intent.payment_failed', {
      id: `pi_TEST${crypto.randomUUID().replaceAll('-', '')}`,
      // An open amount, paid signed out: no product and no account (the fixture's are blanked).
      metadata: { customerEmail: email, customerName: 'Dana', paymentLink: paymentLink.id, productKey: '', userId: '', athleteName: '' },
    });
    await onPaymentFailed(stripeEnvelope(failed));
    const [mail] = await failureMails(email);
    expect(mail?.body.text).toContain(paymentLink.url.slice(siteUrl.length));
    expect(mail?.body.text).not.toContain('/mentorship');
  });
});
