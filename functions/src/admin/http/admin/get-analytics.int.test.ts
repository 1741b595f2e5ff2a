import { analyticsReplySchema } from '@herway/shared/contracts/admin';
import type { AnalyticsReply } from '@herway/shared/contracts/admin';
import { describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../../testing/accounts';
import { httpEvent, lambdaContext } from '../../../testing/http-event';
import { handler as submitContact } from '../../../contact/http/submit-contact';

const siteUrl = inject('siteUrl');

/**
 * POST /api/contact, run in-process with its own network address: the gateway would give every
 * test the same one, and the contact form allows ten messages per address an hour.
 */
async function sendContact(body: Record<string, unknown>): Promise<void> {
  const event = httpEvent('POST', '/api/contact', { headers: { origin: siteUrl, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  event.requestContext.http.sourceIp = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const result = await submitContact(event, lambdaContext);
  expect(result.statusCode).toBe(200);
}

async function analytics(cookie: string): Promise<AnalyticsReply> {
  const response = await fetch(`${siteUrl}/api/analytics`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return analyticsReplySchema.parse(await response.json());
}

const interestCount = (reply: AnalyticsReply, interest: string) => reply.interestBreakdown.find((entry) => entry.interest === interest)?.count ?? 0;

describe('GET /api/analytics', () => {
  it('reads the counters: totals and breakdowns move with two new contacts', async () => {
    const admin = await createTestAccount({ group: 'admin' });
    const before = await analytics(admin.cookie);
    expect(before.totalUsers).toBeGreaterThanOrEqual(1);

    const sport = `Fencing ${Date.now().toString(36)}`;
    const contact = { firstName: 'Ava', lastName: 'Lopez', interestType: 'General Question', message: 'How does recruiting work for fencing?' };
    await sendContact({ ...contact, email: `a-${Date.now()}@example.com`, sport });
    await sendContact({ ...contact, email: `b-${Date.now()}@example.com`, sport: `  ${sport.toUpperCase()} ` });

    const after = await analytics(admin.cookie);
    expect(after.totalContacts).toBeGreaterThanOrEqual(before.totalContacts + 2);
    expect(after.sportBreakdown).toContainEqual({ sport, count: 2 });
    expect(interestCount(after, 'General Question')).toBeGreaterThanOrEqual(interestCount(before, 'General Question') + 2);
    const counts = after.sportBreakdown.map((entry) => entry.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    expect(after.monthlyRevenue).toHaveLength(12);
    const months = after.monthlyRevenue.map((entry) => entry.month);
    expect(months).toEqual([...months].sort());
    expect(months.at(-1)).toBe(new Date().toISOString().slice(0, 7));
  });

  it('counts new users', async () => {
    const admin = await createTestAccount({ group: 'admin' });
    const before = await analytics(admin.cookie);
    await createTestAccount();
    expect((await analytics(admin.cookie)).totalUsers).toBeGreaterThanOrEqual(before.totalUsers + 1);
  });
});
