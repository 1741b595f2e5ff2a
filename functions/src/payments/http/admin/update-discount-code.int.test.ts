import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { auditEntriesBy, callApi } from '../../../testing/admin-calls';
import { createDiscountCode, newDiscountCode, updateDiscountCode } from '../../../testing/discount-codes';

const siteUrl = inject('siteUrl');
const newCode = newDiscountCode;

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

const create = (body: Record<string, unknown>, account: TestAccount | undefined = admin) => createDiscountCode(siteUrl, account, body);
const update = (code: string, body: Record<string, unknown>, account: TestAccount | undefined = admin) => updateDiscountCode(siteUrl, account, code, body);

describe('PATCH /api/admin/discount-codes/{code}', () => {
  it('switched off: the checkout refuses it, the log says so with before and after', async () => {
    const code = newCode();
    await create({ code, type: 'percentage', value: 15 });
    const off = await update(code, { active: false });
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ discountCode: { code, active: false } });
    expect((await callApi(siteUrl, 'POST', '/api/validate-discount', undefined, { discountCode: code, amount: 560 })).json).toEqual({
      valid: false,
      message: 'Invalid discount code',
    });
    const [entry] = await auditEntriesBy(siteUrl, admin);
    expect(entry).toMatchObject({ action: 'discount-code.deactivate', targetId: code, before: { active: true }, after: { active: false } });
  });

  it('editing: an unknown code is a 404, an empty change and a percentage over 100 are 400s', async () => {
    expect(await update('NOSUCHCODE1', { active: false })).toMatchObject({
      status: 404,
      json: { message: expect.stringContaining('There is no such discount code') },
    });
    const code = newCode();
    await create({ code, type: 'percentage', value: 10 });
    expect(await update(code, {})).toMatchObject({ status: 400, json: { message: 'Nothing to change: give at least one field' } });
    expect(await update(code, { value: 120 })).toMatchObject({ status: 400, json: { message: 'A percentage can be at most 100' } });
    expect(await update(code, { type: 'fixed' })).toMatchObject({ status: 400, json: { message: 'Give the discount again when you change its type' } });
    expect(await update(code, { type: 'fixed', value: 20 })).toMatchObject({
      status: 200,
      json: { discountCode: { type: 'fixed', value: 20, description: '$20 off your purchase' } },
    });
  });
});
