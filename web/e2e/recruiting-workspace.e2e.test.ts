import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumMissing, launchBrowser, openPage, waitForPageReady } from './browser';
import { expectHeading } from './journey-steps';
import './provided-context';

// Her recruiting workspace (docs/recruiting-workspace.md) on a 390 px phone: she fills her recruiting profile, adds three schools, scores and
// sorts them, moves one to 'visit', shares her page, opens it signed out, revokes it and sees it gone. Then her coach
// link for one school: the school's contact rule, her timeline, the link opened signed out and counted on /schools.

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
/** A coach's phone: the headless browser's own User-Agent says HeadlessChrome, which is not counted. */
const COACH_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function register(page: Page) {
  const password = `Goal-${randomUUID()}`;
  await page.goto(`${baseUrl}/register`);
  await expectHeading(page, 'Create Account');
  await page.getByLabel('First name').fill('Maya');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Email').fill(`maya-${randomUUID()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox', { name: 'I am 13 years of age or older' }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}

async function expectToast(page: Page, title: string) {
  await page
    .getByRole('region', { name: /Notification/ })
    .getByText(title, { exact: true })
    .first()
    .waitFor({ timeout: 10_000 });
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function fillProfile(page: Page, year: number) {
  await page.getByRole('link', { name: 'Start your profile' }).click();
  await expectHeading(page, 'Your Recruiting Profile');
  await page.getByLabel('Graduation year').fill(String(year + 2));
  await page.getByLabel('Sport(s)').fill('Soccer');
  await page.getByLabel('Position').fill('Center back');
  await page.getByLabel('Club team').fill('Bay Area Breakers ECNL');
  await page.getByRole('button', { name: 'Add a stat' }).click();
  await page.getByLabel('Stat 1', { exact: true }).fill('40-yard dash');
  await page.getByLabel('Value').fill('5.1 s');
  await page.getByRole('button', { name: 'Add a video link' }).click();
  await page.getByLabel('Video link 1', { exact: true }).fill('https://www.youtube.com/watch?v=maya2028');
  await page.getByLabel('Your goals').fill('Play Division I soccer and study biology.');
  await page.getByRole('checkbox', { name: 'NCAA Division I', exact: true }).check();
  await page.getByRole('textbox', { name: 'Contact e-mail' }).fill('okafor.family@example.com');
  // A GPA out of range is refused with the field's sentence, and nothing is saved.
  await page.getByLabel('GPA').fill('6');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await page.getByText('GPA must be between 0 and 5').waitFor();
  await page.getByLabel('GPA').fill('3.8');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expectToast(page, 'Profile saved');
}

async function addSchool(page: Page, name: string, division: string) {
  const form = page.getByRole('form', { name: 'Add a school' });
  await form.getByLabel('School').fill(name);
  await form.getByLabel('Division').selectOption({ label: division });
  await form.getByRole('button', { name: 'Add school' }).click();
  await page.getByRole('listitem', { name }).waitFor();
}

async function score(page: Page, school: string, scores: Record<string, number>) {
  for (const [criterion, value] of Object.entries(scores)) {
    const select = page.getByLabel(`${criterion} fit for ${school}`);
    await select.selectOption(String(value));
    await expect.poll(() => select.isEnabled()).toBe(true);
  }
}

const shownSchools = (page: Page) => page.getByRole('list', { name: 'Your schools' }).getByRole('heading', { level: 3 }).allInnerTexts();

describe.skipIf(chromiumMissing)('her recruiting workspace on a 390 px phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('profile, three schools scored and sorted, one to visit, shared, opened signed out, revoked and gone', async () => {
    const { page, errors } = await openPage(browser, PHONE);
    const year = new Date().getFullYear();
    await register(page);
    await expect.poll(() => page.getByText('0% complete').count()).toBe(1);
    await fillProfile(page, year);
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    await page.goto(`${baseUrl}/dashboard`);
    await expect.poll(() => page.getByRole('progressbar', { name: 'Recruiting profile completeness' }).getAttribute('aria-valuenow')).toBe('80');

    await page.getByRole('link', { name: 'Your school list' }).click();
    await expectHeading(page, 'Your School List');
    await addSchool(page, 'Pomona College', 'NCAA Division III');
    await addSchool(page, 'Stanford University', 'NCAA Division I');
    await addSchool(page, 'Duke University', 'NCAA Division I');
    await score(page, 'Stanford University', { Athletic: 5, Academic: 5 });
    await score(page, 'Duke University', { Athletic: 4, Academic: 5, Social: 5, Financial: 4 });
    await score(page, 'Pomona College', { Athletic: 3 });
    await expect.poll(() => shownSchools(page)).toEqual(['Stanford University', 'Duke University', 'Pomona College']);
    await page.getByLabel('Sort by').selectOption('name');
    await expect.poll(() => shownSchools(page)).toEqual(['Duke University', 'Pomona College', 'Stanford University']);

    await page.getByLabel('Status of Pomona College').selectOption({ label: 'Visit' });
    await page
      .getByRole('listitem', { name: 'Pomona College' })
      .getByRole('textbox', { name: /^Next step/ })
      .fill('Overnight visit');
    await page.getByRole('listitem', { name: 'Pomona College' }).getByRole('button', { name: 'Save next step and notes' }).click();
    await expectToast(page, 'Saved');
    await page.getByLabel('Status', { exact: true }).selectOption('visit');
    await expect.poll(() => shownSchools(page)).toEqual(['Pomona College']);
    await page.reload();
    await expect.poll(() => shownSchools(page)).toEqual(['Pomona College']);
    expect(await page.getByLabel('Status of Pomona College').inputValue()).toBe('visit');
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('button', { name: 'Share my page' }).click();
    await expectToast(page, 'Your page is shared');
    const link = await page.getByLabel('Your page’s link').inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl}/p/[\\w-]{43}$`));

    const coach = await openPage(browser, PHONE);
    await coach.page.goto(link);
    await expectHeading(coach.page, 'Maya Okafor');
    await coach.page.getByRole('link', { name: 'Highlight video on YouTube' }).waitFor();
    // One robots tag, already in the HTML its shell served (no search engine needs the script), and the header.
    expect(await coach.page.locator('meta[name="robots"]').count()).toBe(1);
    expect(await coach.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    // Her contact e-mail waits for a parent's or guardian's agreement.
    expect(await coach.page.getByText('okafor.family@example.com').count()).toBe(0);
    expect(await sideways(coach.page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Stop sharing' }).click();
    await expectToast(page, 'Sharing stopped');
    await page.getByRole('button', { name: 'Share my page' }).waitFor();
    await coach.page.reload();
    await expectHeading(coach.page, 'This profile is not shared');
    expect(await coach.page.getByText('Maya Okafor').count()).toBe(0);

    // And at 320 px, with her data on the pages, nothing scrolls sideways either.
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ['/profile', '/schools', '/dashboard']) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      expect(await sideways(page), path).toBeLessThanOrEqual(0);
    }
    expect([...errors, ...coach.errors]).toEqual([]);
  }, 120_000);

  it('a coach link for one school: its contact rule, her timeline, opened signed out and counted', async () => {
    const { page, errors } = await openPage(browser, PHONE);
    const year = new Date().getFullYear();
    await register(page);
    await page.goto(`${baseUrl}/profile`);
    await page.getByLabel('Graduation year').fill(String(year + 2));
    await page.getByLabel('Sport(s)').fill('Soccer');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expectToast(page, 'Profile saved');

    await page.goto(`${baseUrl}/schools`);
    await addSchool(page, 'University of Oregon', 'NCAA Division I');
    await expect.poll(() => page.getByLabel('Coach contact at University of Oregon').innerText()).toMatch(/Coaches may contact you/);

    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Your Recruiting Timeline' }).waitFor();
    const timeline = page.getByRole('region', { name: 'Your Recruiting Timeline' });
    await timeline.getByText('Rules change: check with the school’s compliance office.').waitFor();
    expect(await timeline.getByRole('button', { name: /^Add to my action items: / }).count()).toBeGreaterThan(0);

    await page.goto(`${baseUrl}/schools`);
    const part = page.getByRole('region', { name: 'Coach link for University of Oregon' });
    await part.getByRole('button', { name: 'Make a coach link' }).click();
    await part.getByText('Not opened yet').waitFor();
    const link = await part.getByRole('textbox', { name: 'Coach link for University of Oregon' }).inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl}/p/[\\w-]{43}$`));
    expect(await part.getByRole('button', { name: 'Add a follow-up' }).count()).toBe(0);

    const coachContext = await browser.newContext({ viewport: PHONE, userAgent: COACH_AGENT });
    const coach = await coachContext.newPage();
    await coach.goto(link);
    await waitForPageReady(coach);
    await expectHeading(coach, 'Maya Okafor');
    await coach.getByText(/shared with the University of Oregon coaching staff/).waitFor();
    expect(await sideways(coach)).toBeLessThanOrEqual(0);
    await coachContext.close();

    await page.reload();
    await part.getByText(/^Opened 1 time, last on \w{3}, \w{3} \d{1,2}$/).waitFor();
    await part.getByRole('button', { name: 'Add a follow-up' }).click();
    await expectToast(page, 'Added to your action items');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 320, height: 700 });
    await page.reload();
    await part.getByText(/^Opened 1 time/).waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  }, 120_000);
});
