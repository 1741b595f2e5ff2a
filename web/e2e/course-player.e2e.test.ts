import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildSamplePdf, buildSampleVideo } from '../../infra/local/sample-course';
import { newAdmin, signInAdminByApi } from './admin-sign-in';
import { chromiumMissing, launchBrowser, openPage } from './browser';
import { expectHeading, subjectsSentTo } from './journey-steps';
import './provided-context';

// The Course Packet as a course (docs/course-player.md): an admin uploads a video and a PDF, puts them in
// Module 1 and releases it; the athlete who holds the course is e-mailed once, plays the video
// (S3 answers its Range requests), seeks, leaves, comes back at the same place, completes the
// module and sees her percent change. Module 0 holds npm start's sample lessons.

Object.assign(process.env, inject('e2eStackEnv'));
const baseUrl = inject('baseUrl');
const sesUrl = inject('e2eSesUrl');
const WAIT = { timeout: 20_000 };
const MODULE_1_SUBJECT = 'New in your HerWay Course Packet: Module 1: Understanding College Athletics: NCAA, NAIA & JUCO';

const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function expectToast(page: Page, title: string) {
  await page
    .getByRole('region', { name: /Notification/ })
    .getByText(title, { exact: true })
    .first()
    .waitFor(WAIT);
}

/** On /admin/content: the upload form, as the admin fills it. */
async function upload(page: Page, file: string, name: string) {
  await page.getByRole('button', { name: 'Upload New Content' }).click();
  await page.getByLabel('File', { exact: true }).setInputFiles(file);
  await page.getByLabel('File name').fill(name);
  await page.getByLabel('Course', { exact: true }).selectOption('course_packet');
  await page.getByRole('button', { name: 'Upload Content' }).click();
  await expectToast(page, 'Success');
  await page.getByLabel('File name').waitFor({ state: 'detached', ...WAIT });
}

async function addToModule1(page: Page, name: string) {
  const card = page.getByRole('list', { name: 'Modules and their lessons' }).getByRole('listitem').filter({ hasText: 'Module 1: Understanding' });
  await card.getByLabel('Add a file to Module 1').selectOption({ label: name });
  await card.getByRole('button', { name: 'Add to Module 1' }).click();
  await card.getByRole('list', { name: 'Lessons of Module 1' }).getByText(name).waitFor(WAIT);
  return card;
}

/** The video's state in the page. */
const videoState = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => ({ readyState: video.readyState, currentTime: video.currentTime, duration: video.duration }));

describe.skipIf(chromiumMissing)('the course player', () => {
  let browser: Browser;
  let folder: string;
  const tag = randomUUID().slice(0, 8);
  const videoName = `Divisions explained ${tag}`;
  const pdfName = `Divisions cheat sheet ${tag}`;
  const athlete = { email: `learner-${tag}@example.com`, password: `Learn-${randomUUID()}` };

  beforeAll(async () => {
    browser = await launchBrowser();
    folder = mkdtempSync(path.join(tmpdir(), 'herway-course-'));
    writeFileSync(path.join(folder, 'divisions.mp4'), await buildSampleVideo(20));
    writeFileSync(
      path.join(folder, 'divisions.vtt'),
      'WEBVTT\n\n00:00:00.000 --> 00:00:08.000\n<v Coach>Division I is the most <b>competitive</b> level.\n\n00:08.000 --> 00:00:19.000\nNAIA and JUCO are real options too.\n',
    );
    writeFileSync(path.join(folder, 'divisions.pdf'), await buildSamplePdf('Divisions cheat sheet', ['NCAA D-I, D-II, D-III, NAIA, JUCO.']));
  });

  afterAll(async () => {
    await browser?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('an admin releases Module 1; the athlete is e-mailed once, plays, seeks, comes back to her place and completes it (390 px)', async () => {
    // The athlete holds the course before the release (as a buyer would).
    const learner = await openPage(browser, { width: 390, height: 844 });
    const learnerPage = learner.page;
    const headers = { Origin: baseUrl, 'Content-Type': 'application/json' };
    const registered = await learnerPage.request.post(`${baseUrl}/api/auth/register`, {
      headers,
      data: { ...athlete, confirmPassword: athlete.password, firstName: 'Lena', lastName: 'Park', ageConfirmed: true },
    });
    expect(registered.status()).toBeLessThan(300);
    const { id } = ((await registered.json()) as { user: { id: string } }).user;
    const { grantEntitlement } = await import('@herway/functions/testing/content');
    await grantEntitlement(id, 'course_packet');

    // Module 1 is upcoming: listed, no lessons.
    await learnerPage.goto(`${baseUrl}/course/learn`);
    await expectHeading(learnerPage, 'Your Course');
    const modules = learnerPage.getByRole('list', { name: 'Modules' });
    await modules.getByRole('listitem').filter({ hasText: 'Module 1:' }).getByText('Coming soon').waitFor(WAIT);
    await modules.getByRole('listitem').filter({ hasText: 'Module 0:' }).getByText('Released').waitFor(WAIT);
    const before = Number(
      await learnerPage
        .getByTestId('course-percent')
        .innerText()
        .then((text) => text.replace('%', '')),
    );

    // The admin, on /admin/content: two uploads, both put in Module 1, released now.
    const admin = await openPage(browser);
    await signInAdminByApi(admin.page.request, baseUrl, await newAdmin());
    await admin.page.goto(`${baseUrl}/admin/content`);
    await expectHeading(admin.page, 'Content Management');
    await upload(admin.page, path.join(folder, 'divisions.mp4'), videoName);
    await upload(admin.page, path.join(folder, 'divisions.pdf'), pdfName);
    await addToModule1(admin.page, videoName);
    const card = await addToModule1(admin.page, pdfName);
    // The video needs captions before the module can be released.
    const lessons = card.getByRole('list', { name: 'Lessons of Module 1' });
    await lessons.getByText('No captions: add them before release').waitFor(WAIT);
    await lessons.getByLabel(`Captions file for ${videoName}`).setInputFiles(path.join(folder, 'divisions.vtt'));
    await lessons.getByText('Captions (2 cues)').waitFor(WAIT);
    await card.getByRole('button', { name: 'Release Module 1 now' }).click();
    await card.getByText('Released', { exact: true }).waitFor(WAIT);
    expect(admin.errors).toEqual([]);

    await expect.poll(() => subjectsSentTo(sesUrl, athlete.email), WAIT).toContain(MODULE_1_SUBJECT);
    expect((await subjectsSentTo(sesUrl, athlete.email)).filter((subject) => subject === MODULE_1_SUBJECT)).toHaveLength(1);

    // She opens Module 1: the video plays from S3 in ranges, and she seeks to 12 s.
    const ranges: number[] = [];
    learnerPage.on('response', (response) => {
      if (response.url().includes('/content/course_packet/') && response.request().headers().range) ranges.push(response.status());
    });
    await learnerPage.goto(`${baseUrl}/course/learn`);
    await modules.getByRole('link', { name: /Module 1:/ }).click();
    await expectHeading(learnerPage, 'Module 1');
    await learnerPage.getByRole('heading', { level: 2, name: videoName }).waitFor(WAIT);
    await expect.poll(async () => (await videoState(learnerPage)).readyState, WAIT).toBeGreaterThanOrEqual(1);
    await learnerPage.locator('video').evaluate(async (video: HTMLVideoElement) => {
      video.muted = true;
      await video.play();
    });
    await expect.poll(async () => (await videoState(learnerPage)).currentTime, WAIT).toBeGreaterThan(0);
    const saved = learnerPage.waitForResponse((response) => response.url().includes('/api/course/progress/') && response.request().method() === 'PUT', WAIT);
    await learnerPage.locator('video').evaluate((video: HTMLVideoElement) => {
      video.pause();
      video.currentTime = 12;
    });
    await expect.poll(async () => (await videoState(learnerPage)).currentTime, WAIT).toBeCloseTo(12, 0);
    await saved;
    await expect
      .poll(async () => {
        const course = (await (await learnerPage.request.get(`${baseUrl}/api/course`)).json()) as {
          modules: { lessons: { title: string; progress: { positionSeconds: number } }[] }[];
        };
        return course.modules[1]?.lessons[0]?.progress.positionSeconds;
      }, WAIT)
      .toBeGreaterThanOrEqual(11.5);
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges.every((status) => status === 206)).toBe(true);
    expect(await fitsTheScreen(learnerPage)).toBe(true);

    // Its captions: the browser loaded the English track (cross-origin, from S3) and shows it; the switch hides it; the transcript is under it.
    const captionsTrack = () =>
      learnerPage.locator('video track').evaluate((track: HTMLTrackElement) => ({
        readyState: track.readyState,
        mode: track.track.mode,
        cues: track.track.cues?.length ?? 0,
        label: track.label,
      }));
    await expect.poll(async () => (await captionsTrack()).readyState, WAIT).toBe(2);
    expect(await captionsTrack()).toEqual({ readyState: 2, mode: 'showing', cues: 2, label: 'English' });
    await learnerPage.getByRole('button', { name: 'Captions', pressed: true }).click();
    await expect.poll(async () => (await captionsTrack()).mode, WAIT).toBe('hidden');
    await learnerPage.getByRole('button', { name: 'Captions', pressed: false }).click();
    await expect.poll(async () => (await captionsTrack()).mode, WAIT).toBe('showing');
    await expect
      .poll(() => learnerPage.getByTestId('transcript').innerText(), WAIT)
      .toBe('Division I is the most competitive level.\nNAIA and JUCO are real options too.');
    await learnerPage.getByRole('link', { name: 'Download transcript' }).waitFor(WAIT);
    expect(await fitsTheScreen(learnerPage)).toBe(true);

    // She leaves for her dashboard, which offers 'Continue', and comes back to the same place.
    await learnerPage.goto(`${baseUrl}/dashboard`);
    const progressCard = learnerPage.getByRole('region', { name: 'Your Course Packet' });
    await progressCard.getByRole('link', { name: 'Continue' }).waitFor(WAIT);
    expect(await progressCard.innerText()).toMatch(/\d+% complete/);
    await learnerPage.goto(`${baseUrl}/course/learn/1`);
    await learnerPage.getByRole('heading', { level: 2, name: videoName }).waitFor(WAIT);
    await expect.poll(async () => (await videoState(learnerPage)).currentTime, WAIT).toBeGreaterThanOrEqual(11.5);

    // She completes both lessons; the percent goes up by a ninth of the course.
    await learnerPage.getByRole('button', { name: 'Mark lesson complete' }).click();
    await learnerPage.getByText('Lesson completed').waitFor(WAIT);
    await learnerPage.getByRole('navigation', { name: 'Lessons' }).getByRole('link', { name: pdfName }).click();
    await learnerPage.getByRole('heading', { level: 2, name: pdfName }).waitFor(WAIT);
    await learnerPage.getByRole('link', { name: `Open ${pdfName} in a new tab` }).waitFor(WAIT);
    await learnerPage.getByRole('button', { name: 'Mark lesson complete' }).click();
    await learnerPage.getByText('Lesson completed').waitFor(WAIT);
    await expect.poll(async () => Number((await learnerPage.getByTestId('course-percent').innerText()).replace('%', '')), WAIT).toBe(before + 11);
    await learnerPage.getByText('2 of 2 lessons done').waitFor(WAIT);
    expect(await fitsTheScreen(learnerPage)).toBe(true);
    expect(learner.errors).toEqual([]);
    await learnerPage.context().close();
    await admin.page.context().close();
  }, 180_000);

  it.each([320, 1280])('the player, its module page and the admin modules fit the screen (%i px)', async (width) => {
    const { page, errors } = await openPage(browser, { width });
    await page.request.post(`${baseUrl}/api/auth/login`, { headers: { Origin: baseUrl, 'Content-Type': 'application/json' }, data: athlete });
    await page.goto(`${baseUrl}/course/learn`);
    await page.getByRole('list', { name: 'Modules' }).waitFor(WAIT);
    expect(await fitsTheScreen(page)).toBe(true);
    // Module 0 opens on npm start's sample video (she has not opened it yet).
    await page.goto(`${baseUrl}/course/learn/0`);
    await page.locator('video').waitFor(WAIT);
    expect(await fitsTheScreen(page)).toBe(true);
    const admin = await openPage(browser, { width });
    await signInAdminByApi(admin.page.request, baseUrl, await newAdmin());
    await admin.page.goto(`${baseUrl}/admin/content`);
    await admin.page.getByRole('list', { name: 'Modules and their lessons' }).waitFor(WAIT);
    expect(await fitsTheScreen(admin.page)).toBe(true);
    expect([...errors, ...admin.errors]).toEqual([]);
    await page.context().close();
    await admin.page.context().close();
  });

  it('an athlete without the course is shown what she can buy, and no lesson', async () => {
    const { page, errors } = await openPage(browser, { width: 390 });
    const email = `visitor-${randomUUID()}@example.com`;
    const password = `Look-${randomUUID()}`;
    await page.request.post(`${baseUrl}/api/auth/register`, {
      headers: { Origin: baseUrl, 'Content-Type': 'application/json' },
      data: { email, password, confirmPassword: password, firstName: 'Ivy', lastName: 'Stone', ageConfirmed: true },
    });
    await page.goto(`${baseUrl}/course/learn/1`);
    await page.getByRole('heading', { name: 'The Course Packet is not part of your account yet' }).waitFor(WAIT);
    await page.getByRole('link', { name: 'See the Course Packet' }).waitFor();
    expect(await page.locator('video').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
