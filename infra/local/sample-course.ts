import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Asset } from '@herway/shared/contracts/content';
import { createRequire } from 'node:module';
import type * as H264Encoder from 'h264-mp4-encoder';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { confirmUpload, createPendingUpload, getAsset } from '@herway/functions/content/store/asset-repo';
import { markModuleAnnounced, releaseModuleAt, replaceModuleLessons } from '@herway/functions/course/store/course-repo';
import { auditEntry } from '@herway/functions/accounts/audit';
import { lessonOf } from '@herway/functions/course/course-admin';
import type { LessonRecord } from '@herway/functions/course/store/course-repo';
import { checkCaptions, transcriptOf } from '@herway/functions/course/webvtt';

// `npm start`'s sample course (docs/course-player.md): a short video (with captions) and two PDFs as the lessons of
// Module 0, released, so the player can be tried at once. Made at start (an H.264 MP4 from
// h264-mp4-encoder's WebAssembly build, PDFs with pdf-lib), never checked in; seeded once.

// A webpack bundle whose exports Node's ES module loader cannot see: loaded as CommonJS.
const { createH264MP4Encoder } = createRequire(import.meta.url)('h264-mp4-encoder') as typeof H264Encoder;

const WIDTH = 192;
const HEIGHT = 108;
const FRAMES_PER_SECOND = 8;
/** Long enough to seek in. */
export const SAMPLE_VIDEO_SECONDS = 30;

/** A 30-second 192x108 H.264 MP4: a plum background with a bar that fills as it plays, so a seek shows. */
export async function buildSampleVideo(seconds = SAMPLE_VIDEO_SECONDS): Promise<Uint8Array> {
  const encoder = await createH264MP4Encoder();
  encoder.width = WIDTH;
  encoder.height = HEIGHT;
  encoder.frameRate = FRAMES_PER_SECOND;
  encoder.quantizationParameter = 33;
  encoder.groupOfPictures = FRAMES_PER_SECOND;
  encoder.initialize();
  const frames = seconds * FRAMES_PER_SECOND;
  const frame = new Uint8Array(WIDTH * HEIGHT * 4);
  for (let index = 0; index < frames; index += 1) {
    const filled = Math.round((WIDTH * (index + 1)) / frames);
    for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel += 1) {
      const x = pixel % WIDTH;
      const y = Math.floor(pixel / WIDTH);
      const bar = y > HEIGHT * 0.45 && y < HEIGHT * 0.55 && x < filled;
      frame.set(bar ? [250, 214, 120, 255] : [88, 28, 110 + Math.round((60 * x) / WIDTH), 255], pixel * 4);
    }
    encoder.addFrameRgba(frame);
  }
  encoder.finalize();
  const bytes = encoder.FS.readFile(encoder.outputFilename);
  encoder.delete();
  return bytes;
}

/** A one-page PDF with a title and a few lines. */
export async function buildSamplePdf(title: string, lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const page = pdf.addPage([612, 792]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 56, y: 720, size: 22, font: bold, color: rgb(0.35, 0.11, 0.43) });
  lines.forEach((line, index) => page.drawText(line, { x: 56, y: 680 - index * 22, size: 12, font: regular }));
  return pdf.save();
}

const SAMPLE_CAPTION_LINES = [
  '<v Coach>Welcome to the Course Packet.',
  '<v Coach>Each module is short: watch it, read it, then act on it.',
  '<v Coach>Your place is saved, so you can stop and come back.',
  '<v Coach>Start with the roadmap below this video.',
];

/** The sample video's captions: a WebVTT cue every few seconds, within its length. */
export function buildSampleCaptions(seconds = SAMPLE_VIDEO_SECONDS): string {
  const step = seconds / SAMPLE_CAPTION_LINES.length;
  const time = (at: number) => `00:00:${String(Math.floor(at)).padStart(2, '0')}.000`;
  const cues = SAMPLE_CAPTION_LINES.map((line, index) => `${index + 1}\n${time(index * step)} --> ${time((index + 1) * step)}\n${line}`);
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** Puts the sample captions and their transcript beside the video, as an admin's upload would (course-captions.ts). */
async function putSampleCaptions(s3: S3Client, bucket: string, videoPath: string): Promise<NonNullable<LessonRecord['captions']>> {
  const text = buildSampleCaptions();
  const check = checkCaptions(new TextEncoder().encode(text), SAMPLE_VIDEO_SECONDS);
  if (!check.ok) throw new Error(`The sample captions are not valid: ${check.problem}`);
  const folder = videoPath.slice(0, videoPath.lastIndexOf('/') + 1);
  const captions = { key: `${folder}captions-sample.vtt`, transcriptKey: `${folder}captions-sample.txt`, cueCount: check.cues.length };
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: captions.key, Body: text, ContentType: 'text/vtt' }));
  await s3.send(
    new PutObjectCommand({ Bucket: bucket, Key: captions.transcriptKey, Body: transcriptOf(check.cues), ContentType: 'text/plain; charset=utf-8' }),
  );
  return captions;
}

interface SampleFile {
  id: string;
  fileName: string;
  mimeType: string;
  contentType: Asset['contentType'];
  description: string;
  bytes: () => Promise<Uint8Array>;
}

const sampleFiles: readonly SampleFile[] = [
  {
    id: 'sample-module-0-welcome-video',
    fileName: 'Welcome to the Course Packet.mp4',
    mimeType: 'video/mp4',
    contentType: 'video',
    description: 'A short sample video (local stack only): play it, seek, leave and come back.',
    bytes: () => buildSampleVideo(),
  },
  {
    id: 'sample-module-0-roadmap-pdf',
    fileName: 'Your Recruiting Roadmap.pdf',
    mimeType: 'application/pdf',
    contentType: 'pdf',
    description: 'What coaches look for, and what to do in each grade.',
    bytes: () =>
      buildSamplePdf('Your Recruiting Roadmap', [
        'Freshman year: grades first, play at the highest level you can.',
        'Sophomore year: build your athletic resume and a first highlight video.',
        'Junior year: write to coaches, visit campuses, register for eligibility.',
        'Senior year: compare offers and make a choice you will be happy with.',
      ]),
  },
  {
    id: 'sample-module-0-checklist-pdf',
    fileName: 'Grade-by-Grade Checklist.pdf',
    mimeType: 'application/pdf',
    contentType: 'pdf',
    description: 'A checklist to print and tick.',
    bytes: () => buildSamplePdf('Grade-by-Grade Checklist', ['[ ] Core courses on track', '[ ] Athletic resume drafted', '[ ] Ten coaches e-mailed']),
  },
];

const SEED_ACTOR = { sub: 'local-seed', email: 'local seed (npm start)' };

/** Uploads the sample files, makes them Module 0's lessons and releases it; nothing when it was done before. Answers how many files it added. */
export async function seedSampleCourse(s3: S3Client, bucket: string, now = new Date()): Promise<number> {
  const [first] = sampleFiles;
  if (!first || (await getAsset(first.id))) return 0;
  const iso = now.toISOString();
  const assets: Asset[] = [];
  for (const file of sampleFiles) {
    const body = await file.bytes();
    const storagePath = `content/course_packet/${file.id}/${file.fileName.replace(/[^A-Za-z0-9.]+/g, '-')}`;
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: storagePath, Body: body, ContentType: file.mimeType }));
    const upload = {
      id: file.id,
      storagePath,
      courseId: 'course_packet' as const,
      mimeType: file.mimeType,
      fileName: file.fileName,
      fileSize: body.byteLength,
    };
    await createPendingUpload({ ...upload, requestedBy: SEED_ACTOR.sub, requestedAt: iso }, Math.floor(now.getTime() / 1000) + 3600);
    const asset: Asset = {
      ...upload,
      assetId: file.id,
      originalName: file.fileName,
      contentType: file.contentType,
      description: file.description,
      isActive: true,
      uploadedBy: SEED_ACTOR.sub,
      createdAt: iso,
      updatedAt: iso,
    };
    await confirmUpload(asset);
    assets.push(asset);
  }
  const lessons: LessonRecord[] = [];
  for (const [position, asset] of assets.entries()) {
    const lesson = lessonOf(asset, 0, position);
    // A video module is released only with captions (course-admin.ts `planRelease`).
    lessons.push(asset.contentType === 'video' ? { ...lesson, captions: await putSampleCaptions(s3, bucket, asset.storagePath) } : lesson);
  }
  const audit = (action: string) =>
    auditEntry(SEED_ACTOR, { action, targetType: 'course-module', targetId: '0', after: { lessons: lessons.map((lesson) => lesson.title) } }, now);
  await replaceModuleLessons('course_packet', 0, { lessons, detached: [], seenVersion: 0, audit: audit('course-module.lessons') });
  await releaseModuleAt('course_packet', 0, iso, iso, audit('course-module.release'));
  // Sample content is not announced: it is no real release.
  await markModuleAnnounced('course_packet', 0, iso);
  return assets.length;
}
