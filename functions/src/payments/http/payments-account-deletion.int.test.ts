import { paymentIntentReplySchema } from '@herway/shared/contracts/payments';
import { describe, expect, inject, it } from 'vitest';
import { ANONYMISED_EMAIL, getBrowserReport, getPayment } from '../store/payment-repo';
import { listUserCollection } from '../../accounts/store/user-repo';
import { retrievePaymentIntent, stripeClient } from '../stripe/stripe';
import { createTestAccount } from '../../testing/accounts';
import { eventually } from '../../testing/calendly';
import { confirmLocalCard } from '../../testing/payments';

// Cross-cutting: a paid purchase, then export-account and delete-account on its records.

const siteUrl = inject('siteUrl');

describe('her payments when she deletes her account', () => {
  it('are listed in her export, then kept for the books without who she was', async () => {
    const athlete = await createTestAccount({ firstName: 'Ava' });
    const request = (method: string, path: string, body: unknown) =>
      fetch(`${siteUrl}${path}`, {
        method,
        headers: { Origin: siteUrl, 'Content-Type': 'application/json', Cookie: athlete.cookie },
        body: JSON.stringify(body),
      });

    const reply = paymentIntentReplySchema.parse(
      await (await request('POST', '/api/purchase-course', { acceptedTerms: true, amount: 150, courseType: 'full_packet' })).json(),
    );
    expect((await retrievePaymentIntent(reply.paymentIntentId))?.metadata.customerEmail).toBe(athlete.email);
    expect((await confirmLocalCard(siteUrl, reply.clientSecret)).status).toBe(200);
    await eventually(async () => ((await getPayment(reply.paymentIntentId))?.status === 'succeeded' ? true : undefined), 20_000);
    expect((await request('POST', '/api/payment-success', { paymentIntentId: reply.paymentIntentId, customerInfo: { name: 'Ava Athlete' } })).status).toBe(200);

    const exported = (await (await fetch(`${siteUrl}/api/account/export`, { headers: { Cookie: athlete.cookie } })).json()) as {
      records: Record<string, unknown[]>;
    };
    expect(exported.records.payment).toEqual([
      expect.objectContaining({ stripePaymentIntentId: reply.paymentIntentId, amount: 15_000, productType: 'full_packet' }),
    ]);

    expect((await request('DELETE', '/api/account', { password: athlete.password })).status).toBe(200);

    const payment = await getPayment(reply.paymentIntentId);
    expect(payment).toMatchObject({
      status: 'succeeded',
      amount: 15_000,
      productType: 'full_packet',
      customerEmail: ANONYMISED_EMAIL,
      customerName: null,
      athleteName: null,
      userId: null,
      stripeCustomerId: null,
    });
    expect(await getBrowserReport(reply.paymentIntentId)).toBeUndefined();
    const intent = await retrievePaymentIntent(reply.paymentIntentId);
    expect(intent?.metadata.athleteName).toBeUndefined();
    // Her e-mail, which the intent carries for HerWay's receipt, is blanked with her name.
    expect(intent?.metadata.customerEmail).toBeUndefined();
    // Her Stripe customer (her e-mail, name and HerWay id) is deleted; the payment stays at Stripe.
    const customer = await stripeClient().customers.retrieve(String(intent?.customer));
    expect(customer).toMatchObject({ deleted: true });
    expect(intent?.status).toBe('succeeded');
    expect((await listUserCollection(athlete.sub)).records).toEqual([]);
  });
});
