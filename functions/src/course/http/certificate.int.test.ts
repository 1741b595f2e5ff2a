import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { certificateReplySchema } from '@herway/shared/contracts/certificate';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { answer, at, completeLesson, lookupsNamed, releaseWrittenModule, writeWholeCourse } from '../../testing/certificates';
import { clearCourse, grantEntitlement, restoreCourse } from '../../testing/content';
import { httpEvent, lambdaContext } from '../../testing/http-event';
import { readCertificate } from '../store/certificate-repo';
import { handler as getCertificate } from './get-certificate';
import { handler as getCertificatePdf } from './get-certificate-pdf';

// GET /api/course/certificate and its PDF (docs/course-player.md#certificate), in-process on a
// controlled clock: the date of her last completion is the certificate's date.

const NO_ACCESS = { message: 'You do not have access to this content' };

let saved: Record<string, unknown>[] = [];
let lessons: Awaited<ReturnType<typeof writeWholeCourse>> = [];

const start = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000);
const minutesLater = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

const certificateOf = (athlete: TestAccount) => getCertificate(httpEvent('GET', '/api/course/certificate', { cookies: [athlete.cookie] }), lambdaContext);
const pdfOf = async (athlete: TestAccount) =>
  (await getCertificatePdf(httpEvent('GET', '/api/course/certificate/pdf', { cookies: [athlete.cookie] }), lambdaContext)) as APIGatewayProxyStructuredResultV2;

async function athleteWithCourse(): Promise<TestAccount & { firstName: string }> {
  const firstName = `Maya${randomUUID().slice(0, 8)}`;
  const athlete = await createTestAccount({ firstName, lastName: 'Lopez' });
  await grantEntitlement(athlete.sub, 'course_packet');
  return { ...athlete, firstName };
}

/** She completes every lesson but the last `leave`, one a minute from `start`. */
async function completeAllBut(athlete: TestAccount, leave: number): Promise<void> {
  for (const [index, lesson] of lessons.slice(0, lessons.length - leave).entries())
    await at(minutesLater(index), () => completeLesson(athlete, lesson.assetId));
}

beforeAll(async () => {
  saved = await clearCourse();
  lessons = await writeWholeCourse({ unreleased: [8] });
});

afterAll(async () => {
  await restoreCourse(saved);
});

describe('GET /api/course/certificate', () => {
  it('answers 409 with what is left until every lesson of every released module is completed, then the certificate', async () => {
    const athlete = await athleteWithCourse();
    expect(answer(await certificateOf(athlete))).toEqual({
      status: 409,
      body: { message: '9 lessons left: Lesson 1, Lesson 2, Lesson 3 and 6 more. Module 8 is not open yet: your certificate waits for the whole course.' },
    });
    await completeAllBut(athlete, 1);
    expect(answer(await certificateOf(athlete)).body).toEqual({ message: 'Module 8 is not open yet: your certificate waits for the whole course.' });
    await releaseWrittenModule(8);
    expect(answer(await certificateOf(athlete)).body).toEqual({ message: '1 lesson left: Lesson 10.' });
    expect(await readCertificate(athlete.sub)).toBeUndefined();

    await at(minutesLater(10), () => completeLesson(athlete, lessons.at(-1)?.assetId ?? ''));
    const first = await at(minutesLater(11), () => certificateOf(athlete));
    const certificate = certificateReplySchema.parse(answer(first).body);
    expect(answer(first).status).toBe(200);
    expect(certificate).toEqual({
      code: expect.stringMatching(/^[A-Z2-7]{10}$/),
      courseTitle: 'Complete Course Packet',
      completedAt: minutesLater(10).toISOString(),
      displayName: `${athlete.firstName} Lopez`,
      nameShown: 'full',
      onCoachPage: false,
      pdfPath: '/api/course/certificate/pdf',
      verifyPath: `/verify/${certificate.code}`,
    });

    // The same one on a later call.
    expect(answer(await certificateOf(athlete)).body).toEqual(certificate);
    expect(await lookupsNamed(athlete.firstName)).toHaveLength(1);
  });

  it('makes ONE certificate when two calls come at once', async () => {
    await releaseWrittenModule(8);
    const athlete = await athleteWithCourse();
    await completeAllBut(athlete, 0);
    const replies = await Promise.all([certificateOf(athlete), certificateOf(athlete), pdfOf(athlete)]);
    expect(replies.map((reply) => (reply as APIGatewayProxyStructuredResultV2).statusCode)).toEqual([200, 200, 200]);
    const codes = replies.slice(0, 2).map((reply) => answer(reply).body.code);
    expect(codes[0]).toBe(codes[1]);
    expect((await readCertificate(athlete.sub))?.code).toBe(codes[0]);
    const lookups = await lookupsNamed(athlete.firstName);
    expect(lookups.map((item) => item.PK)).toEqual([`CERT#${String(codes[0])}`]);
  });

  it('answers 403 without the course, also once she completed it and lost it, and stores nothing', async () => {
    await releaseWrittenModule(8);
    const none = await createTestAccount();
    const refunded = await athleteWithCourse();
    await completeAllBut(refunded, 0);
    await grantEntitlement(refunded.sub, 'course_packet', { isActive: false });
    for (const athlete of [none, refunded]) {
      expect(answer(await certificateOf(athlete))).toEqual({ status: 403, body: NO_ACCESS });
      expect((await pdfOf(athlete)).statusCode).toBe(403);
      expect(await readCertificate(athlete.sub)).toBeUndefined();
    }
  });
});

describe('GET /api/course/certificate/pdf', () => {
  it('is a PDF that opens and holds her name, the course, the date, the code and the verify address', async () => {
    await releaseWrittenModule(8);
    const athlete = await athleteWithCourse();
    expect((await pdfOf(athlete)).statusCode).toBe(409);
    await completeAllBut(athlete, 0);
    const result = await pdfOf(athlete);
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['Content-Type']).toBe('application/pdf');
    const bytes = Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'latin1');
    const pdf = await PDFDocument.load(bytes, { throwOnInvalidObject: true });
    expect(pdf.getPageCount()).toBe(1);
    const contents = pdf.getPage(0).node.Contents();
    if (!(contents instanceof PDFRawStream)) throw new Error('Expected one raw content stream');
    const text = Buffer.from(contents.getContents()).toString('latin1');
    const { code } = certificateReplySchema.parse(answer(await certificateOf(athlete)).body);
    expect(text).toContain(`(${athlete.firstName} Lopez)`);
    expect(text).toContain('(Complete Course Packet)');
    expect(text).toContain(`(Verification code: ${code})`);
    expect(text).toContain(`/verify/${code})`);
    expect(text).toContain(`(Completed on ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(minutesLater(9))})`);
  });
});
