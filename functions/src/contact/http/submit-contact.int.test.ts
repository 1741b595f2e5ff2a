import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { dynamoClient } from '../../kernel/aws-clients';
import { readStatsCounter } from '../../insights/store/stats-repo';
import { abuseLimits } from '../../accounts/abuse-limits';
import { inOneLimitWindow } from '../../testing/limit-window';

const siteUrl = inject('siteUrl');
const sesUrl = inject('sesUrl');

interface StoredEmail {
  subject: string;
  destination: { to: string[] };
  replyTo?: string[];
  body: { text?: string; html?: string };
}

const send = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  fetch(`${siteUrl}/api/contact`, {
    method: 'POST',
    headers: { Origin: siteUrl, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const contactFrom = (email: string) => ({
  firstName: 'Ava',
  lastName: 'Lopez',
  email,
  sport: 'Soccer',
  interestType: 'Mentorship Program',
  message: 'Which package fits a 2027 graduate?',
});

async function storedContactsFrom(email: string) {
  const { Items = [] } = await dynamoClient().send(
    new QueryCommand({
      TableName: 'herway',
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :kind',
      FilterExpression: 'email = :email',
      ExpressionAttributeValues: { ':kind': 'CONTACT', ':email': email },
    }),
  );
  return Items;
}

async function emailsTo(address: string): Promise<StoredEmail[]> {
  const { emails } = (await (await fetch(`${sesUrl}/store`)).json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.includes(address));
}

const counter = async (sk: string) => (await readStatsCounter(sk)) ?? {};

describe('POST /api/contact', () => {
  it('stores the contact, counts it and e-mails the founders and the sender', async () => {
    const email = `ava-${unique()}@example.com`;
    const totalsBefore = Number((await counter('TOTALS')).contacts ?? 0);
    const response = await send({ ...contactFrom(email), sport: '  soccer ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: "Thanks for reaching out! We'll get back to you within 24 hours." });

    const [stored, ...others] = await storedContactsFrom(email);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({ firstName: 'Ava', lastName: 'Lopez', email, sport: 'soccer', interestType: 'Mentorship Program' });
    expect(stored).not.toHaveProperty('website');
    expect(Number((await counter('TOTALS')).contacts)).toBe(totalsBefore + 1);
    expect(await counter('SPORT#soccer')).toMatchObject({ label: expect.any(String) });
    expect(Number((await counter('INTEREST#Mentorship Program')).count)).toBeGreaterThan(0);

    const [confirmation] = await emailsTo(email);
    expect(confirmation?.subject).toBe('We got your message - HerWay');
    // A family's reply reaches the stage's support inbox, where the lead went.
    const support = inject('stackEnv').SUPPORT_EMAIL ?? '';
    expect(confirmation?.replyTo).toEqual([support]);
    const leads = (await emailsTo(support)).filter((lead) => lead.body.text?.includes(email));
    expect(leads).toHaveLength(1);
    expect(leads[0]?.subject).toBe('New Mentorship Program inquiry from Ava Lopez');
  });

  it("keeps a name with a line break on one line in the founders' mail subject: it adds no header", async () => {
    const email = `ava-${unique()}@example.com`;
    const response = await send({ ...contactFrom(email), firstName: 'Ava\r\nBcc: all@example.com' });
    expect(response.status).toBe(200);
    let lead: StoredEmail | undefined;
    for (let attempt = 0; attempt < 50 && !lead; attempt += 1) {
      const { emails } = (await (await fetch(`${sesUrl}/store`)).json()) as { emails: StoredEmail[] };
      lead = emails.find((stored) => stored.replyTo?.includes(email));
      if (!lead) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(lead?.subject).toMatch(/^New .+ inquiry from Ava Bcc: all@example\.com Lopez$/);
    expect(lead?.subject).not.toMatch(/[\r\n]/);
  });

  it('gives each contact form message for a bad form and stores nothing', async () => {
    const email = `bad-${unique()}@example.com`;
    const response = await send({ firstName: '', lastName: '', email: 'nope', interestType: 'Other', message: 'short' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; issues: { field: string; message: string }[] };
    expect(body.message).toBe('First name is required');
    expect(body.issues).toEqual([
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
      { field: 'email', message: 'Invalid email address' },
      { field: 'interestType', message: 'Please select your interest' },
      { field: 'message', message: 'Message must be at least 10 characters' },
    ]);
    expect(await storedContactsFrom(email)).toEqual([]);
  });

  it('refuses a filled-in honeypot with 429 and stores nothing', async () => {
    const email = `bot-${unique()}@example.com`;
    const response = await send({ ...contactFrom(email), website: 'http://spam.example' });
    expect(response.status).toBe(429);
    expect((await response.json()) as { message: string }).toMatchObject({ message: expect.stringContaining('automated') });
    expect(await storedContactsFrom(email)).toEqual([]);
    expect(await emailsTo(email)).toEqual([]);
  });

  it('limits one address to three messages an hour with a clear 429', () =>
    inOneLimitWindow(abuseLimits.contactAddress.windowSeconds, async () => {
      const email = `busy-${unique()}@example.com`;
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await send(contactFrom(email))).status).toBe(200);
      const refused = await send(contactFrom(email.toUpperCase()));
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toContain('several messages');
      expect(await storedContactsFrom(email)).toHaveLength(3);
    }));

  it('refuses a cross-site post', async () => {
    const response = await send(contactFrom(`x-${unique()}@example.com`), { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });
});
