import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { courseReplySchema, lessonLinkReplySchema, adminCourseReplySchema } from '@herway/shared/contracts/course';
import type { CourseReply } from '@herway/shared/contracts/course';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys } from '../../kernel/store/keys';
import { config } from '../../kernel/config';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import {
  clearCourse,
  grantEntitlement,
  jsonHeaders,
  releaseFirstModule,
  releaseModule,
  restoreCourse,
  setModuleLessons,
  uploadAsset,
} from '../../testing/content';
import { pageRequests } from '../../testing/dynamo-requests';
import { httpEvent, lambdaContext } from '../../testing/http-event';
import { handler as getCourse } from './get-course';

// One file for the course handlers (get-course, get-lesson-link, save-progress, get-admin-course,
// set-module-lessons, release-module), each in its own describe: they share one costly setup (the
// course cleared, a video and a PDF uploaded into a released module, restored afterwards).

const siteUrl = inject('siteUrl');
const NO_ACCESS = { message: 'You do not have access to this content' };

let admin: TestAccount;
let saved: Record<string, unknown>[] = [];
let video: { id: string; bytes: Uint8Array };
let pdf: { id: string };

const videoBytes = () => Uint8Array.from({ length: 4096 }, (_, index) => (index * 7) % 256);

const get = (path: string, cookie: string) => fetch(`${siteUrl}${path}`, { headers: { Cookie: cookie, 'User-Agent': 'herway-course-test' } });
const saveProgress = (cookie: string, assetId: string, body: unknown) =>
  fetch(`${siteUrl}/api/course/progress/${assetId}`, { method: 'PUT', headers: jsonHeaders(siteUrl, cookie), body: JSON.stringify(body) });
const courseOf = async (cookie: string): Promise<CourseReply> => {
  const response = await get('/api/course', cookie);
  expect(response.status).toBe(200);
  return courseReplySchema.parse(await response.json());
};
const storedProgress = async (sub: string, assetId: string) =>
  (await dynamoClient().send(new GetCommand({ TableName: config().TABLE_NAME, Key: keys.lessonProgress(sub, assetId), ConsistentRead: true }))).Item;

async function entitledAthlete(firstName = 'Maya'): Promise<TestAccount> {
  const athlete = await createTestAccount({ firstName });
  await grantEntitlement(athlete.sub, 'course_packet');
  return athlete;
}

beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
  saved = await clearCourse();
  const uploaded = await releaseFirstModule(siteUrl, admin.cookie, {
    video: { fileName: 'Welcome.mp4', mimeType: 'video/mp4', bytes: videoBytes() },
    pdf: { fileName: 'Roadmap.pdf' },
  });
  video = { id: uploaded.video.asset.id, bytes: uploaded.video.bytes };
  pdf = { id: uploaded.pdf.asset.id };
});

afterAll(async () => {
  await restoreCourse(saved);
});

describe('the course endpoints without an entitlement', () => {
  it('answer 403 and no link to an athlete without one, with an expired one or a switched-off one, and store nothing', async () => {
    const none = await createTestAccount();
    const expired = await createTestAccount();
    await grantEntitlement(expired.sub, 'course_packet', { accessExpiresAt: new Date(Date.now() - 60_000).toISOString() });
    const off = await createTestAccount();
    await grantEntitlement(off.sub, 'course_packet', { isActive: false });
    for (const athlete of [none, expired, off]) {
      const replies = [
        await get('/api/course', athlete.cookie),
        await get(`/api/course/lessons/${video.id}/link`, athlete.cookie),
        await get(`/api/content/${video.id}/download`, athlete.cookie),
        await saveProgress(athlete.cookie, video.id, { positionSeconds: 12 }),
      ];
      for (const reply of replies) {
        expect(reply.status).toBe(403);
        const body = await reply.text();
        expect(JSON.parse(body)).toEqual(NO_ACCESS);
        expect(body).not.toContain('http');
      }
      expect(await storedProgress(athlete.sub, video.id)).toBeUndefined();
    }
  });
});

describe('GET /api/course', () => {
  it('lists the nine modules, the released one with its lessons in order and her progress', async () => {
    const athlete = await entitledAthlete();
    const course = await courseOf(athlete.cookie);
    expect(course.modules.map((module) => module.number)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(course.modules[0]).toMatchObject({ state: 'released', completedLessons: 0 });
    expect(course.modules[0]?.lessons.map((lesson) => [lesson.assetId, lesson.title, lesson.contentType])).toEqual([
      [video.id, 'Welcome.mp4', 'video'],
      [pdf.id, 'Roadmap.pdf', 'pdf'],
    ]);
    expect(course).toMatchObject({ percentComplete: 0, next: { moduleNumber: 0, assetId: video.id }, lastLesson: null });
    // No lesson link: the only links are the captioned video's captions and transcript.
    const withoutCaptions = course.modules.map((module) => module.lessons.map(({ captions: _captions, transcript: _transcript, ...rest }) => rest));
    expect(JSON.stringify(withoutCaptions)).not.toContain('http');
    expect(course.modules[0]?.lessons.map((lesson) => [Boolean(lesson.captions), Boolean(lesson.transcript)])).toEqual([
      [true, true],
      [false, false],
    ]);
  });

  it('is ONE Query of her collection and ONE of the course', async () => {
    const athlete = await entitledAthlete();
    expect((await saveProgress(athlete.cookie, video.id, { positionSeconds: 3 })).status).toBe(200);
    const send = vi.spyOn(dynamoClient(), 'send');
    try {
      const result = await getCourse(httpEvent('GET', '/api/course', { cookies: [athlete.cookie] }), lambdaContext);
      expect(result.statusCode).toBe(200);
      expect(courseReplySchema.parse(JSON.parse(result.body ?? '')).lastLesson?.assetId).toBe(video.id);
      const requests = pageRequests(send);
      expect(requests).toHaveLength(2);
      const partitions = requests.map((command) => {
        expect(command).toBeInstanceOf(QueryCommand);
        return (command as QueryCommand).input.ExpressionAttributeValues?.[':pk'];
      });
      expect(partitions.sort()).toEqual(['COURSE#course_packet', `USER#${athlete.sub}`]);
    } finally {
      send.mockRestore();
    }
  });
});

describe('an unreleased module', () => {
  it('never links its lessons: not listed, no link, no download, no progress, also while scheduled', async () => {
    const { asset } = await uploadAsset(siteUrl, admin.cookie, { courseId: 'course_packet', fileName: 'Divisions.pdf' });
    expect((await setModuleLessons(siteUrl, admin.cookie, 1, [asset.id])).status).toBe(200);
    const athlete = await entitledAthlete();
    const check = async () => {
      const course = await courseOf(athlete.cookie);
      expect(course.modules[1]).toMatchObject({ state: 'upcoming', lessons: [] });
      expect(JSON.stringify(course)).not.toContain(asset.id);
      const link = await get(`/api/course/lessons/${asset.id}/link`, athlete.cookie);
      expect(link.status).toBe(403);
      expect(await link.json()).toEqual({ message: 'This module is not released yet. We will e-mail you when it is.' });
      expect((await get(`/api/content/${asset.id}/download`, athlete.cookie)).status).toBe(403);
      expect((await saveProgress(athlete.cookie, asset.id, { positionSeconds: 1 })).status).toBe(403);
      expect(await storedProgress(athlete.sub, asset.id)).toBeUndefined();
    };
    await check();
    const releaseAt = new Date(Date.now() + 3_600_000).toISOString();
    expect((await releaseModule(siteUrl, admin.cookie, 1, releaseAt)).status).toBe(200);
    await check();
    expect((await courseOf(athlete.cookie)).modules[1]?.releaseAt).toBe(releaseAt);
  });
});

describe('GET /api/course/lessons/{assetId}/link', () => {
  it('gives a 20-minute inline link that S3 serves in ranges (206), and logs the view', async () => {
    const athlete = await entitledAthlete();
    const response = await get(`/api/course/lessons/${video.id}/link`, athlete.cookie);
    expect(response.status).toBe(200);
    const reply = lessonLinkReplySchema.parse(await response.json());
    expect(reply).toMatchObject({ expiresInSeconds: 1200, contentType: 'video', mimeType: 'video/mp4' });
    const url = new URL(reply.url);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('1200');
    expect(url.searchParams.get('response-content-disposition')).toBe('inline');
    const part = await fetch(reply.url, { headers: { Range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${video.bytes.byteLength}`);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(video.bytes.slice(1000, 2000));
    const { Items = [] } = await dynamoClient().send(
      new QueryCommand({
        TableName: config().TABLE_NAME,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :access)',
        FilterExpression: 'userId = :user',
        ExpressionAttributeValues: { ':pk': `ASSET#${video.id}`, ':access': 'ACCESS#', ':user': athlete.sub },
        ConsistentRead: true,
      }),
    );
    expect(Items).toHaveLength(1);
    expect(Items[0]).toMatchObject({ action: 'view', userAgent: 'herway-course-test' });
  });
});

describe('PUT /api/course/progress/{assetId}', () => {
  it('never goes backwards before completion; after it she rewatches and the lesson stays completed', async () => {
    const athlete = await entitledAthlete();
    const put = async (body: unknown) => {
      const response = await saveProgress(athlete.cookie, video.id, body);
      expect(response.status).toBe(200);
      return ((await response.json()) as { progress: unknown }).progress;
    };
    expect(await put({ positionSeconds: 60 })).toEqual({ positionSeconds: 60, completed: false });
    expect(await put({ positionSeconds: 20 })).toEqual({ positionSeconds: 60, completed: false });
    expect(await put({ positionSeconds: 95.5, completed: true })).toEqual({ positionSeconds: 95.5, completed: true });
    expect(await put({ positionSeconds: 10, completed: false })).toEqual({ positionSeconds: 10, completed: true });
    const course = await courseOf(athlete.cookie);
    expect(course.modules[0]?.lessons[0]?.progress).toEqual({ positionSeconds: 10, completed: true });
    expect(course.percentComplete).toBe(5);
    expect(course.next?.assetId).toBe(pdf.id);
    // Hers: in her export.
    const exported = (await (await get('/api/account/export', athlete.cookie)).json()) as { records: Record<string, unknown[]> };
    expect(exported.records.courseProgress).toEqual([expect.objectContaining({ assetId: video.id, positionSeconds: 10, completed: true })]);
  });

  it('keeps the furthest of two saves at once', async () => {
    const athlete = await entitledAthlete();
    const replies = await Promise.all([30, 80, 55].map((positionSeconds) => saveProgress(athlete.cookie, video.id, { positionSeconds })));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(await storedProgress(athlete.sub, video.id)).toMatchObject({ positionSeconds: 80, completed: false });
  });

  it('refuses bad input with a sentence and stores nothing', async () => {
    const athlete = await entitledAthlete();
    const negative = await saveProgress(athlete.cookie, video.id, { positionSeconds: -5 });
    expect(negative.status).toBe(400);
    expect(await negative.json()).toMatchObject({ message: 'The position cannot be negative' });
    const text = await saveProgress(athlete.cookie, video.id, { positionSeconds: 'soon' });
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ message: 'The position must be a number of seconds' });
    const unknown = await saveProgress(athlete.cookie, 'no-such-lesson', { positionSeconds: 5 });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'This lesson does not exist. It may have been removed: reload the course.' });
    expect(await storedProgress(athlete.sub, video.id)).toBeUndefined();
    expect(await storedProgress(athlete.sub, 'no-such-lesson')).toBeUndefined();
  });
});

describe('the admin course endpoints', () => {
  it('refuse a module that does not exist and a file that is not a Course Packet upload, changing nothing', async () => {
    const before = adminCourseReplySchema.parse(await (await get('/api/admin/course', admin.cookie)).json());
    const missing = await setModuleLessons(siteUrl, admin.cookie, 9, [pdf.id]);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: 'There is no such module: the modules are numbered 0 to 8' });
    expect((await releaseModule(siteUrl, admin.cookie, 'nine')).status).toBe(400);
    const { asset: bonus } = await uploadAsset(siteUrl, admin.cookie, { courseId: 'bonus_content' });
    const foreign = await setModuleLessons(siteUrl, admin.cookie, 3, [bonus.id]);
    expect(foreign.status).toBe(400);
    expect(((await foreign.json()) as { message: string }).message).toMatch(/^One of the files is not an uploaded Course Packet file/);
    expect((await releaseModule(siteUrl, admin.cookie, 4)).status).toBe(409);
    const after = adminCourseReplySchema.parse(await (await get('/api/admin/course', admin.cookie)).json());
    expect(after).toEqual(before);
  });

  it('reorders a module and audits it', async () => {
    const reordered = await setModuleLessons(siteUrl, admin.cookie, 0, [pdf.id, video.id]);
    expect(reordered.status).toBe(200);
    const reply = adminCourseReplySchema.parse(await reordered.json());
    expect(reply.modules[0]?.lessons.map((lesson) => lesson.assetId)).toEqual([pdf.id, video.id]);
    const log = (await (await get('/api/admin/audit-log?limit=5', admin.cookie)).json()) as { items: { action: string; targetId: string; after: unknown }[] };
    expect(log.items.find((entry) => entry.action === 'course-module.lessons' && entry.targetId === '0')?.after).toEqual({
      lessons: ['Roadmap.pdf', 'Welcome.mp4'],
    });
    expect((await setModuleLessons(siteUrl, admin.cookie, 0, [video.id, pdf.id])).status).toBe(200);
  });
});
