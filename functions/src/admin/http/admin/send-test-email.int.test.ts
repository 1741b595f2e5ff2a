import { describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../../testing/accounts';

const siteUrl = inject('siteUrl');
const sesUrl = inject('sesUrl');

interface StoredEmail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string };
}

describe('POST /api/test-email', () => {
  it("sends a test e-mail to the signed-in admin's own address", async () => {
    const admin = await createTestAccount({ group: 'admin' });
    const response = await fetch(`${siteUrl}/api/test-email`, {
      method: 'POST',
      headers: { Cookie: admin.cookie, Origin: siteUrl, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: `Test email sent to ${admin.email}` });

    const { emails } = (await (await fetch(`${sesUrl}/store`)).json()) as { emails: StoredEmail[] };
    const sent = emails.filter((email) => email.destination.to.includes(admin.email));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('HerWay test email');
    expect(sent[0]?.body.text).toContain('e-mail delivery works');
  });
});
