import { createHash } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { addSchoolBodySchema, profileReplySchema } from '@herway/shared/contracts/recruiting';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dynamoClient } from '../../kernel/aws-clients';
import { listAccessLogsOf } from '../../course/store/access-log-repo';
import { keys } from '../../kernel/store/keys';
import { tableName } from '../../kernel/store/table';
import { handler as onBookingCreated } from '../../bookings/events/on-booking-created';
import { markDeletionBegun } from '../../accounts/store/user-repo';
import { addSchool } from '../../recruiting/store/school-repo';
import { userCollection } from '../../testing/account-data';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { bookedAthlete, saveSessionNotes } from '../../testing/bookings';
import { calendlyBody, calendlyEnvelope } from '../../testing/calendly';
import { clearCourse, grantEntitlement, jsonHeaders, releaseFirstModule, restoreCourse } from '../../testing/content';
import { fullProfile, recruitingCall } from '../../testing/recruiting';

// Writes racing the deletion of her account (DELETE /api/account): once it has begun nothing more
// is written for her. Each test keeps writing, one request after another, from before the deletion
// starts until it has answered; afterwards nothing is left under her partition, no SHARE# look-up
// of hers and no download logged under her id.

const siteUrl = inject('siteUrl');

const call = (method: string, path: string, cookie: string, body?: unknown) =>
  fetch(`${siteUrl}${path}`, { method, headers: jsonHeaders(siteUrl, cookie), ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

/**
 * Deletes her account while `write` is sent again and again, each as soon as the one before
 * answered, until the deletion has answered; the statuses the writes got.
 */
async function writesDuringDeletion(account: TestAccount, write: (attempt: number) => Promise<number>): Promise<number[]> {
  let deleted = false;
  const statuses: number[] = [];
  const deletion = call('DELETE', '/api/account', account.cookie, { password: account.password }).finally(() => {
    deleted = true;
  });
  const writer = async () => {
    for (let attempt = 0; !deleted && attempt < 300; attempt += 1) statuses.push(await write(attempt));
  };
  const [answer] = await Promise.all([deletion, writer()]);
  expect(answer.status).toBe(200);
  expect(statuses.length).toBeGreaterThan(0);
  // Each write was either done before the deletion began, or refused: never a server error.
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  return statuses;
}

async function expectNothingLeftOf(account: TestAccount): Promise<void> {
  expect(await userCollection(account)).toEqual([]);
  expect(await listAccessLogsOf(account.sub)).toEqual([]);
}

const shareItem = async (token: string) =>
  (
    await dynamoClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.profileShare(createHash('sha256').update(token).digest('hex')), ConsistentRead: true }),
    )
  ).Item;

/**
 * Sends a transaction touching only her profile (checking it is there), ONCE: no conflict retry, so
 * another transaction still working on her profile shows as the name of the error it got.
 */
async function touchProfileOnce(sub: string): Promise<string> {
  const client = new DynamoDBClient({ region: process.env.AWS_REGION ?? 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT });
  const check = { TableName: tableName(), Key: keys.userProfile(sub), ConditionExpression: 'attribute_exists(PK)' };
  try {
    await client.send(new TransactWriteCommand({ TransactItems: [{ ConditionCheck: check }] }));
    return 'written';
  } catch (error) {
    return (error as Error).message;
  } finally {
    client.destroy();
  }
}

describe('writes racing the deletion of her account', () => {
  it('school adds leave no school and no recruiting item', async () => {
    const athlete = await createTestAccount({ firstName: 'Iris' });
    const statuses = await writesDuringDeletion(
      athlete,
      async (n) => (await recruitingCall(siteUrl, 'POST', '/api/schools', athlete.cookie, { name: `School ${n}` })).status,
    );
    expect(statuses).toContain(401);
    await expectNothingLeftOf(athlete);
  });

  // Refused transactions still working on her profile would cancel the deletion's own transaction
  // on it (TransactionConflict), again and again while she keeps writing: refused, they send none.
  it('once her deletion has begun, school adds refused meanwhile hold nothing her deletion must write', async () => {
    const athlete = await createTestAccount({ firstName: 'Nell' });
    await markDeletionBegun(athlete.sub, new Date().toISOString());
    let settled = false;
    const adds = Promise.allSettled(
      Array.from({ length: 20 }, (_, n) => addSchool(athlete.sub, addSchoolBodySchema.parse({ name: `School ${n}` }), new Date().toISOString())),
    ).finally(() => {
      settled = true;
    });
    const touches: string[] = [];
    while (!settled) touches.push(await touchProfileOnce(athlete.sub));
    expect((await adds).map((add) => (add.status === 'rejected' ? String(add.reason) : 'added'))).toEqual(
      Array.from({ length: 20 }, () => 'NotSignedIn: This account has been deleted, so nothing more can be saved to it.'),
    );
    expect(touches.filter((touch) => touch !== 'written')).toEqual([]);
  });

  it('address changes leave no e-mail look-up naming her', async () => {
    const athlete = await createTestAccount({ firstName: 'Wren' });
    const addresses: string[] = [];
    await writesDuringDeletion(athlete, async (n) => {
      const email = `wren-${n}-${athlete.sub.slice(0, 8)}@example.com`;
      addresses.push(email);
      return (await call('PUT', '/api/account/email', athlete.cookie, { email, password: athlete.password })).status;
    });
    await expectNothingLeftOf(athlete);
    for (const email of [athlete.email, ...addresses]) {
      const lookup = (await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.emailLookup(email), ConsistentRead: true }))).Item;
      expect(lookup?.userId === athlete.sub ? email : undefined).toBeUndefined();
    }
  });

  it('profile saves leave no recruiting profile (with the family contact e-mail)', async () => {
    const athlete = await createTestAccount({ firstName: 'June' });
    await writesDuringDeletion(athlete, async () => (await recruitingCall(siteUrl, 'PUT', '/api/profile', athlete.cookie, fullProfile)).status);
    await expectNothingLeftOf(athlete);
  });

  it('shares leave no SHARE# look-up naming her', async () => {
    const athlete = await createTestAccount({ firstName: 'Opal' });
    const tokens = new Set<string>();
    await writesDuringDeletion(athlete, async () => {
      const response = await recruitingCall(siteUrl, 'POST', '/api/profile/share', athlete.cookie);
      if (response.status === 200) {
        const { sharing } = profileReplySchema.parse(await response.json());
        if (sharing.sharePath) tokens.add(sharing.sharePath.replace('/p/', ''));
      }
      return response.status;
    });
    await expectNothingLeftOf(athlete);
    for (const token of tokens) expect(await shareItem(token)).toBeUndefined();
  });

  it('ticking an action item leaves no item', async () => {
    const athlete = await createTestAccount({ firstName: 'Wren' });
    const now = new Date().toISOString();
    const item = {
      id: 'item-1',
      bookingId: 'booking-1',
      userId: athlete.sub,
      text: 'Stretch daily',
      dueDate: null,
      doneAt: null,
      createdAt: now,
      updatedAt: now,
    };
    await dynamoClient().send(new PutCommand({ TableName: tableName(), Item: { ...keys.actionItem(athlete.sub, item.id), type: 'actionItem', ...item } }));
    await writesDuringDeletion(athlete, async (n) => (await call('PATCH', `/api/action-items/${item.id}`, athlete.cookie, { done: n % 2 === 0 })).status);
    await expectNothingLeftOf(athlete);
  });

  it("her mentor's notes saved by an admin leave no notes and no action items", async () => {
    const admin = await createTestAccount({ group: 'admin' });
    const { athlete, booking } = await bookedAthlete(undefined, 'Faye');
    let version = 0;
    const statuses = await writesDuringDeletion(athlete, async (n) => {
      const saved = await saveSessionNotes(siteUrl, admin.cookie, athlete, booking.id, {
        version,
        notes: `Session ${n}`,
        actionItems: [{ text: `Step ${n}` }],
      });
      if (saved.status === 200) version += 1;
      return saved.status;
    });
    expect(statuses.every((status) => [200, 404, 409].includes(status))).toBe(true);
    await expectNothingLeftOf(athlete);
  });

  it('bookings made through her link leave no booking', async () => {
    const athlete = await createTestAccount({ firstName: 'Lena' });
    await writesDuringDeletion(athlete, async () => {
      await onBookingCreated(calendlyEnvelope(calendlyBody('invitee.created', { userId: athlete.sub, email: athlete.email })));
      return 200;
    });
    await expectNothingLeftOf(athlete);
  });
});

describe('course use racing the deletion of her account', () => {
  let saved: Record<string, unknown>[] = [];
  let videoId = '';

  beforeAll(async () => {
    const admin = await createTestAccount({ group: 'admin' });
    saved = await clearCourse();
    const { video } = await releaseFirstModule(siteUrl, admin.cookie, { video: { fileName: 'Race.mp4', mimeType: 'video/mp4', bytes: new Uint8Array(1024) } });
    videoId = video.asset.id;
  });

  afterAll(async () => {
    await restoreCourse(saved);
  });

  it('saving her place in a lesson and opening it leave no progress, entitlement or download under her id', async () => {
    const athlete = await createTestAccount({ firstName: 'Mira' });
    await grantEntitlement(athlete.sub, 'course_packet');
    await writesDuringDeletion(athlete, async (n) => {
      if (n % 2 === 1) return (await fetch(`${siteUrl}/api/course/lessons/${videoId}/link`, { headers: { Cookie: athlete.cookie } })).status;
      return (await call('PUT', `/api/course/progress/${videoId}`, athlete.cookie, { positionSeconds: n })).status;
    });
    await expectNothingLeftOf(athlete);
  });
});
