import { randomUUID } from 'node:crypto';
import { certificateReplySchema } from '@herway/shared/contracts/certificate';
import { profileReplySchema, sharedProfileReplySchema } from '@herway/shared/contracts/recruiting';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { completeLesson, writeWholeCourse } from '../../testing/certificates';
import { clearCourse, grantEntitlement, restoreCourse } from '../../testing/content';
import { fullProfile, recruitingCall } from '../../testing/recruiting';
import { readCertificate } from '../store/certificate-repo';

// PATCH /api/course/certificate (docs/course-player.md#certificate), through the local stack: how her
// name reads on the certificate and its PDF, and whether the coach page her share links open shows it.

const siteUrl = inject('siteUrl');

let saved: Record<string, unknown>[] = [];
let lessons: Awaited<ReturnType<typeof writeWholeCourse>> = [];

const call = (method: string, path: string, athlete?: TestAccount, body?: unknown) => recruitingCall(siteUrl, method, path, athlete?.cookie, body);
const update = (athlete: TestAccount, body: unknown) => call('PATCH', '/api/course/certificate', athlete, body);

async function certificateOf(athlete: TestAccount) {
  const response = await call('GET', '/api/course/certificate', athlete);
  expect(response.status).toBe(200);
  return certificateReplySchema.parse(await response.json());
}

/** The text drawn on the PDF's one page. */
async function pdfTextOf(athlete: TestAccount): Promise<string> {
  const response = await call('GET', '/api/course/certificate/pdf', athlete);
  expect(response.status).toBe(200);
  const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
  const contents = pdf.getPage(0).node.Contents();
  if (!(contents instanceof PDFRawStream)) throw new Error('Expected one raw content stream');
  return Buffer.from(contents.getContents()).toString('latin1');
}

/** An athlete with the course, every lesson completed. */
async function graduate(): Promise<TestAccount & { firstName: string }> {
  const firstName = `Zoe${randomUUID().slice(0, 8)}`;
  const athlete = await createTestAccount({ firstName, lastName: 'nguyen' });
  await grantEntitlement(athlete.sub, 'course_packet');
  for (const lesson of lessons) await completeLesson(athlete, lesson.assetId);
  return { ...athlete, firstName };
}

/** Her coach page, shared: what a signed-out coach reads. */
async function sharedCoachPage(athlete: TestAccount): Promise<() => Promise<ReturnType<typeof sharedProfileReplySchema.parse>>> {
  expect((await call('PUT', '/api/profile', athlete, fullProfile)).status).toBe(200);
  const { sharePath } = profileReplySchema.parse(await (await call('POST', '/api/profile/share', athlete)).json()).sharing;
  const token = (sharePath ?? '').slice('/p/'.length);
  return async () => sharedProfileReplySchema.parse(await (await call('GET', `/api/shared-profiles/${token}`)).json());
}

beforeAll(async () => {
  saved = await clearCourse();
  lessons = await writeWholeCourse();
});

afterAll(async () => {
  await restoreCourse(saved);
});

describe('PATCH /api/course/certificate', () => {
  it('shows her first name and last initial on the certificate and its PDF once she chooses so, and her full name again after', async () => {
    const athlete = await graduate();
    const { code } = await certificateOf(athlete);
    const response = await update(athlete, { nameShown: 'initial' });
    expect(response.status).toBe(200);
    expect(certificateReplySchema.parse(await response.json())).toMatchObject({ code, displayName: `${athlete.firstName} N.`, nameShown: 'initial' });
    expect(await certificateOf(athlete)).toMatchObject({ code, displayName: `${athlete.firstName} N.` });
    const text = await pdfTextOf(athlete);
    expect(text).toContain(`(${athlete.firstName} N.)`);
    expect(text).not.toContain('nguyen');

    expect(certificateReplySchema.parse(await (await update(athlete, { nameShown: 'full' })).json()).displayName).toBe(`${athlete.firstName} nguyen`);
    expect(await pdfTextOf(athlete)).toContain(`(${athlete.firstName} nguyen)`);
  });

  it('shows it on her coach page only while she chooses so, and not after she withdraws it', async () => {
    const athlete = await graduate();
    const coachPage = await sharedCoachPage(athlete);
    const { code, completedAt } = await certificateOf(athlete);
    expect((await coachPage()).certificate).toBeUndefined();

    expect(certificateReplySchema.parse(await (await update(athlete, { onCoachPage: true })).json()).onCoachPage).toBe(true);
    expect((await coachPage()).certificate).toEqual({ courseTitle: 'Complete Course Packet', completedAt, verifyPath: `/verify/${code}` });

    await update(athlete, { onCoachPage: false });
    expect((await coachPage()).certificate).toBeUndefined();

    await update(athlete, { onCoachPage: true });
    expect((await call('DELETE', '/api/course/certificate', athlete)).status).toBe(200);
    expect((await coachPage()).certificate).toBeUndefined();
  });

  it('keeps both choices when two changes come at once', async () => {
    const athlete = await graduate();
    await certificateOf(athlete);
    const replies = await Promise.all([update(athlete, { nameShown: 'initial' }), update(athlete, { onCoachPage: true })]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    expect(await certificateOf(athlete)).toMatchObject({ nameShown: 'initial', onCoachPage: true });
  });

  it('answers 404 before she has a certificate and after she withdrew it, writing nothing', async () => {
    const athlete = await graduate();
    const before = await update(athlete, { nameShown: 'initial' });
    expect(before.status).toBe(404);
    expect(await before.json()).toEqual({ message: 'You have no certificate yet: finish the course, then get it from your dashboard.' });
    expect(await readCertificate(athlete.sub)).toBeUndefined();

    await certificateOf(athlete);
    await call('DELETE', '/api/course/certificate', athlete);
    expect((await update(athlete, { onCoachPage: true })).status).toBe(404);
    expect(await readCertificate(athlete.sub)).toBeUndefined();
  });

  it('answers 400 with a sentence for a choice it does not know or no choice at all, and 401 signed out', async () => {
    const athlete = await graduate();
    const { code } = await certificateOf(athlete);
    const unknown = await update(athlete, { nameShown: 'nickname' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toBe('Choose your full name or your first name and last initial');
    const empty = await update(athlete, {});
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe('Choose how your name reads or whether your coach page shows it');
    expect((await call('PATCH', '/api/course/certificate', undefined, { nameShown: 'initial' })).status).toBe(401);
    expect(await readCertificate(athlete.sub)).toMatchObject({ code, nameShown: 'full', onCoachPage: false });
  });
});
