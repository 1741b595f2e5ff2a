import { randomBytes } from 'node:crypto';
import { paymentIntentReplySchema } from '@herway/shared/contracts/payments';
import { receiptsReplySchema } from '@herway/shared/contracts/receipts';
import type { ReceiptSummary } from '@herway/shared/contracts/receipts';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { dynamoClient } from '../kernel/aws-clients';
import { keys } from '../kernel/store/keys';
import { tableName } from '../kernel/store/table';
import { createTestAccount } from '../testing/accounts';
import type { TestAccount } from '../testing/accounts';
import { callApi } from '../testing/admin-calls';
import { eventually } from '../testing/calendly';
import { emailsTo } from '../testing/emails';
import { linkFamily } from '../testing/family';
import { confirmLocalCard, paymentIn, stripeEnvelope, stripeEventBody, succeededEvent } from '../testing/payments';
import { handler as onPaymentSucceeded } from './events/on-payment-succeeded';
import { handler as onRefund } from './events/on-refund';
import { addDiscountIfAbsent } from './store/discount-repo';
import { listReceipts } from './store/receipt-repo';
import { stripeClient } from './stripe/stripe';

// HerWay's receipts (docs/receipts.md): one per payment and one per refund, in the payer's
// account, e-mailed once, listed at GET /api/receipts and downloadable as a PDF.

const siteUrl = inject('siteUrl');
const sesUrl = inject('sesUrl');

async function receiptsOf(account: TestAccount): Promise<ReceiptSummary[]> {
  const reply = await callApi(siteUrl, 'GET', '/api/receipts', account);
  expect(reply.status).toBe(200);
  return receiptsReplySchema.parse(reply.json).receipts;
}

const subjectsTo = async (address: string, start: string) => (await emailsTo(sesUrl, address)).filter((email) => email.subject.startsWith(start));

/** Starter ($400) with a 10% code ($360), paid with the local card form: the payment intent's id. */
async function payStarterWithCode(payer: TestAccount, code: string, forAthleteId?: string): Promise<string> {
  const body = { acceptedTerms: true, amount: 360, packageType: 'starter', totalSessions: 5, discountCode: code, ...(forAthleteId ? { forAthleteId } : {}) };
  const opened = await callApi(siteUrl, 'POST', '/api/purchase-mentorship', payer, body);
  expect(opened.status).toBe(200);
  const intent = paymentIntentReplySchema.parse(opened.json);
  expect((await confirmLocalCard(siteUrl, intent.clientSecret)).status).toBe(200);
  await paymentIn(intent.paymentIntentId, 'succeeded');
  return intent.paymentIntentId;
}

async function tenPercentCode(): Promise<string> {
  const code = `RCPT${randomBytes(4).toString('hex').toUpperCase()}`;
  await addDiscountIfAbsent({ code, type: 'percentage', value: 10, description: '10% off', active: true });
  return code;
}

async function pdfOf(account: TestAccount, id: string) {
  return fetch(`${siteUrl}/api/receipts/${encodeURIComponent(id)}/pdf`, { headers: { Cookie: account.cookie } });
}

describe('receipts of a card payment', () => {
  it('e-mails the receipt with its number, discount and card; lists it; answers it as a PDF to her only', async () => {
    const athlete = await createTestAccount({ firstName: 'Maya' });
    const code = await tenPercentCode();
    await payStarterWithCode(athlete, code);

    const [mail] = await eventually(async () => {
      const found = await subjectsTo(athlete.email, 'Receipt HW-');
      return found.length > 0 ? found : undefined;
    });
    expect(mail?.subject).toMatch(/^Receipt HW-\d{8}-[A-Z2-7]{8}: STARTER/);
    expect(mail?.body.text).toContain(`Discount code: ${code} (you saved $40)`);
    expect(mail?.body.text).toContain('Amount paid: $360 USD');
    expect(mail?.body.text).toContain('Card: Visa ending in 4242');

    const [row] = await receiptsOf(athlete);
    expect(row).toMatchObject({ kind: 'payment', amount: 360, refundedAmount: 0, discount: `${code} (you saved $40)`, card: 'Visa ending in 4242' });
    expect(mail?.subject).toContain(row?.number);
    // Her account export holds her receipts too.
    const exported = await callApi(siteUrl, 'GET', '/api/account/export', athlete);
    expect((exported.json.records as Record<string, unknown[]>).receipts).toEqual([expect.objectContaining({ number: row?.number, amountCents: 36_000 })]);

    const pdf = await pdfOf(athlete, row?.id ?? '');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="HerWay-receipt-${row?.number}.pdf"`);
    const document = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
    expect(document.getPageCount()).toBe(1);
    const contents = document.getPage(0).node.Contents();
    const text = contents instanceof PDFRawStream ? Buffer.from(contents.getContents()).toString('latin1') : '';
    expect(text).toContain(`(${row?.number})`);
    expect(text).toContain('($360 USD)');

    const stranger = await createTestAccount();
    expect(await pdfOf(stranger, row?.id ?? '')).toMatchObject({ status: 404 });
    expect(await receiptsOf(stranger)).toEqual([]);
    const junk = await pdfOf(athlete, 'not-a-number');
    expect([junk.status, await junk.json()]).toEqual([400, expect.objectContaining({ message: expect.stringContaining('receipt number') })]);
  });

  it("keeps a guardian's receipt in her account, not her athlete's", async () => {
    const athlete = await createTestAccount();
    const guardian = await createTestAccount({ group: 'guardian', email: `dana-${crypto.randomUUID()}@example.com` });
    await linkFamily(siteUrl, sesUrl, athlete, guardian);
    await payStarterWithCode(guardian, await tenPercentCode(), athlete.sub);
    const rows = await eventually(async () => {
      const found = await receiptsOf(guardian);
      return found.length > 0 ? found : undefined;
    });
    expect(rows).toEqual([expect.objectContaining({ kind: 'payment', amount: 360 })]);
    expect(await receiptsOf(athlete)).toEqual([]);
  });

  it('a refund: one refund receipt e-mailed, listed, and the payment row shows what was refunded', async () => {
    const athlete = await createTestAccount();
    const paymentIntentId = await payStarterWithCode(athlete, await tenPercentCode());
    await stripeClient().refunds.create({ payment_intent: paymentIntentId, amount: 10_000 });
    await paymentIn(paymentIntentId, 'partially_refunded');

    const [mail] = await eventually(async () => {
      const found = await subjectsTo(athlete.email, 'Refund receipt HW-');
      return found.length > 0 ? found : undefined;
    });
    expect(mail?.subject).toMatch(/: STARTER/);
    expect(mail?.body.text).toContain('Amount refunded: $100 USD');
    expect(mail?.body.text).toContain('Card: Visa ending in 4242');
    const rows = await receiptsOf(athlete);
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'refund', amount: 100, refundedAmount: 0 }),
      expect.objectContaining({ kind: 'payment', amount: 360, refundedAmount: 100 }),
    ]);
    expect(mail?.subject).toContain(rows[0]?.number);
  });
});

describe('receipts are written once', () => {
  it('a replayed payment event writes no second receipt and sends no second e-mail', async () => {
    const athlete = await createTestAccount();
    const envelope = stripeEnvelope(succeededEvent({ userId: athlete.sub, productKey: 'starter', amount: 40_000, receiptEmail: athlete.email }));
    await onPaymentSucceeded(structuredClone(envelope));
    await onPaymentSucceeded(structuredClone(envelope));
    // The event's charge is unknown to the local Stripe: the receipt is kept without the card.
    expect(await receiptsOf(athlete)).toEqual([expect.objectContaining({ kind: 'payment', amount: 400, card: null })]);
    expect(await subjectsTo(athlete.email, 'Receipt HW-')).toHaveLength(1);
  });

  it('two deliveries of the same succeeded event at once make one receipt and one e-mail', async () => {
    const athlete = await createTestAccount();
    const envelope = stripeEnvelope(succeededEvent({ userId: athlete.sub, productKey: 'growth', amount: 56_000, receiptEmail: athlete.email }));
    await Promise.all([onPaymentSucceeded(structuredClone(envelope)), onPaymentSucceeded(structuredClone(envelope))]);
    expect(await receiptsOf(athlete)).toEqual([expect.objectContaining({ kind: 'payment', amount: 560 })]);
    expect(await subjectsTo(athlete.email, 'Receipt HW-')).toHaveLength(1);
  });

  it('both events of one refund, and their replays, make one refund receipt and one e-mail', async () => {
    const athlete = await createTestAccount();
    const paid = succeededEvent({ userId: athlete.sub, productKey: 'starter', amount: 40_000, receiptEmail: athlete.email });
    const paymentIntentId = String(paid.data.object.id);
    await onPaymentSucceeded(stripeEnvelope(paid));
    const created = stripeEnvelope(stripeEventBody('refund.created', { payment_intent: paymentIntentId, amount: 5_000, status: 'succeeded' }));
    const charge = stripeEnvelope(
      stripeEventBody('charge.refunded', { payment_intent: paymentIntentId, amount: 40_000, amount_refunded: 5_000, refunded: false }),
    );
    await Promise.all([onRefund(structuredClone(created)), onRefund(structuredClone(charge))]);
    await onRefund(structuredClone(created));
    await onRefund(structuredClone(charge));
    const rows = await receiptsOf(athlete);
    expect(rows.filter((row) => row.kind === 'refund')).toEqual([expect.objectContaining({ amount: 50 })]);
    expect(rows.find((row) => row.kind === 'payment')).toMatchObject({ refundedAmount: 50 });
    expect(await subjectsTo(athlete.email, 'Refund receipt HW-')).toHaveLength(1);
  });
});

describe('receipts and a deleted account', () => {
  it('go with her account; their numbers stay taken but no longer name her', async () => {
    const athlete = await createTestAccount();
    const succeeded = succeededEvent({ userId: athlete.sub, productKey: 'starter', amount: 40_000, receiptEmail: athlete.email });
    const envelope = stripeEnvelope(succeeded);
    await onPaymentSucceeded(envelope);
    const [row] = await receiptsOf(athlete);
    const guard = async () => (await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.receiptNumber(row?.number ?? '') }))).Item;
    expect(await guard()).toMatchObject({ payerId: athlete.sub });

    expect((await callApi(siteUrl, 'DELETE', '/api/account', athlete, { password: athlete.password })).status).toBe(200);
    expect(await guard()).toMatchObject({ payerId: null, seed: expect.stringContaining('payment:') });
    const stored = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.receipt(athlete.sub, row?.number ?? '') }));
    expect(stored.Item).toBeUndefined();

    // A refund after she left: its number is taken, and nothing is written back into her deleted account.
    const paymentIntentId = String(succeeded.data.object.id);
    await onRefund(stripeEnvelope(stripeEventBody('refund.created', { payment_intent: paymentIntentId, amount: 5_000, status: 'succeeded' })));
    expect(await listReceipts(athlete.sub)).toEqual([]);
  });
});
