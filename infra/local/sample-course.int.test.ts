import { courseReplySchema, lessonLinkReplySchema } from '@herway/shared/contracts/course';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { s3Client } from '@herway/functions/kernel/aws-clients';
import { config } from '@herway/functions/kernel/config';
import { checkCaptions } from '@herway/functions/course/webvtt';
import { createTestAccount } from '@herway/functions/testing/accounts';
import { clearCourse, grantEntitlement, restoreCourse } from '@herway/functions/testing/content';
import { SAMPLE_VIDEO_SECONDS, buildSampleVideo, seedSampleCourse } from './sample-course';

const siteUrl = inject('siteUrl');

/** The movie's length from its `mvhd` box (version 0: after version, flags and two times, the timescale and the duration). */
function mp4Seconds(bytes: Uint8Array): number {
  const text = Buffer.from(bytes);
  const box = text.indexOf('mvhd');
  expect(box).toBeGreaterThan(0);
  const view = new DataView(bytes.buffer, bytes.byteOffset + box + 4);
  return view.getUint32(16) / view.getUint32(12);
}

let saved: Record<string, unknown>[] = [];
beforeAll(async () => {
  saved = await clearCourse();
});
afterAll(async () => {
  await restoreCourse(saved);
});

describe("npm start's sample course", () => {
  it('makes a small H.264 MP4 of 30 seconds', async () => {
    const video = await buildSampleVideo();
    expect(Buffer.from(video.subarray(4, 8)).toString()).toBe('ftyp');
    expect(Buffer.from(video).includes('avc1')).toBe(true);
    expect(mp4Seconds(video)).toBeCloseTo(SAMPLE_VIDEO_SECONDS, 0);
    expect(video.byteLength).toBeLessThan(300 * 1024);
  });

  it('puts a video and two PDFs in Module 0 and releases it, once, for the player to play and show', async () => {
    await seedSampleCourse(s3Client(), config().CONTENT_BUCKET);
    expect(await seedSampleCourse(s3Client(), config().CONTENT_BUCKET)).toBe(0);
    const athlete = await createTestAccount();
    await grantEntitlement(athlete.sub, 'course_packet');
    const response = await fetch(`${siteUrl}/api/course`, { headers: { Cookie: athlete.cookie } });
    const course = courseReplySchema.parse(await response.json());
    expect(course.modules[0]).toMatchObject({ state: 'released' });
    expect(course.modules[0]?.lessons.map((lesson) => [lesson.title, lesson.contentType])).toEqual([
      ['Welcome to the Course Packet.mp4', 'video'],
      ['Your Recruiting Roadmap.pdf', 'pdf'],
      ['Grade-by-Grade Checklist.pdf', 'pdf'],
    ]);
    const [video, roadmap] = course.modules[0]?.lessons ?? [];
    // The video has captions within its 30 seconds, and their transcript.
    const captions = await (await fetch(video?.captions?.url ?? '')).text();
    expect(checkCaptions(new TextEncoder().encode(captions), SAMPLE_VIDEO_SECONDS)).toMatchObject({ ok: true, cues: { length: 4 } });
    expect(await (await fetch(video?.transcript?.url ?? '')).text()).toMatch(/^Welcome to the Course Packet\.\n/);
    const videoLink = lessonLinkReplySchema.parse(
      await (await fetch(`${siteUrl}/api/course/lessons/${video?.assetId}/link`, { headers: { Cookie: athlete.cookie } })).json(),
    );
    const part = await fetch(videoLink.url, { headers: { Range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(
      Buffer.from(await part.arrayBuffer())
        .subarray(4, 8)
        .toString(),
    ).toBe('ftyp');
    const pdfLink = lessonLinkReplySchema.parse(
      await (await fetch(`${siteUrl}/api/course/lessons/${roadmap?.assetId}/link`, { headers: { Cookie: athlete.cookie } })).json(),
    );
    const pdf = await fetch(pdfLink.url);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('inline');
    expect((await PDFDocument.load(await pdf.arrayBuffer())).getTitle()).toBe('Your Recruiting Roadmap');
  });
});
