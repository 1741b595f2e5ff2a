import { randomUUID } from 'node:crypto';
import { analyticsReplySchema } from '@herway/shared/contracts/admin';
import type { AnalyticsReply } from '@herway/shared/contracts/admin';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { handler as onPaymentSucceeded } from '../../../payments/events/on-payment-succeeded';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { httpEvent, lambdaContext } from '../../../testing/http-event';
import { stripeEnvelope, stripeEventBody, succeededEvent } from '../../../testing/payments';
import { handler as submitContact } from '../../../contact/http/submit-contact';

// docs/decisions/conversion-rate.md: the conversion rate is the share of distinct contact e-mails that later made a
// succeeded payment; test payments never count in revenue or conversions. The integration files
// run one at a time, so the counters' changes here are exactly this file's. Cross-cutting: contact
// messages and payments in, the analytics counters out.

const siteUrl = inject('siteUrl');
let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

/** POST /api/contact in-process, each from its own network (the form allows ten an hour per network). */
async function sendContact(email: string): Promise<void> {
  const body = { firstName: 'Mia', lastName: 'Chen', email, interestType: 'Free Consultation', message: `Conversion test ${randomUUID()}` };
  const event = httpEvent('POST', '/api/contact', { headers: { origin: siteUrl, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  event.requestContext.http.sourceIp = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  expect((await submitContact(event, lambdaContext)).statusCode).toBe(200);
}

async function analytics(): Promise<AnalyticsReply> {
  const response = await fetch(`${siteUrl}/api/analytics`, { headers: { Cookie: admin.cookie } });
  expect(response.status).toBe(200);
  return analyticsReplySchema.parse(await response.json());
}

const change = (before: AnalyticsReply, after: AnalyticsReply) => ({
  contacts: after.totalContacts - before.totalContacts,
  contactEmails: after.contactEmails - before.contactEmails,
  convertedEmails: after.convertedEmails - before.convertedEmails,
  payments: after.totalPayments - before.totalPayments,
  revenue: Math.round((after.totalRevenue - before.totalRevenue) * 100),
});

const paid = (email: string, amount = 40_000) => succeededEvent({ productKey: 'custom', amount, receiptEmail: email });
const testPaid = (email: string) =>
  // As /test-stripe opens one: no athlete named (one named but with no account is refunded as a deleted account's).
  stripeEventBody('payment_intent.succeeded', { ...paid(email).data.object, metadata: { testPayment: 'true', productKey: 'custom', userId: '' } });
const secondLater = () => new Promise((resolve) => setTimeout(resolve, 1000));

describe('the conversion rate: distinct addresses that later paid', () => {
  it('counts an address once, also when two of its messages arrive at the same moment', async () => {
    const before = await analytics();
    const email = `twice-${randomUUID()}@example.com`;
    await Promise.all([sendContact(email), sendContact(email.toUpperCase())]);
    await sendContact(email);
    await sendContact(`other-${randomUUID()}@example.com`);
    expect(change(before, await analytics())).toEqual({ contacts: 4, contactEmails: 2, convertedEmails: 0, payments: 0, revenue: 0 });
  });

  it('counts an address converted once when two of its payments succeed at the same moment, and again never (redelivery, a later payment)', async () => {
    const email = `payer-${randomUUID()}@example.com`;
    await Promise.all([sendContact(email), sendContact(email)]);
    await secondLater();
    const before = await analytics();
    const first = paid(email);
    await Promise.all([onPaymentSucceeded(stripeEnvelope(first)), onPaymentSucceeded(stripeEnvelope(paid(email, 15_000)))]);
    await onPaymentSucceeded(stripeEnvelope(first));
    await onPaymentSucceeded(stripeEnvelope(paid(email, 5_000)));
    expect(change(before, await analytics())).toEqual({ contacts: 0, contactEmails: 0, convertedEmails: 1, payments: 3, revenue: 60_000 });
  });

  it('never counts a test payment in revenue, payments or conversions', async () => {
    const email = `tester-${randomUUID()}@example.com`;
    await sendContact(email);
    await secondLater();
    const before = await analytics();
    await Promise.all([onPaymentSucceeded(stripeEnvelope(testPaid(email))), onPaymentSucceeded(stripeEnvelope(testPaid(email)))]);
    const after = await analytics();
    expect(change(before, after)).toEqual({ contacts: 0, contactEmails: 0, convertedEmails: 0, payments: 0, revenue: 0 });
    expect(after.monthlyRevenue).toEqual(before.monthlyRevenue);
    // Newest first; other test files record payments meanwhile, so a whole page is read.
    const listed = (await (await fetch(`${siteUrl}/api/payments?limit=100`, { headers: { Cookie: admin.cookie } })).json()) as {
      items: { customerEmail: string; isTest?: boolean }[];
    };
    expect(listed.items.filter((item) => item.customerEmail === email).map((item) => item.isTest)).toEqual([true, true]);
  });

  it('does not count a payment from an address that never wrote, nor a message sent after paying', async () => {
    const email = `buyer-${randomUUID()}@example.com`;
    const before = await analytics();
    await onPaymentSucceeded(stripeEnvelope(paid(email)));
    await secondLater();
    await sendContact(email);
    const after = await analytics();
    expect(change(before, after)).toEqual({ contacts: 1, contactEmails: 1, convertedEmails: 0, payments: 1, revenue: 40_000 });
    expect(after.conversionRate).toBe(Math.round((after.convertedEmails / after.contactEmails) * 100));
  });
});
