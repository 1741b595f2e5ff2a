import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { dynamoClient } from '../kernel/aws-clients';
import { getFulfilment } from '../payments/store/fulfilment-repo';
import { keys } from '../kernel/store/keys';
import { listPackages } from '../bookings/store/package-repo';
import { getPayment } from '../payments/store/payment-repo';
import { readStatsCounter } from '../insights/store/stats-repo';
import { tableName } from '../kernel/store/table';
import { handler as onPaymentSucceeded } from '../payments/events/on-payment-succeeded';
import { createTestAccount } from '../testing/accounts';
import { grantEntitlement, uploadAsset } from '../testing/content';
import { stripeEnvelope, succeededEvent } from '../testing/payments';
import { postFrom } from '../testing/visitor';

// docs/decisions/performance-budgets.md, docs/decisions/no-hot-items-in-transactions.md: the local DynamoDB proxy cancels overlapping transactions with
// TransactionConflict as DynamoDB does, so these bursts fail unless every writer avoids hot items
// (sharded counters) and sends a conflicted transaction again. Integration files run one at a time
// (vitest.config.ts), so the counters' changes below are exactly these requests'. Cross-cutting:
// bursts across registration, contact, downloads and payments against the shared counters.

const siteUrl = inject('siteUrl');
const counterValue = async (counter: string, attribute: string) => Number((await readStatsCounter(counter))?.[attribute] ?? 0);
const times = <T>(count: number, make: (index: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, index) => make(index)));

describe('bursts of simultaneous writers (DynamoDB cancels overlapping transactions)', () => {
  it('50 registrations at once: every one succeeds, each with her profile and e-mail look-up, and the user count is exact', async () => {
    const usersBefore = await counterValue('TOTALS', 'users');
    const emails = Array.from({ length: 50 }, () => `burst-${randomUUID()}@example.com`);
    const answers = await times(50, (index) =>
      postFrom(siteUrl, `127.0.0.${index + 2}`, '/api/auth/register', {
        email: emails[index],
        firstName: 'Ava',
        lastName: `Burst ${index}`,
        password: 'recruit-me-2027',
        confirmPassword: 'recruit-me-2027',
        ageConfirmed: true,
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    for (const email of emails) {
      const { Item: lookup } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.emailLookup(email) }));
      const { Item: profile } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.userProfile(String(lookup?.userId)) }));
      expect(profile).toMatchObject({ email });
    }
    expect(await counterValue('TOTALS', 'users')).toBe(usersBefore + 50);
  });

  it('50 contact messages at once from 50 families: all stored and counted by total, sport and interest', async () => {
    const sport = `Burst sport ${randomUUID().slice(0, 8)}`;
    const sportCounter = `SPORT#${sport.toLowerCase()}`;
    const contactsBefore = await counterValue('TOTALS', 'contacts');
    const interestBefore = await counterValue('INTEREST#Mentorship Program', 'count');
    const answers = await times(50, (index) =>
      postFrom(siteUrl, `127.0.1.${index + 2}`, '/api/contact', {
        firstName: 'Maria',
        lastName: `Parent ${index}`,
        email: `parent-${randomUUID()}@example.com`,
        sport,
        interestType: 'Mentorship Program',
        message: 'My daughter is a sophomore and we would like to learn about the packages.',
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(await counterValue(sportCounter, 'count')).toBe(50);
    expect((await readStatsCounter(sportCounter))?.label).toBe(sport);
    expect(await counterValue('TOTALS', 'contacts')).toBe(contactsBefore + 50);
    expect(await counterValue('INTEREST#Mentorship Program', 'count')).toBe(interestBefore + 50);
  });

  it('50 downloads at once: 50 links handed out, 50 access logs, the access count exact', async () => {
    const admin = await createTestAccount({ group: 'admin' });
    const { asset } = await uploadAsset(siteUrl, admin.cookie, { courseId: 'bonus_content' });
    const athlete = await createTestAccount();
    await grantEntitlement(athlete.sub, 'bonus_content');
    const accessesBefore = await counterValue('ACCESS', 'count');
    const answers = await times(50, () => fetch(`${siteUrl}/api/content/${asset.id}/download`, { headers: { Cookie: athlete.cookie } }));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const { Items = [] } = await dynamoClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :access)',
        ExpressionAttributeValues: { ':pk': `ASSET#${asset.id}`, ':access': 'ACCESS#' },
      }),
    );
    expect(Items).toHaveLength(50);
    expect(await counterValue('ACCESS', 'count')).toBe(accessesBefore + 50);
  });

  it('10 payments each delivered twice, all 20 at once: 10 fulfilments, nothing twice, revenue exact', async () => {
    const athletes = await times(10, () => createTestAccount());
    const events = athletes.map((athlete) => succeededEvent({ userId: athlete.sub, productKey: 'starter', amount: 40_000 }));
    const before = { payments: await counterValue('TOTALS', 'payments'), revenue: await counterValue('TOTALS', 'revenueCents') };
    await Promise.all(
      events.flatMap((event) => [onPaymentSucceeded(stripeEnvelope(structuredClone(event))), onPaymentSucceeded(stripeEnvelope(structuredClone(event)))]),
    );
    for (const [index, athlete] of athletes.entries()) {
      const paymentIntentId = String(events[index]?.data.object.id);
      expect(await getPayment(paymentIntentId)).toMatchObject({ status: 'succeeded', amount: 40_000 });
      expect(await getFulfilment(paymentIntentId)).toMatchObject({ userId: athlete.sub });
      expect((await listPackages(athlete.sub)).map((pkg) => [pkg.packageType, pkg.sessionsRemaining])).toEqual([['starter', 5]]);
    }
    expect(await counterValue('TOTALS', 'payments')).toBe(before.payments + 10);
    expect(await counterValue('TOTALS', 'revenueCents')).toBe(before.revenue + 400_000);
  });
});
