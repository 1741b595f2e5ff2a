import { randomUUID } from 'node:crypto';
import { certificateReplySchema } from '@herway/shared/contracts/certificate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';
import { completeLesson, lookupsNamed, writeWholeCourse } from '../../testing/certificates';
import { clearCourse, grantEntitlement, jsonHeaders, restoreCourse } from '../../testing/content';
import { readCertificate } from '../store/certificate-repo';

// The public check of a certificate (GET /api/certificates/{code}), withdrawing it (DELETE
// /api/course/certificate), and the certificate in her export and account deletion
// (docs/course-player.md#certificate), through the local stack.

const siteUrl = inject('siteUrl');
const NOT_FOUND = { message: 'We could not find this certificate.' };

let saved: Record<string, unknown>[] = [];
let lessons: Awaited<ReturnType<typeof writeWholeCourse>> = [];

const verify = (code: string) => fetch(`${siteUrl}/api/certificates/${code}`);
const withdraw = (athlete: TestAccount) => fetch(`${siteUrl}/api/course/certificate`, { method: 'DELETE', headers: jsonHeaders(siteUrl, athlete.cookie) });
async function certificateOf(athlete: TestAccount) {
  const response = await fetch(`${siteUrl}/api/course/certificate`, { headers: { Cookie: athlete.cookie } });
  expect(response.status).toBe(200);
  return certificateReplySchema.parse(await response.json());
}

/** An athlete with the course, every lesson completed: her certificate can be issued. */
async function graduate(): Promise<TestAccount & { firstName: string }> {
  const firstName = `Ava${randomUUID().slice(0, 8)}`;
  const athlete = await createTestAccount({ firstName, lastName: 'martinez', email: `${firstName.toLowerCase()}@example.com` });
  await grantEntitlement(athlete.sub, 'course_packet');
  for (const lesson of lessons) await completeLesson(athlete, lesson.assetId);
  return { ...athlete, firstName };
}

beforeAll(async () => {
  saved = await clearCourse();
  lessons = await writeWholeCourse();
});

afterAll(async () => {
  await restoreCourse(saved);
});

describe('GET /api/certificates/{code}', () => {
  it('answers only her first name, last initial, the course and the date, for any case of the code', async () => {
    const athlete = await graduate();
    const certificate = await certificateOf(athlete);
    for (const code of [certificate.code, certificate.code.toLowerCase()]) {
      const response = await verify(code);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        firstName: athlete.firstName,
        lastInitial: 'M.',
        courseTitle: 'Complete Course Packet',
        completedAt: certificate.completedAt,
      });
      expect(text).not.toContain(athlete.sub);
      expect(text).not.toContain('@');
      expect(text).not.toContain('artinez');
    }
  });

  it('answers 404 for an unknown code and 400 with a sentence for one that is not a code', async () => {
    const unknown = await verify('AAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual(NOT_FOUND);
    const bad = await verify('not-a-code');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/10 letters and digits/);
  });
});

describe('DELETE /api/course/certificate', () => {
  it('withdraws it: the check answers 404 from then on, the dashboard no longer says she holds one, and she gets a new code later', async () => {
    const athlete = await graduate();
    const dashboard = async () =>
      ((await (await fetch(`${siteUrl}/api/dashboard`, { headers: { Cookie: athlete.cookie } })).json()) as { certificate?: { code: string } }).certificate;
    expect(await dashboard()).toBeUndefined();
    const first = await certificateOf(athlete);
    expect(await dashboard()).toEqual(first);
    const withdrawn = await withdraw(athlete);
    expect(withdrawn.status).toBe(200);
    expect((await verify(first.code)).status).toBe(404);
    expect(await readCertificate(athlete.sub)).toBeUndefined();
    expect((await withdraw(athlete)).status).toBe(404);
    expect(await dashboard()).toBeUndefined();
    const second = await certificateOf(athlete);
    expect(second.code).not.toBe(first.code);
    expect((await verify(second.code)).status).toBe(200);
    expect((await verify(first.code)).status).toBe(404);
  });

  it('only withdraws her own: another athlete gets 404 and the certificate stays', async () => {
    const athlete = await graduate();
    const { code } = await certificateOf(athlete);
    const other = await createTestAccount();
    await grantEntitlement(other.sub, 'course_packet');
    const refused = await withdraw(other);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ message: 'You have no certificate to withdraw.' });
    expect((await verify(code)).status).toBe(200);
    expect((await readCertificate(athlete.sub))?.code).toBe(code);
  });
});

describe('her certificate in her data', () => {
  it('is in her export, and her account deletion removes it and its check', async () => {
    const athlete = await graduate();
    const { code } = await certificateOf(athlete);
    const exported = (await (await fetch(`${siteUrl}/api/account/export`, { headers: { Cookie: athlete.cookie } })).json()) as {
      records: Record<string, Record<string, unknown>[]>;
    };
    expect(exported.records.courseCertificate).toMatchObject([{ code, displayName: `${athlete.firstName} martinez` }]);
    const deleted = await fetch(`${siteUrl}/api/account`, {
      method: 'DELETE',
      headers: jsonHeaders(siteUrl, athlete.cookie),
      body: JSON.stringify({ password: athlete.password }),
    });
    expect(deleted.status).toBe(200);
    expect((await verify(code)).status).toBe(404);
    expect(await readCertificate(athlete.sub)).toBeUndefined();
    expect(await lookupsNamed(athlete.firstName)).toEqual([]);
  });
});
