import { randomUUID } from 'node:crypto';
import { suppressionLine } from '@herway/shared/contracts/mail';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { clearSuppression, findSuppression } from '../store/suppression-repo';
import { removeFromSuppressionList } from '../suppression-list';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { emailsTo } from '../../testing/emails';
import { attentionAddresses, bounceEvent, sesListReason, simulatorAddress, waitForSuppression } from '../../testing/mail-feedback';
import { loopbackAddress, postFrom } from '../../testing/visitor';
import { handler } from './on-mail-feedback';

// SES's bounces and complaints end to end on the local stack: a send to the mailbox simulator, its
// event a moment later on the local default bus, on-mail-feedback, the table, SES's list, the
// founders' attention page, and the next send that does not go out.

const siteUrl = inject('siteUrl');
const sesUrl = inject('sesUrl');

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

/** The contact form, from a network of its own (the form's limits are per network). */
const contactFrom = (email: string) =>
  postFrom(siteUrl, loopbackAddress(), '/api/contact', {
    firstName: 'Ava',
    lastName: 'Lopez',
    email,
    interestType: 'Mentorship Program',
    message: 'Which package fits a 2027 graduate?',
  });

describe("SES's feedback on the contact form's confirmation", () => {
  it('a bounce suppresses the address (table and SES list), the founders see it, and the next confirmation is not sent', async () => {
    const address = simulatorAddress('bounce', randomUUID());
    expect((await contactFrom(address)).status).toBe(200);
    expect(await emailsTo(sesUrl, address)).toHaveLength(1);

    expect(await waitForSuppression(address)).toEqual({
      email: address,
      reason: 'bounce',
      kind: 'contact-confirmation',
      suppressedAt: expect.any(String),
      diagnostic: 'smtp; 550 5.1.1 user unknown',
    });
    expect(await sesListReason(address)).toBe('BOUNCE');
    const listed = (await attentionAddresses(siteUrl, admin.cookie)).find((entry) => entry.email === address);
    expect(listed && suppressionLine(listed)).toBe(`Bounced: ${address}, from a contact-form confirmation`);

    // The message is still stored and the founders still get the lead; the family is not mailed again.
    expect((await contactFrom(address)).status).toBe(200);
    expect(await emailsTo(sesUrl, address)).toHaveLength(1);
  });

  it('a complaint suppresses the address too, and says so', async () => {
    const address = simulatorAddress('complaint', randomUUID());
    expect((await contactFrom(address)).status).toBe(200);
    expect(await waitForSuppression(address)).toMatchObject({ reason: 'complaint', kind: 'contact-confirmation', diagnostic: 'Marked as abuse' });
    expect(await sesListReason(address)).toBe('COMPLAINT');
    const listed = (await attentionAddresses(siteUrl, admin.cookie)).find((entry) => entry.email === address);
    expect(listed && suppressionLine(listed)).toBe(`Complained: ${address}, from a contact-form confirmation`);
  });

  it('success@ is delivered and suppresses nothing', async () => {
    const delivered = simulatorAddress('success', randomUUID());
    const bounced = simulatorAddress('bounce', randomUUID());
    expect((await contactFrom(delivered)).status).toBe(200);
    expect((await contactFrom(bounced)).status).toBe(200);
    // Published in the order sent: once the later bounce is consumed, the earlier send had its chance.
    await waitForSuppression(bounced);
    expect(await findSuppression(delivered)).toBeUndefined();
    expect(await emailsTo(sesUrl, delivered)).toHaveLength(1);
  });
});

describe('on-mail-feedback against the table', () => {
  it('records a duplicate once, ignores a late bounce of mail sent before the address was cleared, and suppresses mail sent after', async () => {
    const address = `family-${randomUUID()}@example.com`;
    const sentAt = new Date(Date.now() - 60_000);
    await handler(bounceEvent(address, sentAt, 'receipt'));
    const first = await findSuppression(address);
    await handler(bounceEvent(address, sentAt, 'course-release'));
    expect(await findSuppression(address)).toEqual(first);
    expect(first?.kind).toBe('receipt');

    // Its owner confirmed it (what PUT /api/account/email does, tested in change-email.int.test.ts).
    await removeFromSuppressionList(address);
    await clearSuppression(address, new Date());
    await handler(bounceEvent(address, sentAt));
    expect(await findSuppression(address)).toBeUndefined();
    expect(await sesListReason(address)).toBeUndefined();

    await handler(bounceEvent(address, new Date(Date.now() + 1000), 'mentor-notes'));
    expect(await findSuppression(address)).toMatchObject({ reason: 'bounce', kind: 'mentor-notes' });
    expect(await sesListReason(address)).toBe('BOUNCE');
  });
});
