import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumMissing, launchBrowser, openPage } from './browser';
import { expectHeading } from './journey-steps';
import './provided-context';

// Her course certificate (docs/course-player.md#certificate) on a 390 px phone: she has completed
// every lesson of the nine modules; the dashboard offers the certificate without issuing it, she
// gets it, chooses her last initial, downloads the PDF, puts it on her coach page, and a coach,
// signed out, follows the verify link from that page. The stack's course is set aside for the test
// (a whole course written in its place) and put back after it.

Object.assign(process.env, inject('e2eStackEnv'));
const baseUrl = inject('baseUrl');
const WAIT = { timeout: 20_000 };
const PHONE = { width: 390, height: 844 };

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** An athlete with the course and every lesson of it completed, and her coach page shared: its path. */
async function graduateWithCoachPage(lessons: readonly { assetId: string }[]) {
  const { createTestAccount } = await import('@herway/functions/testing/accounts');
  const { grantEntitlement, jsonHeaders } = await import('@herway/functions/testing/content');
  const { fullProfile, recruitingCall } = await import('@herway/functions/testing/recruiting');
  const athlete = await createTestAccount({ firstName: 'Nora', lastName: 'Castillo' });
  await grantEntitlement(athlete.sub, 'course_packet');
  for (const { assetId } of lessons) {
    const body = JSON.stringify({ positionSeconds: 0, completed: true });
    const saved = await fetch(`${baseUrl}/api/course/progress/${assetId}`, { method: 'PUT', headers: jsonHeaders(baseUrl, athlete.cookie), body });
    expect(saved.status).toBe(200);
  }
  expect((await recruitingCall(baseUrl, 'PUT', '/api/profile', athlete.cookie, fullProfile)).status).toBe(200);
  const shared = (await (await recruitingCall(baseUrl, 'POST', '/api/profile/share', athlete.cookie)).json()) as { sharing: { sharePath: string } };
  return { athlete, sharePath: shared.sharing.sharePath };
}

describe.skipIf(chromiumMissing)('her course certificate', () => {
  let browser: Browser;
  let saved: Record<string, unknown>[] = [];
  let lessons: { assetId: string }[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    const { clearCourse } = await import('@herway/functions/testing/content');
    const { writeWholeCourse } = await import('@herway/functions/testing/certificates');
    saved = await clearCourse();
    lessons = await writeWholeCourse();
  });

  afterAll(async () => {
    await browser?.close();
    const { restoreCourse } = await import('@herway/functions/testing/content');
    await restoreCourse(saved);
  });

  it('is got from the dashboard, downloaded with her last initial, shown on her coach page and verified by a coach (390 px)', {
    timeout: 120_000,
  }, async () => {
    const { athlete, sharePath } = await graduateWithCoachPage(lessons);
    const { page, errors } = await openPage(browser, PHONE);
    await page.context().addCookies([{ name: 'herway_access', value: athlete.accessToken, url: baseUrl }]);
    await page.goto(`${baseUrl}/dashboard`);
    const card = page.getByRole('region', { name: 'Course completed' });
    await card.getByRole('button', { name: 'Get my certificate' }).click(WAIT);
    const download = card.getByRole('link', { name: 'Download certificate (PDF)' });
    await download.waitFor(WAIT);
    await card.getByText('Nora Castillo completed the Complete Course Packet').waitFor(WAIT);

    await card.getByRole('radio', { name: 'My first name and last initial' }).click();
    await card.getByText('Nora C. completed the Complete Course Packet').waitFor(WAIT);
    const [file] = await Promise.all([page.waitForEvent('download', WAIT), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^HerWay-certificate-[A-Z2-7]{10}\.pdf$/);
    const pdf = readFileSync(await file.path()).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('(Nora C.)');
    expect(pdf).not.toContain('Castillo');

    const coachPageSwitch = card.getByRole('switch', { name: 'Show it on my coach page' });
    await coachPageSwitch.click();
    await expect.poll(() => coachPageSwitch.getAttribute('aria-checked'), WAIT).toBe('true');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);

    const { page: coach } = await openPage(browser, PHONE);
    await coach.goto(`${baseUrl}${sharePath}`);
    const certificatePart = coach.getByRole('region', { name: 'Course certificate' });
    await certificatePart.getByText(/Completed the HerWay Complete Course Packet on/).waitFor(WAIT);
    await certificatePart.getByRole('link', { name: 'Verify this certificate' }).click();
    await expectHeading(coach, 'Certificate confirmed');
    await coach.getByText('Nora C.', { exact: true }).waitFor(WAIT);
    expect(await sideways(coach)).toBeLessThanOrEqual(0);
  });
});
