import { paymentLinkReplySchema, paymentLinksReplySchema } from '@herway/shared/contracts/admin-money';
import { paymentIntentReplySchema } from '@herway/shared/contracts/payments';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getPayment } from '../../store/payment-repo';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { auditEntriesBy, callApi } from '../../../testing/admin-calls';
import { eventually } from '../../../testing/calendly';
import { confirmLocalCard } from '../../../testing/payments';
import { paymentLinkMessages } from '../../payment-links';

// Payment links (docs/discounts-and-payment-links.md): the admin makes a signed /checkout link in /admin (the CLI's signing),
// copies it, and sees whether it was paid.
// Also list-payment-links' tests: its access, and a link listed paid or newest first, are flows here.

const siteUrl = inject('siteUrl');

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

const create = (body: Record<string, unknown>, account: TestAccount | undefined = admin) => callApi(siteUrl, 'POST', '/api/admin/payment-links', account, body);
const listed = async () => paymentLinksReplySchema.parse((await callApi(siteUrl, 'GET', '/api/admin/payment-links?limit=100', admin)).json).paymentLinks;

/** Opens the /checkout payment the link's address describes, as the page does. */
function openFromUrl(url: string) {
  const params = new URL(url).searchParams;
  return callApi(siteUrl, 'POST', '/api/create-payment-intent', undefined, {
    acceptedTerms: true,
    amount: Number(params.get('amount')),
    description: params.get('description'),
    paymentLink: params.get('link'),
    customerInfo: { name: 'Maria Lopez', athleteName: 'Ava Lopez', email: 'maria@example.com' },
  });
}

describe('payment links in /admin', () => {
  it('are for admins only: 401 without a session, 403 to an athlete', async () => {
    const athlete = await createTestAccount();
    for (const method of ['GET', 'POST'] as const) {
      expect((await callApi(siteUrl, method, '/api/admin/payment-links', undefined, { amount: 5 })).status).toBe(401);
      expect(await callApi(siteUrl, method, '/api/admin/payment-links', athlete, { amount: 5 })).toEqual({
        status: 403,
        json: { message: 'Admin access required' },
      });
    }
  });

  it('a single-use link: its signed /checkout address takes one payment, the list shows it paid; audited', async () => {
    const created = await create({ amount: 250, description: '  Two extra sessions ', singleUse: true });
    expect(created.status).toBe(201);
    const { paymentLink } = paymentLinkReplySchema.parse(created.json);
    expect(paymentLink).toMatchObject({
      amount: 250,
      description: 'Two extra sessions',
      singleUse: true,
      expiresAt: null,
      payments: 0,
      lastPaidAt: null,
      createdBy: admin.email,
    });
    expect(paymentLink.url).toMatch(new RegExp(`^${siteUrl}/checkout\\?amount=250&description=Two\\+extra\\+sessions&link=`));
    const [entry] = await auditEntriesBy(siteUrl, admin);
    expect(entry).toMatchObject({
      action: 'payment-link.create',
      targetType: 'payment-link',
      targetId: paymentLink.id,
      before: null,
      after: { amount: 250, description: 'Two extra sessions', singleUse: true },
    });

    const opened = await openFromUrl(paymentLink.url);
    expect(opened.status).toBe(200);
    const intent = paymentIntentReplySchema.parse(opened.json);
    expect((await confirmLocalCard(siteUrl, intent.clientSecret)).status).toBe(200);
    await eventually(async () => ((await getPayment(intent.paymentIntentId))?.status === 'succeeded' ? true : undefined), 20_000);

    const shown = (await listed()).find((link) => link.id === paymentLink.id);
    expect(shown).toMatchObject({ payments: 1, lastPaidAt: expect.any(String), url: paymentLink.url });
    expect(await openFromUrl(paymentLink.url)).toEqual({ status: 400, json: { message: paymentLinkMessages.paid } });
  });

  it('an expiry in the future is signed into the link; newest first in the list', async () => {
    const expiresAt = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    const first = paymentLinkReplySchema.parse((await create({ amount: 40, description: 'Camp deposit', expiresAt })).json).paymentLink;
    const second = paymentLinkReplySchema.parse((await create({ amount: 41, description: 'Camp deposit 2' })).json).paymentLink;
    expect(first.expiresAt).toBe(expiresAt);
    const ids = (await listed()).map((link) => link.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect((await openFromUrl(first.url)).status).toBe(200);
    // The amount in the address edited: refused, as for a CLI link.
    expect(await openFromUrl(first.url.replace('amount=40', 'amount=4'))).toEqual({ status: 400, json: { message: paymentLinkMessages.changed } });
  });

  it('bad input: a 400 with every problem in words, nothing created or audited', async () => {
    const before = (await auditEntriesBy(siteUrl, admin)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 12.5, description: 'x' }, 'The amount must be whole dollars'],
      [{ amount: 0, description: 'x' }, 'The amount must be at least $1'],
      [{ amount: 5001, description: 'x' }, 'The amount can be at most $5,000'],
      [{ amount: 10, description: '  ' }, 'Say what the payment is for'],
      [{ amount: 10 }, 'Say what the payment is for'],
      [{ description: 'x' }, 'Enter the amount in dollars'],
      [{ amount: 10, description: 'x', expiresAt: '2020-01-01T00:00:00Z' }, 'The expiry must be in the future'],
      [{ amount: 10, description: 'x', singleUse: 'yes' }, 'Single use must be yes or no'],
    ];
    for (const [body, message] of cases) expect(await create(body), JSON.stringify(body)).toMatchObject({ status: 400, json: { message } });
    const many = await create({ amount: -1, description: '', expiresAt: 'soon' });
    expect((many.json.issues as { message: string }[]).map((issue) => issue.message)).toEqual([
      'The amount must be at least $1',
      'Say what the payment is for',
      'The expiry must be a date',
    ]);
    expect((await auditEntriesBy(siteUrl, admin)).length).toBe(before);
  });
});
