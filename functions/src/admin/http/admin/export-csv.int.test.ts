import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { exportCsvReplySchema } from '@herway/shared/contracts/admin';
import { saveContact } from '../../../contact/store/contact-repo';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { auditEntriesAbout } from '../../../testing/admin-actions';

const siteUrl = inject('siteUrl');

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

const exportList = (list: string) => fetch(`${siteUrl}/api/admin/export/${list}`, { headers: { Cookie: admin.cookie } });
const exportReply = (list: string, cookie = admin.cookie) => fetch(`${siteUrl}/api/admin/export/${list}`, { headers: { Cookie: cookie }, redirect: 'manual' });

describe('GET /api/admin/export/{listName}', () => {
  // `fetch` follows the 303 to the stored file, as the browser's click on Export CSV does.
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

    // Keep the byte-order mark (a TextDecoder drops it by default) to check it is sent.
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(csv.startsWith('\uFEFFid,createdAt,firstName,lastName,email,sport,interestType,message\r\n')).toBe(true);
    const line = csv.split('\r\n').find((record) => record.startsWith(`${id},`));
    expect(line).toBeDefined();
    expect(line).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click"")","Lopez, Jr.",csv-${id}@example.com,,Free Consultation,"Line one`);
    expect(csv).toContain(`Line one\nline ""two"""\r\n`);
  });

  it('downloads users, each saying whose account it is, and payments with their headers', async () => {
    const athlete = await createTestAccount();
    const guardian = await createTestAccount({ group: 'guardian' });
    const users = await exportList('users');
    expect(users.status).toBe(200);
    expect(users.headers.get('content-disposition')).toMatch(/filename="herway-users-/);
    const usersCsv = (await users.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(usersCsv[0]).toBe('id,createdAt,email,firstName,lastName,isAdmin,stripeCustomerId,account');
    const accountOf = (sub: string) =>
      usersCsv
        .find((record) => record.startsWith(`${sub},`))
        ?.split(',')
        .at(-1);
    expect([accountOf(athlete.sub), accountOf(guardian.sub), accountOf(admin.sub)]).toEqual(['Athlete', 'Parent or guardian', 'Admin']);

    const payments = await exportList('payments');
    expect(payments.status).toBe(200);
    expect((await payments.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'id,createdAt,customerName,customerEmail,amount,currency,status,productType,stripePaymentIntentId,userId,termsVersion,termsAcceptedAt',
    );
  });

  it('answers 400 for a list that does not exist', async () => {
    expect((await exportList('secrets')).status).toBe(400);
  });

  it('writes the file to storage under exports/ and answers 303 to a 5-minute download link, audited', async () => {
    const response = await exportReply('users');
    expect(response.status).toBe(303);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = exportCsvReplySchema.parse(await response.json());
    expect(response.headers.get('location')).toBe(body.downloadUrl);
    expect(body).toMatchObject({ fileName: expect.stringMatching(/^herway-users-\d{4}-\d{2}-\d{2}\.csv$/), expiresInSeconds: 300 });
    const link = new URL(body.downloadUrl);
    expect(decodeURIComponent(link.pathname)).toMatch(/\/exports\/users\/\d{4}-\d{2}-\d{2}\/[0-9a-f-]{36}\.csv$/);
    expect(link.searchParams.get('X-Amz-Expires')).toBe('300');

    const [entry] = await auditEntriesAbout(siteUrl, admin.cookie, 'users');
    expect(entry).toMatchObject({
      action: 'export.download',
      targetType: 'list',
      actorId: admin.sub,
      after: { bytes: expect.any(Number), file: expect.stringMatching(/^exports\/users\//) },
    });
  });

  it('is for admins only', async () => {
    const athlete = await createTestAccount();
    expect((await fetch(`${siteUrl}/api/admin/export/contacts`, { redirect: 'manual' })).status).toBe(401);
    expect((await exportReply('contacts', athlete.cookie)).status).toBe(403);
  });
});
