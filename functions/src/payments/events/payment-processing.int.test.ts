import { dashboardReplySchema } from '@herway/shared/contracts/dashboard';
import { describe, expect, inject, it } from 'vitest';
import { processingPayments } from '../../insights/store/processing-payments-repo';
import { getPayment } from '../store/payment-repo';
import { createTestAccount } from '../../testing/accounts';
import { callApi } from '../../testing/admin-calls';
import { eventually } from '../../testing/calendly';
import { emailsTo } from '../../testing/emails';
import { confirmLocalCard, orderStarter, paymentIn, stripeEnvelope, stripeEventBody, succeededEvent } from '../../testing/payments';
import { handler as onPaymentFailed } from './on-payment-unsettled';

import { handler as onPaymentSucceeded } from './on-payment-succeeded';

// A payment her bank keeps processing (docs/payments-notices.md): recorded as processing, the
// payer told once, the founders' list after a day, and the package once it settles.

const siteUrl = inject('siteUrl');
const sesUrl = inject('sesUrl');
const PROCESSING_SUBJECT = 'Your HerWay payment is processing';
const DAY_MS = 24 * 60 * 60 * 1000;

const processingMails = async (address: string) => (await emailsTo(sesUrl, address)).filter((email) => email.subject === PROCESSING_SUBJECT);
const listedAt = async (now: Date, paymentIntentId: string) => (await processingPayments(now)).items.some((item) => item.paymentIntentId === paymentIntentId);

describe('a payment that stays processing', () => {
  it('through the local Stripe: the processing e-mail once, then the package and the receipt when it settles', async () => {
    const athlete = await createTestAccount();
    const intent = await orderStarter(siteUrl, athlete);
    expect((await confirmLocalCard(siteUrl, intent.clientSecret, '4000 0000 0000 7726')).json.status).toBe('processing');

    const [mail] = await eventually(async () => ((await processingMails(athlete.email)).length > 0 ? processingMails(athlete.email) : undefined));
    expect(mail?.body.text).toContain('appears on the dashboard as soon as the payment settles');
    await paymentIn(intent.paymentIntentId, 'succeeded');
    const dashboard = await eventually(async () => {
      const reply = dashboardReplySchema.parse((await callApi(siteUrl, 'GET', '/api/dashboard', athlete)).json);
      return reply.mentorshipPackages.length > 0 ? reply : undefined;
    });
    expect(dashboard.mentorshipPackages[0]).toMatchObject({ packageType: 'starter' });
    await eventually(async () =>
      (await emailsTo(sesUrl, athlete.email)).some((email) => /^(Your HerWay receipt|Receipt)\b/.test(email.subject)) ? true : undefined,
    );
    expect(await processingMails(athlete.email)).toHaveLength(1);
    expect(await listedAt(new Date(Date.now() + 2 * DAY_MS), intent.paymentIntentId)).toBe(false);
  });

  it('shows processing on the payment, is listed for the founders only after a day, and leaves the list when it settles', async () => {
    const athlete = await createTestAccount();
    const email = `payer-${crypto.randomUUID()}@example.com`;
    const paymentIntentId = `pi_TEST${crypto.randomUUID().replaceAll('-', '')}`;
    const startedAt = new Date();
    const processing = stripeEventBody(
      'payment_intent.processing',
      { id: paymentIntentId, receipt_email: email, metadata: { userId: athlete.sub, productKey: 'growth' } },
      startedAt,
    );
    await onPaymentFailed(stripeEnvelope(processing));
    await onPaymentFailed(stripeEnvelope(processing));
    await onPaymentFailed(stripeEnvelope(stripeEventBody('payment_intent.processing', { ...processing.data.object }, startedAt)));

    expect(await getPayment(paymentIntentId)).toMatchObject({ status: 'processing', userId: athlete.sub });
    expect(await processingMails(email)).toHaveLength(1);
    expect(await listedAt(new Date(startedAt.getTime() + DAY_MS - 60_000), paymentIntentId)).toBe(false);
    expect(await listedAt(new Date(startedAt.getTime() + DAY_MS + 60_000), paymentIntentId)).toBe(true);

    await onPaymentSucceeded(
      stripeEnvelope(succeededEvent({ userId: athlete.sub, productKey: 'growth', amount: 56_000, paymentIntentId, receiptEmail: email })),
    );
    expect(await getPayment(paymentIntentId)).toMatchObject({ status: 'succeeded' });
    expect(await listedAt(new Date(startedAt.getTime() + 2 * DAY_MS), paymentIntentId)).toBe(false);
    // A late processing event never downgrades the payment nor lists it again.
    await onPaymentFailed(stripeEnvelope(stripeEventBody('payment_intent.processing', { ...processing.data.object }, startedAt)));
    expect(await getPayment(paymentIntentId)).toMatchObject({ status: 'succeeded' });
    expect(await listedAt(new Date(startedAt.getTime() + 2 * DAY_MS), paymentIntentId)).toBe(false);
  });

  it('a processing payment that fails leaves the list and gets the failure e-mail', async () => {
    const athlete = await createTestAccount();
    const email = `payer-${crypto.randomUUID()}@example.com`;
    const paymentIntentId = `pi_TEST${crypto.randomUUID().replaceAll('-', '')}`;
    const fields = { id: paymentIntentId, receipt_email: email, metadata: { userId: athlete.sub, productKey: 'starter' } };
    await onPaymentFailed(stripeEnvelope(stripeEventBody('payment_intent.processing', fields)));
    await onPaymentFailed(stripeEnvelope(stripeEventBody('payment_intent.payment_failed', fields)));
    expect(await getPayment(paymentIntentId)).toMatchObject({ status: 'failed' });
    expect(await listedAt(new Date(Date.now() + 2 * DAY_MS), paymentIntentId)).toBe(false);
    expect((await emailsTo(sesUrl, email)).map((mail) => mail.subject).sort()).toEqual(['Your HerWay payment did not go through', PROCESSING_SUBJECT]);
  });

  it('a processing event that arrives after the later failure changes nothing: the payment stays failed, unlisted, and nobody is told it is processing', async () => {
    const athlete = await createTestAccount();
    const email = `payer-${crypto.randomUUID()}@example.com`;
    const paymentIntentId = `pi_TEST${crypto.randomUUID().replaceAll('-', '')}`;
    const fields = { id: paymentIntentId, receipt_email: email, metadata: { userId: athlete.sub, productKey: 'starter' } };
    const failedAt = new Date();
    await onPaymentFailed(stripeEnvelope(stripeEventBody('payment_intent.payment_failed', fields, failedAt)));
    await onPaymentFailed(stripeEnvelope(stripeEventBody('payment_intent.processing', fields, new Date(failedAt.getTime() - 60_000))));
    expect(await getPayment(paymentIntentId)).toMatchObject({ status: 'failed' });
    expect(await listedAt(new Date(Date.now() + 2 * DAY_MS), paymentIntentId)).toBe(false);
    expect(await processingMails(email)).toHaveLength(0);
  });
});
