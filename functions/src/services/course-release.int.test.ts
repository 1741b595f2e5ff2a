import { randomUUID } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { dynamoClient } from '../adapters/aws-clients';
import { keys } from '../adapters/dynamo/keys';
import { createProfile } from '../adapters/dynamo/user-repo';
import { config } from '../lib/config';
import { createTestAccount } from '../testing/accounts';
import type { TestAccount } from '../testing/accounts';
import { grantEntitlement, setAssetActive, uploadAsset } from '../testing/content';
import { announceCourseRelease } from './course-release';

const siteUrl = inject('siteUrl');
const sesUrl = inject('sesUrl');

interface StoredEmail {
  subject: string;
  destination: { to: string[] };
  replyTo?: string[];
  body: { text?: string };
}

async function emailsTo(address: string): Promise<StoredEmail[]> {
  const { emails } = (await (await fetch(`${sesUrl}/store`)).json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.includes(address) && email.subject.includes('Course Packet is ready'));
}

/** An account (profile only) that bought the course now, or holds it switched off, or never bought it. */
async function account(course: 'owner' | 'refunded' | 'none', firstName = 'Maya'): Promise<string> {
  const id = randomUUID();
  const email = `release-${id}@example.com`;
  const now = new Date().toISOString();
  await createProfile({ id, email, firstName, isAdmin: false, createdAt: now, updatedAt: now });
  if (course !== 'none') await grantEntitlement(id, 'course_packet', { isActive: course === 'owner' });
  return email;
}

/** The course as never released: the next release starts over (the other test files release content too). */
const forgetRelease = () => dynamoClient().send(new DeleteCommand({ TableName: config().TABLE_NAME, Key: keys.courseRelease('course_packet') }));

let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
});

describe('the Course Packet release e-mail (DESIGN §8)', () => {
  it('goes once to each pre-order buyer when an admin uploads course content, and to no one else', async () => {
    const buyer = await account('owner');
    const refunded = await account('refunded');
    const visitor = await account('none');
    await forgetRelease();

    await uploadAsset(siteUrl, admin.cookie, { courseId: 'course_packet', fileName: 'Module 0 Welcome.pdf' });

    const [message, ...more] = await emailsTo(buyer);
    expect(more).toEqual([]);
    expect(message?.subject).toBe('Your HerWay Course Packet is ready on your dashboard');
    expect(message?.replyTo).toEqual([config().SUPPORT_EMAIL]);
    expect(message?.body.text).toContain('Hi Maya,');
    expect(message?.body.text).toContain('the Complete Course Packet you pre-ordered is ready to start');
    expect(message?.body.text).toContain(`${siteUrl}/dashboard`);
    expect(await emailsTo(refunded)).toEqual([]);
    expect(await emailsTo(visitor)).toEqual([]);
    // The course page and the checkout no longer sell it as a pre-order.
    expect(await (await fetch(`${siteUrl}/api/course/release`)).json()).toEqual({ released: true });

    // More content, and two runs at once, e-mail no one twice.
    const { asset } = await uploadAsset(siteUrl, admin.cookie, { courseId: 'course_packet' });
    await Promise.all([announceCourseRelease(), announceCourseRelease()]);
    expect(await emailsTo(buyer)).toHaveLength(1);
    // Switching content back on is a release run too, and still e-mails her once.
    expect((await setAssetActive(siteUrl, admin.cookie, asset.id, false)).status).toBe(200);
    expect((await setAssetActive(siteUrl, admin.cookie, asset.id, true)).status).toBe(200);
    expect(await emailsTo(buyer)).toHaveLength(1);
  });

  it('e-mails each waiting buyer exactly once when two releases run at the same time', async () => {
    const buyers = await Promise.all([account('owner', 'Ava'), account('owner', 'Zoe'), account('owner', 'Lena')]);
    await forgetRelease();

    const counts = await Promise.all([announceCourseRelease(), announceCourseRelease(), announceCourseRelease()]);

    for (const buyer of buyers) expect(await emailsTo(buyer)).toHaveLength(1);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(buyers.length);
  });

  it('does not e-mail an athlete who bought the course after it was released', async () => {
    await announceCourseRelease();
    const laterBuyer = await account('owner');
    await announceCourseRelease();
    await uploadAsset(siteUrl, admin.cookie, { courseId: 'course_packet' });
    expect(await emailsTo(laterBuyer)).toEqual([]);
  });
});
