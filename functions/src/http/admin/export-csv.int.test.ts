import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { saveContact } from '../../adapters/dynamo/contact-repo';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';

const siteUrl = inject('siteUrl');

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

const exportList = (list: string) => fetch(`${siteUrl}/api/admin/export/${list}`, { headers: { Cookie: admin.cookie } });

describe('GET /api/admin/export/{listName}', () => {
  it('downloads the contacts as CSV, neutralising a formula in a name', async () => {
    const id = randomUUID();
    await saveContact({
      id,
      firstName: '=HYPERLINK("http://evil.example","Click")',
      lastName: 'Lopez, Jr.',
      email: `csv-${id}@example.com`,
      interestType: 'Free Consultation',
      message: 'Line one\nline "two"',
      createdAt: new Date().toISOString(),
    });

    const response = await exportList('contacts');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="herway-contacts-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');

    // Keep the byte-order mark (a TextDecoder drops it by default) to check it is sent.
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(csv.startsWith('\uFEFFid,createdAt,firstName,lastName,email,sport,interestType,message\r\n')).toBe(true);
    const line = csv.split('\r\n').find((record) => record.startsWith(`${id},`));
    expect(line).toBeDefined();
    expect(line).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click"")","Lopez, Jr.",csv-${id}@example.com,,Free Consultation,"Line one`);
    expect(csv).toContain(`Line one\nline ""two"""\r\n`);
  });

  it('downloads users and payments with their headers', async () => {
    const users = await exportList('users');
    expect(users.status).toBe(200);
    expect(users.headers.get('content-disposition')).toMatch(/filename="herway-users-/);
    const usersCsv = await users.text();
    expect(usersCsv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('id,createdAt,email,firstName,lastName,isAdmin,stripeCustomerId');
    expect(usersCsv).toContain(`${admin.sub},`);

    const payments = await exportList('payments');
    expect(payments.status).toBe(200);
    expect((await payments.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'id,createdAt,customerName,customerEmail,amount,currency,status,productType,stripePaymentIntentId,userId',
    );
  });

  it('answers 400 for a list that does not exist', async () => {
    expect((await exportList('secrets')).status).toBe(400);
  });
});
