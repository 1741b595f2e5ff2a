import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { adminCourseReplySchema, captionsUploadUrlReplySchema, courseReplySchema } from '@herway/shared/contracts/course';
import type { CourseReply } from '@herway/shared/contracts/course';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dynamoClient } from '../../kernel/aws-clients';
import { config } from '../../kernel/config';
import { keys } from '../../kernel/store/keys';
import { headObject } from '../../content/storage';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { auditEntriesBy } from '../../testing/admin-calls';
import { clearCourse, grantEntitlement, jsonHeaders, releaseModule, restoreCourse, setModuleLessons, uploadAsset, uploadCaptions } from '../../testing/content';

// A video lesson's captions (docs/course-player.md): the admin's upload checked on confirm, the
// release rule, and the captions and transcript links under the video's own rules. The course is
// cleared for this file and put back afterwards.

const siteUrl = inject('siteUrl');
const CAPTIONS = `WEBVTT

1
00:00:01.000 --> 00:00:04.000
<v Coach>Welcome to <b>HerWay</b>.</v>

00:04.000 --> 00:08.000
<v Coach>Welcome to <b>HerWay</b>.</v>
Coaches read every e-mail.
`;

let admin: TestAccount;
let saved: Record<string, unknown>[] = [];
let video = '';
let pdf = '';

const lessonItem = async (assetId: string) =>
  (await dynamoClient().send(new GetCommand({ TableName: config().TABLE_NAME, Key: keys.courseLesson('course_packet', assetId), ConsistentRead: true }))).Item;
const courseAs = (cookie: string) => fetch(`${siteUrl}/api/course`, { headers: { Cookie: cookie } });
const videoLessonOf = (course: CourseReply) => course.modules.flatMap((module) => module.lessons).find((lesson) => lesson.assetId === video);

beforeAll(async () => {
  admin = await createTestAccount({ group: 'admin' });
  saved = await clearCourse();
  video = (
    await uploadAsset(siteUrl, admin.cookie, { courseId: 'course_packet', fileName: 'Coach e-mails.mp4', mimeType: 'video/mp4', bytes: new Uint8Array(2048) })
  ).asset.id;
  pdf = (await uploadAsset(siteUrl, admin.cookie, { courseId: 'course_packet', fileName: 'Roadmap.pdf' })).asset.id;
  expect((await setModuleLessons(siteUrl, admin.cookie, 2, [pdf, video])).status).toBe(200);
});

afterAll(async () => {
  await restoreCourse(saved);
});

describe('a captions upload', () => {
  it('refuses a file that is not valid WebVTT with the reason, deletes it and records nothing', async () => {
    const lessonUrl = `${siteUrl}/api/admin/course/lessons/${video}/captions`;
    const bytes = new TextEncoder().encode('1\n00:00:01.000 --> 00:00:02.000\nHi\n');
    const signed = await fetch(`${lessonUrl}/upload-url`, {
      method: 'POST',
      headers: jsonHeaders(siteUrl, admin.cookie),
      body: JSON.stringify({ fileSize: bytes.byteLength }),
    });
    expect(signed.status).toBe(200);
    const { uploadURL, uploadId, uploadHeaders } = captionsUploadUrlReplySchema.parse(await signed.json());
    expect((await fetch(uploadURL, { method: 'PUT', headers: { 'Content-Type': 'text/vtt', ...uploadHeaders }, body: bytes })).ok).toBe(true);
    const key = decodeURIComponent(new URL(uploadURL).pathname).replace(`/${config().CONTENT_BUCKET}/`, '');
    expect(key).toMatch(new RegExp(`^content/course_packet/${video}/captions-${uploadId}\\.vtt$`));
    expect(await headObject(key)).toBeDefined();

    const confirm = await fetch(lessonUrl, { method: 'POST', headers: jsonHeaders(siteUrl, admin.cookie), body: JSON.stringify({ uploadId }) });
    expect(confirm.status).toBe(400);
    expect(await confirm.json()).toEqual({ message: 'This is not a WebVTT file: its first line must be WEBVTT. Fix the file and upload it again.' });
    expect(await headObject(key)).toBeUndefined();
    expect((await lessonItem(video))?.captions).toBeUndefined();
  });

  it('refuses a cue past the end of the video, and a file over 512 KB before any upload', async () => {
    const late = await uploadCaptions(siteUrl, admin.cookie, video, 'WEBVTT\n\n00:00:01.000 --> 10:00:00.000\nToo long\n');
    expect(late.status).toBe(400);
    expect(((await late.json()) as { message: string }).message).toMatch(/^The cue on line 3 ends at 600:00, after the end of the video/);
    const big = await uploadCaptions(siteUrl, admin.cookie, video, new Uint8Array(512 * 1024 + 1));
    expect(big.status).toBe(400);
    expect(await big.json()).toMatchObject({ message: 'The captions file is larger than 512 KB' });
    expect((await lessonItem(video))?.captions).toBeUndefined();
  });

  it('refuses a confirm with no file uploaded, or an upload id that is not one', async () => {
    const confirm = (uploadId: string) =>
      fetch(`${siteUrl}/api/admin/course/lessons/${video}/captions`, {
        method: 'POST',
        headers: jsonHeaders(siteUrl, admin.cookie),
        body: JSON.stringify({ uploadId }),
      });
    const missing = await confirm('5f0c3a52-3c1e-4f59-9a4e-0d6b2f1c9e11');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: 'The captions file was not uploaded, or its upload expired. Please upload it again.' });
    const notAnId = await confirm('../../other.vtt');
    expect(notAnId.status).toBe(400);
    expect(await notAnId.json()).toMatchObject({ message: 'This captions upload is unknown. Please upload the file again.' });
  });

  it('answers 404 for a file that is not a lesson of the course (another course, unknown) and 409 for a PDF', async () => {
    const bonus = (
      await uploadAsset(siteUrl, admin.cookie, { courseId: 'bonus_content', fileName: 'Bonus.mp4', mimeType: 'video/mp4', bytes: new Uint8Array(64) })
    ).asset.id;
    for (const assetId of [bonus, '00000000-0000-4000-8000-000000000000']) {
      const refused = await uploadCaptions(siteUrl, admin.cookie, assetId, CAPTIONS);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ message: 'This file is not a lesson of the Course Packet. Add the video to a module first, then its captions.' });
    }
    const onPdf = await uploadCaptions(siteUrl, admin.cookie, pdf, CAPTIONS);
    expect(onPdf.status).toBe(409);
    expect(await onPdf.json()).toEqual({ message: "'Roadmap.pdf' is not a video: captions go with videos only." });
  });
});

describe('the release rule and the links', () => {
  it('refuses to release a module with an uncaptioned video, naming it; after captions, releases it and links them to entitled athletes only', async () => {
    const refused = await releaseModule(siteUrl, admin.cookie, 2);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: "Add captions to 'Coach e-mails.mp4' before releasing Module 2." });

    const athlete = await createTestAccount();
    await grantEntitlement(athlete.sub, 'course_packet');
    const confirmed = await uploadCaptions(siteUrl, admin.cookie, video, CAPTIONS);
    expect(confirmed.status).toBe(200);
    const adminModule = adminCourseReplySchema.parse(await confirmed.json()).modules[2];
    expect(adminModule?.lessons.map((lesson) => [lesson.title, lesson.captionsCueCount])).toEqual([
      ['Roadmap.pdf', null],
      ['Coach e-mails.mp4', 2],
    ]);
    expect((await auditEntriesBy(siteUrl, admin)).find((entry) => entry.action === 'course-lesson.captions')).toMatchObject({ targetId: video });
    // Not released yet: nothing of the module is listed, so no captions either.
    expect(videoLessonOf(courseReplySchema.parse(await (await courseAs(athlete.cookie)).json()))).toBeUndefined();

    expect((await releaseModule(siteUrl, admin.cookie, 2)).status).toBe(200);
    const lesson = videoLessonOf(courseReplySchema.parse(await (await courseAs(athlete.cookie)).json()));
    expect(lesson?.transcript?.fileName).toBe('Coach e-mails - transcript.txt');
    const captions = await fetch(lesson?.captions?.url ?? '', { headers: { Origin: siteUrl } });
    expect(captions.status).toBe(200);
    expect(captions.headers.get('access-control-allow-origin')).toBeTruthy();
    expect(await captions.text()).toBe(CAPTIONS);
    const transcript = await fetch(lesson?.transcript?.url ?? '');
    expect(transcript.headers.get('content-disposition')).toBe('attachment; filename="Coach e-mails - transcript.txt"');
    expect(await transcript.text()).toBe('Welcome to HerWay.\nCoaches read every e-mail.\n');

    const without = await createTestAccount();
    const refusedCourse = await courseAs(without.cookie);
    expect(refusedCourse.status).toBe(403);
    expect(await refusedCourse.text()).not.toContain('captions');
  });
});
