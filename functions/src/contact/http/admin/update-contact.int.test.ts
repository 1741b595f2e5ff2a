import { randomUUID } from 'node:crypto';
import { contactsPageSchema, updateContactReplySchema } from '@herway/shared/contracts/admin';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { handler as onPaymentSucceeded } from '../../../payments/events/on-payment-succeeded';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { loopbackAddress, postFrom } from '../../../testing/visitor';
import { adminCall, auditEntriesAbout } from '../../../testing/admin-actions';
import { stripeEnvelope, stripeEventBody, succeededEvent } from '../../../testing/payments';

const siteUrl = inject('siteUrl');

let admin: TestAccount;
let otherAdmin: TestAccount;
beforeAll(async () => {
  [admin, otherAdmin] = await Promise.all([createTestAccount({ group: 'admin' }), createTestAccount({ group: 'admin' })]);
});

/** Sends a contact message from `email` and answers its id, as the admin's list shows it. */
async function sendContact(email: string): Promise<string> {
  const message = `Lead test ${randomUUID()}`;
  // From a network of its own: the contact form's per-network hourly limit is shared by every file.
  const response = await postFrom(siteUrl, loopbackAddress(), '/api/contact', {
    firstName: 'Ana',
    lastName: 'Reyes',
    email,
    interestType: 'Free Consultation',
    message,
  });
  if (response.status !== 200) throw new Error(`The contact form answered ${response.status}`);
  const list = contactsPageSchema.parse(await (await fetch(`${siteUrl}/api/contacts?limit=20`, { headers: { Cookie: admin.cookie } })).json());
  const contact = list.items.find((item) => item.message === message);
  if (!contact) throw new Error('The contact is not listed');
  return contact.id;
}

const listStatus = async (status: string) => {
  const response = await fetch(`${siteUrl}/api/contacts?status=${status}&limit=100`, { headers: { Cookie: admin.cookie } });
  return { status: response.status, json: (await response.json()) as unknown };
};
const patch = (id: string, body: unknown, cookie = admin.cookie) => adminCall(siteUrl, cookie, 'PATCH', `/api/contacts/${id}`, body);

describe('PATCH /api/contacts/{id} and GET /api/contacts?status=', () => {
  it('is for admins only', async () => {
    const athlete = await createTestAccount();
    const id = await sendContact(`lead-${randomUUID()}@example.com`);
    const anonymous = await fetch(`${siteUrl}/api/contacts/${id}`, {
      method: 'PATCH',
      headers: { Origin: siteUrl, 'Content-Type': 'application/json' },
      body: '{"status":"closed"}',
    });
    expect(anonymous.status).toBe(401);
    expect((await patch(id, { status: 'closed' }, athlete.cookie)).status).toBe(403);
  });

  it('sets a status and notes, lists the lead under its status only, and audits the change', async () => {
    const id = await sendContact(`lead-${randomUUID()}@example.com`);
    const news = contactsPageSchema.parse((await listStatus('new')).json);
    expect(news.items.find((item) => item.id === id)).toMatchObject({ status: 'new', notes: null });

    const answer = await patch(id, { status: 'contacted', notes: 'Called her mom, call back Friday', reason: 'First call' });
    expect(answer.status).toBe(200);
    expect(updateContactReplySchema.parse(answer.json).contact).toMatchObject({ id, status: 'contacted', notes: 'Called her mom, call back Friday' });
    expect(contactsPageSchema.parse((await listStatus('new')).json).items.some((item) => item.id === id)).toBe(false);
    expect(contactsPageSchema.parse((await listStatus('contacted')).json).items.find((item) => item.id === id)).toMatchObject({
      notes: 'Called her mom, call back Friday',
    });

    const [entry] = await auditEntriesAbout(siteUrl, admin.cookie, id);
    expect(entry).toMatchObject({
      action: 'contact.update',
      targetType: 'contact',
      actorId: admin.sub,
      reason: 'First call',
      before: { status: 'new', notes: null },
      after: { status: 'contacted' },
    });
  });

  it('refuses bad input with a readable message', async () => {
    const id = await sendContact(`lead-${randomUUID()}@example.com`);
    const cases: [string, unknown, number, string][] = [
      [id, {}, 400, 'Choose a status or write notes to save'],
      [id, { status: 'hot' }, 400, 'Please choose a status: new, contacted, booked, converted or closed'],
      [id, { notes: 'x'.repeat(2001) }, 400, 'Notes must be at most 2000 characters'],
      ['no-such-contact', { status: 'closed' }, 404, 'This contact message no longer exists.'],
    ];
    for (const [contactId, body, status, message] of cases) {
      const answer = await patch(contactId, body);
      expect([answer.status, answer.json.message], JSON.stringify(body)).toEqual([status, message]);
    }
    const bad = await listStatus('hot');
    expect(bad).toEqual({ status: 400, json: expect.objectContaining({ message: 'Please choose a status: new, contacted, booked, converted or closed' }) });
  });

  it('keeps both changes when two admins change one lead at once, each audited against what it replaced', async () => {
    const id = await sendContact(`lead-${randomUUID()}@example.com`);
    const answers = await Promise.all([patch(id, { status: 'booked' }, admin.cookie), patch(id, { notes: 'Booked the free consultation' }, otherAdmin.cookie)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const listed = contactsPageSchema.parse((await listStatus('booked')).json).items.find((item) => item.id === id);
    expect(listed).toMatchObject({ status: 'booked', notes: 'Booked the free consultation' });
    const entries = await auditEntriesAbout(siteUrl, admin.cookie, id);
    expect(entries).toHaveLength(2);
    // The later entry's before is the earlier one's after.
    expect(entries[0]?.before).toEqual(entries[1]?.after);
  });

  it('shows a lead as converted once her e-mail pays; a test payment converts nothing', async () => {
    const email = `lead-${randomUUID()}@example.com`;
    const id = await sendContact(email);
    const testPayment = stripeEventBody('payment_intent.succeeded', {
      ...succeededEvent({ productKey: 'starter', amount: 40_000, receiptEmail: email }).data.object,
      // As /test-stripe opens one: no athlete named (one named but with no account is refunded as a deleted account's).
      metadata: { testPayment: 'true', productKey: 'starter', userId: '' },
    });
    await onPaymentSucceeded(stripeEnvelope(testPayment));
    expect(contactsPageSchema.parse((await listStatus('new')).json).items.some((item) => item.id === id)).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 1000));
    await onPaymentSucceeded(stripeEnvelope(succeededEvent({ productKey: 'starter', amount: 40_000, receiptEmail: email })));
    const converted = contactsPageSchema.parse((await listStatus('converted')).json).items.find((item) => item.id === id);
    expect(converted).toMatchObject({ status: 'converted', convertedAt: expect.any(String) });
    expect(contactsPageSchema.parse((await listStatus('new')).json).items.some((item) => item.id === id)).toBe(false);
  });
});
