import { adminDiscountCodeSchema, discountCodeReplySchema } from '@herway/shared/contracts/admin-money';
import { paymentIntentReplySchema } from '@herway/shared/contracts/payments';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getPayment } from '../../store/payment-repo';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { auditEntriesBy, callApi } from '../../../testing/admin-calls';
import { createDiscountCode, listDiscountCodes, newDiscountCode, updateDiscountCode } from '../../../testing/discount-codes';
import { eventually } from '../../../testing/calendly';
import { confirmLocalCard } from '../../../testing/payments';

// Discount codes (docs/discounts-and-payment-links.md): the founders create, edit and switch off codes in /admin; the
// checkout uses them as it uses the seeded ones; each change is audited in its own transaction.
// A code made here and checked by validate-discount is a flow; its own tests are in
// payments/validate-discount.int.test.ts.

const siteUrl = inject('siteUrl');
const newCode = newDiscountCode;

let admin: TestAccount;
let athlete: TestAccount;
beforeAll(async () => {
  [admin, athlete] = await Promise.all([createTestAccount({ group: 'admin' }), createTestAccount()]);
});

const create = (body: Record<string, unknown>, account: TestAccount | undefined = admin) => createDiscountCode(siteUrl, account, body);
const update = (code: string, body: Record<string, unknown>, account: TestAccount | undefined = admin) => updateDiscountCode(siteUrl, account, code, body);
const list = () => listDiscountCodes(siteUrl, admin);
const buyGrowth = (discountCode: string) =>
  callApi(siteUrl, 'POST', '/api/purchase-mentorship', athlete, { acceptedTerms: true, amount: 448, packageType: 'growth', totalSessions: 8, discountCode });

describe('discount codes in /admin', () => {
  it('are for admins only: 401 without a session, 403 to an athlete', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/discount-codes'],
      ['POST', '/api/admin/discount-codes'],
      ['PATCH', '/api/admin/discount-codes/WELCOME10'],
    ] as const) {
      expect((await callApi(siteUrl, method, path, undefined, { code: 'X' })).status).toBe(401);
      expect(await callApi(siteUrl, method, path, athlete, { code: 'X' })).toEqual({ status: 403, json: { message: 'Admin access required' } });
    }
  });

  it('a code limited to Growth, typed in small letters: created, listed, used at the checkout, counted; audited', async () => {
    const code = newCode();
    const created = await create({ code: ` ${code.toLowerCase()} `, type: 'percentage', value: 20, maxRedemptions: 2, products: ['growth'] });
    expect(created.status).toBe(201);
    expect(discountCodeReplySchema.parse(created.json).discountCode).toEqual({
      code,
      type: 'percentage',
      value: 20,
      description: '20% off your purchase',
      active: true,
      expiresAt: null,
      maxRedemptions: 2,
      products: ['growth'],
      redemptions: 0,
      openReservations: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const [entry] = await auditEntriesBy(siteUrl, admin);
    expect(entry).toMatchObject({
      action: 'discount-code.create',
      targetType: 'discount-code',
      targetId: code,
      before: null,
      after: { code, discountType: 'percentage', value: 20, maxRedemptions: 2, products: ['growth'] },
    });

    // The checkout: Starter is refused (when the code is checked and when the payment is opened), Growth takes 20% off and holds one use until paid.
    const checked = (productKey: string) => callApi(siteUrl, 'POST', '/api/validate-discount', undefined, { discountCode: code, amount: 400, productKey });
    expect(await checked('starter')).toEqual({ status: 400, json: { valid: false, message: "This discount code can't be used for this purchase" } });
    expect((await checked('growth')).json).toMatchObject({ valid: true, discount: { finalAmount: 320 } });
    const starter = await callApi(siteUrl, 'POST', '/api/purchase-mentorship', athlete, {
      acceptedTerms: true,
      amount: 320,
      packageType: 'starter',
      totalSessions: 5,
      discountCode: code,
    });
    expect(starter).toEqual({ status: 400, json: { message: "This discount code can't be used for this purchase" } });
    const opened = await buyGrowth(code);
    expect(opened.status).toBe(200);
    expect((await list()).find((listed) => listed.code === code)).toMatchObject({ redemptions: 0, openReservations: 1 });
    const intent = paymentIntentReplySchema.parse(opened.json);
    expect((await confirmLocalCard(siteUrl, intent.clientSecret)).status).toBe(200);
    await eventually(async () => ((await getPayment(intent.paymentIntentId))?.status === 'succeeded' ? true : undefined), 20_000);
    expect((await list()).find((listed) => listed.code === code)).toMatchObject({ redemptions: 1, openReservations: 0 });

    // A limit can't go under the paid uses.
    expect(await update(code.toLowerCase(), { maxRedemptions: null })).toMatchObject({ status: 200 });
    expect(await update(code, { maxRedemptions: 1 })).toMatchObject({ status: 200 });
    const lowered = await update(code, { value: 25 });
    expect(lowered.status).toBe(200);
    expect(adminDiscountCodeSchema.parse((lowered.json as { discountCode: unknown }).discountCode)).toMatchObject({
      value: 25,
      description: '25% off your purchase',
      maxRedemptions: 1,
      redemptions: 1,
    });
  });

  it('the same code twice, at once and in two cases: exactly one is created and audited', async () => {
    const code = newCode();
    const answers = await Promise.all([create({ code, type: 'fixed', value: 50 }), create({ code: code.toLowerCase(), type: 'percentage', value: 10 })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.json.message).toContain(`A code ${code} already exists`);
    const entries = (await auditEntriesBy(siteUrl, admin)).filter((entry) => entry.targetId === code);
    expect(entries).toHaveLength(1);
    // Existing seeded codes count too.
    expect((await create({ code: 'welcome10', type: 'percentage', value: 5 })).status).toBe(409);
  });

  it('a fixed amount is whole dollars, stored as cents: $50 off Growth is $510', async () => {
    const code = newCode();
    expect((await create({ code, type: 'fixed', value: 50, description: 'Spring camp' })).json).toMatchObject({
      discountCode: { value: 50, description: 'Spring camp' },
    });
    const check = await callApi(siteUrl, 'POST', '/api/validate-discount', undefined, { discountCode: code, amount: 560 });
    expect(check.json).toMatchObject({ valid: true, discount: { discountAmount: 50, finalAmount: 510 } });
  });

  it('bad input: a 400 with every problem in words, and nothing created or audited', async () => {
    const code = newCode();
    const before = (await auditEntriesBy(siteUrl, admin)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ code, type: 'percentage', value: 150 }, 'A percentage can be at most 100'],
      [{ code, type: 'percentage', value: 0 }, 'The discount must be more than 0'],
      [{ code, type: 'fixed', value: 12.5 }, 'The discount must be a whole number (whole dollars for a fixed amount)'],
      [{ code, type: 'fixed', value: 6000 }, 'A fixed amount can be at most $5,000'],
      [{ code: 'no spaces', type: 'fixed', value: 5 }, 'A code is 3 to 32 letters, digits, dashes or underscores, without spaces'],
      [{ code, type: 'fixed', value: 5, expiresAt: '2020-01-01T00:00:00Z' }, 'The expiry must be in the future'],
      [{ code, type: 'fixed', value: 5, maxRedemptions: 0 }, 'The limit must be at least 1 use'],
      [{ code, type: 'fixed', value: 5, products: [] }, 'Choose at least one product, or all products'],
      [{ code, type: 'bogus', value: 5 }, 'Choose a percentage or a fixed amount'],
    ];
    for (const [body, message] of cases) expect(await create(body), JSON.stringify(body)).toMatchObject({ status: 400, json: { message } });
    const many = await create({ code: 'x', type: 'percentage', value: 101, maxRedemptions: -1 });
    expect(many.status).toBe(400);
    expect((many.json.issues as { message: string }[]).map((issue) => issue.message)).toEqual([
      'A code is 3 to 32 letters, digits, dashes or underscores, without spaces',
      'The limit must be at least 1 use',
      'A percentage can be at most 100',
    ]);
    expect((await list()).some((listed) => listed.code === code)).toBe(false);
    expect((await auditEntriesBy(siteUrl, admin)).length).toBe(before);
  });
});
