import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dashboardReplySchema, sessionsReplySchema } from '@herway/shared/contracts/dashboard';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dynamoClient } from '../../../kernel/aws-clients';
import { config } from '../../../kernel/config';
import { keys } from '../../../kernel/store/keys';
import { createTestAccount } from '../../../testing/accounts';
import type { TestAccount } from '../../../testing/accounts';
import { bookedAthlete, saveSessionNotes } from '../../../testing/bookings';
import { writeWholeCourse } from '../../../testing/certificates';
import { clearCourse, grantEntitlement, jsonHeaders, restoreCourse } from '../../../testing/content';

// An action item that assigns a lesson of the course (docs/sessions-and-reminders.md): saved with the
// lesson's title, shown to her with it, refused for a lesson not in the course, and ticked done when
// she completes the lesson through the progress save (docs/course-player.md).

const siteUrl = inject('siteUrl');

let admin: TestAccount;
let savedCourse: Record<string, unknown>[] = [];
let lessons: { moduleNumber: number; assetId: string; title: string }[] = [];

beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
  savedCourse = await clearCourse();
  lessons = await writeWholeCourse();
});

afterAll(async () => {
  await restoreCourse(savedCourse);
});

const getJson = async (path: string, cookie: string) => (await fetch(`${siteUrl}${path}`, { headers: { Cookie: cookie } })).json();
const saveProgress = (cookie: string, assetId: string, body: unknown) =>
  fetch(`${siteUrl}/api/course/progress/${assetId}`, { method: 'PUT', headers: jsonHeaders(siteUrl, cookie), body: JSON.stringify(body) });
const storedItem = async (sub: string, itemId: string) =>
  (await dynamoClient().send(new GetCommand({ TableName: config().TABLE_NAME, Key: keys.actionItem(sub, itemId), ConsistentRead: true }))).Item;

async function itemsOfHerSession(athlete: TestAccount) {
  const sessions = sessionsReplySchema.parse(await getJson('/api/sessions/user', athlete.cookie));
  return sessions[0]?.mentorNotes?.actionItems ?? [];
}

describe('an action item assigning a lesson of the course', () => {
  it('is saved with the lesson’s title and module and shown with it on /sessions and her dashboard', async () => {
    const { athlete, booking } = await bookedAthlete();
    const lesson = lessons[3];
    if (!lesson) throw new Error('No lesson written');
    const answer = await saveSessionNotes(siteUrl, admin.cookie, athlete, booking.id, {
      actionItems: [{ text: 'Watch this before our next call', lessonId: lesson.assetId }, { text: 'Email two coaches' }],
    });
    expect(answer.status).toBe(200);
    const shown = { id: lesson.assetId, title: lesson.title, moduleNumber: lesson.moduleNumber };
    expect((await itemsOfHerSession(athlete)).map((item) => [item.text, item.lesson])).toEqual([
      ['Watch this before our next call', shown],
      ['Email two coaches', null],
    ]);
    const dashboard = dashboardReplySchema.parse(await getJson('/api/dashboard', athlete.cookie));
    expect(dashboard.openActionItems?.find((item) => item.text === 'Watch this before our next call')?.lesson).toEqual(shown);
  });

  it('refuses a lesson that is not in the course with a sentence, storing nothing', async () => {
    const { athlete, booking } = await bookedAthlete();
    const answer = await saveSessionNotes(siteUrl, admin.cookie, athlete, booking.id, {
      notes: 'Good session',
      actionItems: [{ text: 'Watch it', lessonId: 'no-such-lesson' }],
    });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe('A lesson chosen for an action item is not in the course any more: please reload the page and choose another.');
    expect(await itemsOfHerSession(athlete)).toEqual([]);
  });

  it('is ticked done when she completes the lesson through the progress save, once: a second completion changes nothing', async () => {
    const { athlete, booking } = await bookedAthlete();
    await grantEntitlement(athlete.sub, 'course_packet');
    const [lesson, other] = lessons;
    if (!lesson || !other) throw new Error('No lesson written');
    await saveSessionNotes(siteUrl, admin.cookie, athlete, booking.id, {
      actionItems: [
        { text: 'Watch the first lesson', lessonId: lesson.assetId },
        { text: 'Watch the second lesson', lessonId: other.assetId },
      ],
    });
    const [first, second] = await itemsOfHerSession(athlete);
    if (!first || !second) throw new Error('The items were not saved');

    // A position save that does not complete the lesson ticks nothing.
    expect((await saveProgress(athlete.cookie, lesson.assetId, { positionSeconds: 5 })).status).toBe(200);
    expect((await storedItem(athlete.sub, first.id))?.doneAt).toBeNull();

    const [one, two] = await Promise.all([
      saveProgress(athlete.cookie, lesson.assetId, { positionSeconds: 10, completed: true }),
      saveProgress(athlete.cookie, lesson.assetId, { positionSeconds: 10, completed: true }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const done = await storedItem(athlete.sub, first.id);
    expect(done?.doneAt).toEqual(expect.any(String));
    expect((await storedItem(athlete.sub, second.id))?.doneAt).toBeNull();

    expect((await saveProgress(athlete.cookie, lesson.assetId, { positionSeconds: 12, completed: true })).status).toBe(200);
    expect(await storedItem(athlete.sub, first.id)).toEqual(done);
    const dashboard = dashboardReplySchema.parse(await getJson('/api/dashboard', athlete.cookie));
    expect(dashboard.openActionItems?.map((item) => item.text)).toEqual(['Watch the second lesson']);
  });
});
