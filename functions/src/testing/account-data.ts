import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { dynamoClient } from '../kernel/aws-clients';
import { keys } from '../kernel/store/keys';
import { tableName } from '../kernel/store/table';
import { createTestAccount } from './accounts';
import type { TestAccount } from './accounts';
import { TestBrowser } from './test-browser';

/** A signed-in athlete with a purchase, a package, two bookings, an entitlement and a contact message. */
export async function athleteWithData(siteUrl: string, firstName: string) {
  const account = await createTestAccount({ firstName });
  const now = new Date().toISOString();
  const items = [
    {
      ...keys.coursePurchase(account.sub, `p-${firstName}`),
      id: `p-${firstName}`,
      courseType: 'full_packet',
      amount: 15000,
      status: 'succeeded',
      type: 'course_purchase',
    },
    {
      ...keys.mentorshipPackage(account.sub, `k-${firstName}`),
      id: `k-${firstName}`,
      packageType: 'starter',
      totalSessions: 5,
      sessionsUsed: 1,
      sessionsRemaining: 4,
      status: 'active',
    },
    ...[1, 2].map((n) => ({ ...keys.sessionBooking(account.sub, `b${n}-${firstName}`), id: `b${n}-${firstName}`, status: 'scheduled', mentorName: 'Coach' })),
    { ...keys.entitlement(account.sub, 'course_packet'), courseId: 'course_packet', isActive: true, grantedAt: now },
  ];
  for (const item of items) await dynamoClient().send(new PutCommand({ TableName: tableName(), Item: item }));
  // Stored directly (not through POST /api/contact) so the contact counters other tests read stay put.
  const contactId = randomUUID();
  await dynamoClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.contact(contactId),
        ...keys.listing('CONTACT', now, contactId),
        type: 'contact',
        id: contactId,
        firstName,
        lastName: 'Athlete',
        email: account.email.toUpperCase(),
        interestType: 'General Question',
        message: `Hello from ${firstName}, a question`,
        createdAt: now,
      },
    }),
  );
  const browser = new TestBrowser(siteUrl);
  expect((await browser.post('/api/auth/login', { email: account.email, password: account.password })).status).toBe(200);
  return { account, browser };
}

/** Every item in her partition of the table. */
export const userCollection = async (account: TestAccount) =>
  (
    await dynamoClient().send(
      new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': `USER#${account.sub}` } }),
    )
  ).Items ?? [];
