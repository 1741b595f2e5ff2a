import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dynamoClient } from '../kernel/aws-clients';
import { keys } from '../kernel/store/keys';
import { createProfile } from '../accounts/store/user-repo';
import { config } from '../kernel/config';
import { createTestAccount } from '../testing/accounts';
import type { TestAccount } from '../testing/accounts';
import { clearCourse, grantEntitlement, releaseModule, restoreCourse, setModuleLessons, uploadAsset } from '../testing/content';
import { announceDueReleases } from './course-release';

const siteUrl = inject('siteUrl');
const sesUrl = inject('sesUrl');

interface StoredEmail {
  subject: string;
  destination: { to: string[] };
  replyTo?: string[];
  body: { text?: string };
}

async function emailsTo(address: string, moduleNumber: number): Promise<StoredEmail[]> {
  const { emails } = (await (await fetch(`${sesUrl}/store`)).json()) as { emails: StoredEmail[] };
  return emails.filter(
    (email) => email.destination.to.includes(address) && email.subject.startsWith(`New in your HerWay Course Packet: Module ${moduleNumber}:`),
  );
}

/** An account (profile only) that holds the course now, holds it switched off, or never bought it. */
async function account(course: 'owner' | 'refunded' | 'none', firstName = 'Maya'): Promise<string> {
  const id = randomUUID();
  const email = `release-${id}@example.com`;
  const now = new Date().toISOString();
  await createProfile({ id, email, firstName, isAdmin: false, createdAt: now, updatedAt: now });
  if (course !== 'none') await grantEntitlement(id, 'course_packet', { isActive: course === 'owner' });
  return email;
}

const moduleItem = async (moduleNumber: number) =>
  (await dynamoClient().send(new GetCommand({ TableName: config().TABLE_NAME, Key: keys.courseModule('course_packet', moduleNumber), ConsistentRead: true })))
    .Item;

async function moduleWithLesson(moduleNumber: number): Promise<void> {
  const { asset } = await uploadAsset(siteUrl, admin.cookie, { courseId: 'course_packet', fileName: `Module ${moduleNumber}.pdf` });
  expect((await setModuleLessons(siteUrl, admin.cookie, moduleNumber, [asset.id])).status).toBe(200);
}

let admin: TestAccount;
let saved: Record<string, unknown>[] = [];
beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
  saved = await clearCourse();
});
afterAll(async () => {
  await restoreCourse(saved);
});

describe('a module release', () => {
  it('ends the pre-order and e-mails each athlete holding the course once, even when released twice at once', async () => {
    const owner = await account('owner');
    const refunded = await account('refunded');
    const visitor = await account('none');
    await moduleWithLesson(1);
    // Uploading and attaching release nothing.
    expect(await (await fetch(`${siteUrl}/api/course/release`)).json()).toEqual({ released: false });
    expect(await emailsTo(owner, 1)).toEqual([]);

    const replies = await Promise.all([releaseModule(siteUrl, admin.cookie, 1), releaseModule(siteUrl, admin.cookie, 1)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const refusal = replies.find((reply) => reply.status === 409);
    expect(await refusal?.json()).toEqual({ message: 'Module 1 is already released.' });

    const [message, ...more] = await emailsTo(owner, 1);
    expect(more).toEqual([]);
    expect(message?.subject).toBe('New in your HerWay Course Packet: Module 1: Understanding College Athletics: NCAA, NAIA & JUCO');
    expect(message?.replyTo).toEqual([config().SUPPORT_EMAIL]);
    expect(message?.body.text).toContain('Hi Maya,');
    expect(message?.body.text).toContain(`${siteUrl}/course/learn/1`);
    expect(await emailsTo(refunded, 1)).toEqual([]);
    expect(await emailsTo(visitor, 1)).toEqual([]);
    expect(await moduleItem(1)).toMatchObject({ releaseAt: expect.any(String), announcedAt: expect.any(String) });
    expect(await (await fetch(`${siteUrl}/api/course/release`)).json()).toEqual({ released: true });

    // The job running again afterwards e-mails no one twice, nor a later buyer.
    const laterBuyer = await account('owner');
    await Promise.all([announceDueReleases(), announceDueReleases()]);
    expect(await emailsTo(owner, 1)).toHaveLength(1);
    expect(await emailsTo(laterBuyer, 1)).toEqual([]);

    const log = (await (await fetch(`${siteUrl}/api/admin/audit-log?limit=10`, { headers: { Cookie: admin.cookie } })).json()) as {
      items: { action: string; targetId: string }[];
    };
    expect(log.items.filter((entry) => entry.action === 'course-module.release' && entry.targetId === '1')).toHaveLength(1);
  });

  it('on a date: nothing before it; the job e-mails each athlete once when it comes, even fired twice at once', async () => {
    const owners = await Promise.all([account('owner', 'Ava'), account('owner', 'Zoe')]);
    await moduleWithLesson(2);
    const releaseAt = new Date(Date.now() + 3_600_000);
    expect((await releaseModule(siteUrl, admin.cookie, 2, releaseAt.toISOString())).status).toBe(200);

    expect(await announceDueReleases(new Date(releaseAt.getTime() - 1000))).toBe(0);
    for (const owner of owners) expect(await emailsTo(owner, 2)).toEqual([]);

    const after = new Date(releaseAt.getTime() + 60_000);
    const counts = await Promise.all([announceDueReleases(after), announceDueReleases(after)]);
    for (const owner of owners) expect(await emailsTo(owner, 2)).toHaveLength(1);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(owners.length);
    expect(await moduleItem(2)).toMatchObject({ announcedAt: after.toISOString() });
    const log = (await (await fetch(`${siteUrl}/api/admin/audit-log?limit=10`, { headers: { Cookie: admin.cookie } })).json()) as {
      items: { action: string; targetId: string; after: unknown }[];
    };
    expect(log.items.find((entry) => entry.action === 'course-module.schedule' && entry.targetId === '2')?.after).toEqual({
      releaseAt: releaseAt.toISOString(),
    });
  });

  it('refuses a date that has passed and a module without a lesson, changing nothing', async () => {
    await moduleWithLesson(3);
    const past = await releaseModule(siteUrl, admin.cookie, 3, new Date(Date.now() - 60_000).toISOString());
    expect(past.status).toBe(400);
    expect(await past.json()).toEqual({ message: 'The release date has passed: choose a later date, or release it now.' });
    const empty = await releaseModule(siteUrl, admin.cookie, 7);
    expect(empty.status).toBe(409);
    expect(await empty.json()).toEqual({ message: 'Add a lesson to Module 7 before releasing it.' });
    expect((await moduleItem(3))?.releaseAt).toBeUndefined();
    expect(await moduleItem(7)).toBeUndefined();
  });
});
