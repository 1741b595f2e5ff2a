import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumMissing, launchBrowser, openPage } from './browser';
import './provided-context';

// The started stack's handler environment, so this file can seed records through the same
// repositories the handlers use (imported below, after the environment is in place).
Object.assign(process.env, inject('e2eStackEnv'));

const baseUrl = inject('baseUrl');
const sesUrl = inject('e2eSesUrl');

/** Waits for the page's one h1 to read `text` (pages load lazily after the URL changes). */
async function expectHeading(page: Page, text: string) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect.poll(() => heading.innerText(), { timeout: 10_000 }).toBe(text);
  expect(await heading.count()).toBe(1);
}

/** The toast on screen (one at a time), once it reads `title`. */
async function expectToast(page: Page, title: string) {
  await page
    .getByRole('region', { name: /Notification/ })
    .getByText(title, { exact: true })
    .first()
    .waitFor({ timeout: 10_000 });
}

/** The value of a count card, by its label, inside `scope`. */
function count(scope: Locator, label: string): Promise<string> {
  return scope
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
}

interface GateTimes {
  /** When (page clock, ms) the 'Access Required' heading first showed, and on which path. */
  shownAt?: number;
  shownOn?: string;
  /** When the page first showed /login after it. */
  loginAt?: number;
}
type GateWindow = typeof window & { gateTimes: GateTimes };

/** An init script: records the gate's times in the page, as the DOM changes. */
function recordGateTimes() {
  const times: GateTimes = {};
  (window as GateWindow).gateTimes = times;
  new MutationObserver(() => {
    if (times.shownAt === undefined && [...document.querySelectorAll('h2')].some((heading) => heading.textContent === 'Access Required')) {
      times.shownAt = performance.now();
      times.shownOn = location.pathname;
    }
    if (times.shownAt !== undefined && times.loginAt === undefined && location.pathname === '/login') times.loginAt = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

interface Athlete {
  firstName: string;
  email: string;
  password: string;
}

const newAthlete = (): Athlete => ({ firstName: 'Eve', email: `eve-${randomUUID()}@example.com`, password: `Goal-${randomUUID()}` });

async function register(page: Page, athlete: Athlete) {
  await page.goto(`${baseUrl}/register`);
  await expectHeading(page, 'Create Account');
  await page.getByLabel('First name').fill(athlete.firstName);
  await page.getByLabel('Last name').fill('Lopez');
  await page.getByLabel('Email').fill(athlete.email);
  await page.getByLabel('Password', { exact: true }).fill(athlete.password);
  await page.getByLabel('Confirm password').fill(athlete.password);
  await page.getByRole('checkbox', { name: 'I am 13 years of age or older' }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}

async function logIn(page: Page, athlete: Pick<Athlete, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(athlete.email);
  await page.getByLabel('Password').fill(athlete.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}

/** Her user id (the Cognito sub), asked with the browser's own cookies. */
async function signedInUserId(page: Page): Promise<string> {
  const response = await page.request.get(`${baseUrl}/api/auth/user`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

describe.skipIf(chromiumMissing)('athlete accounts in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('registers, logs out, meets the login gate, logs in, books a session, and marks it complete', async () => {
    const { createMentorshipPackage } = await import('@herway/functions/bookings/store/package-repo');
    const { page, errors } = await openPage(browser);
    const athlete = newAthlete();
    const banner = page.getByRole('banner');

    // Register: signed in on the dashboard with the welcome card; the nav switches at once.
    await register(page, athlete);
    await expectToast(page, 'Account Created!');
    await expectHeading(page, 'Welcome, Eve!');
    await page.getByRole('heading', { level: 2, name: 'Welcome to HerWay!' }).waitFor();
    await banner.getByRole('button', { name: 'Log Out' }).waitFor();
    expect(await banner.getByRole('link', { name: 'Athlete Login' }).count()).toBe(0);

    // Log out: home, signed out.
    await banner.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await banner.getByRole('link', { name: 'Athlete Login' }).waitFor();

    // The gate: 'Login Required', 'Access Required' with 'Go to Login', then /login about 1 s later.
    // Timed in the page, so a slow test machine's round trips do not eat into the second.
    await page.addInitScript(recordGateTimes);
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 2, name: 'Access Required' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to Login' }).isVisible()).toBe(true);
    await expectToast(page, 'Login Required');
    await page.waitForURL(`${baseUrl}/login`, { timeout: 5000 });
    const gate = await page.evaluate(() => (window as GateWindow).gateTimes);
    expect(gate.shownOn).toBe('/dashboard');
    expect((gate.loginAt ?? 0) - (gate.shownAt ?? Number.POSITIVE_INFINITY)).toBeGreaterThanOrEqual(900);
    await expectHeading(page, 'Athlete Login');

    // Log in: back on the dashboard.
    await logIn(page, athlete);
    await expectToast(page, 'Welcome Back!');
    await expectHeading(page, 'Welcome, Eve!');
    await banner.getByRole('button', { name: 'Log Out' }).waitFor();

    // A Growth package (8 sessions), as the payment fulfilment would write it.
    await createMentorshipPackage({ userId: await signedInUserId(page), packageType: 'growth', amount: 56_000 });
    await page.reload();
    const growth = page.getByRole('article', { name: 'Growth Package' });
    await growth.waitFor();
    expect(await growth.getByText('0 of 8 sessions used').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 2, name: 'Welcome to HerWay!' }).count()).toBe(0);
    const summary = page.getByRole('region', { name: 'Summary' });
    expect(await count(summary, 'Active Mentorship Packages')).toBe('1');

    // Sessions: book through the local scheduler in a new tab, in the past so it can be completed.
    await growth.getByRole('link', { name: 'Book a Session' }).click();
    await page.waitForURL(`${baseUrl}/sessions`);
    await expectHeading(page, 'Your Mentorship Sessions');
    const counters = page.getByRole('region', { name: 'Session summary' });
    await counters.waitFor();
    expect(await count(counters, 'Sessions Remaining')).toBe('8');
    expect(await count(counters, 'Total Sessions')).toBe('0');

    const bookingLink = page.getByRole('link', { name: /Schedule 60-min session with Maya Reynolds/ });
    expect(await bookingLink.getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('link', { name: /Schedule 60-min session with Jordan Ellis/ }).count()).toBe(1);
    const [scheduler] = await Promise.all([page.waitForEvent('popup'), bookingLink.click()]);
    await scheduler.waitForLoadState();
    expect(new URL(scheduler.url()).pathname).toBe('/local/scheduler');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(await scheduler.getByLabel('Mentor').inputValue()).toBe('maya-reynolds');
    expect(await scheduler.getByLabel('Email').inputValue()).toBe(athlete.email);
    await scheduler.getByLabel('Date').fill(yesterday);
    await scheduler.getByLabel('Start time').selectOption('10:00');
    await scheduler.getByLabel('Time zone').selectOption('UTC');
    await scheduler.getByRole('button', { name: 'Schedule Event' }).click();
    await scheduler.getByRole('heading', { name: "You're scheduled" }).waitFor();
    await scheduler.close();

    // The booking arrives through the webhook and the event bus: ask again until it is there.
    const history = page.getByRole('region', { name: 'Session History' });
    const markComplete = history.getByRole('button', { name: 'Mark Complete' });
    await expect
      .poll(
        async () => {
          if ((await markComplete.count()) > 0) return true;
          await page.getByRole('button', { name: 'Refresh' }).click();
          await page.waitForTimeout(300);
          return (await markComplete.count()) > 0;
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBe(true);
    expect(await history.getByText('Scheduled', { exact: true }).isVisible()).toBe(true);
    expect(await history.getByText('Maya Reynolds').isVisible()).toBe(true);
    expect(await count(counters, 'Scheduled')).toBe('1');

    // Mark Complete: the counters and the package move.
    await markComplete.click();
    await expectToast(page, 'Session Completed');
    await expect.poll(() => count(counters, 'Completed'), { timeout: 10_000 }).toBe('1');
    expect(await count(counters, 'Scheduled')).toBe('0');
    // The package's count comes with the dashboard, refetched beside the sessions: it may land later.
    await expect.poll(() => count(counters, 'Sessions Remaining'), { timeout: 10_000 }).toBe('7');
    expect(await history.getByText('Completed', { exact: true }).isVisible()).toBe(true);
    expect(await markComplete.count()).toBe(0);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    const progressed = page.getByRole('article', { name: 'Growth Package' });
    await progressed.getByText('1 of 8 sessions used').waitFor();
    expect(await progressed.getByText('13%').isVisible()).toBe(true);
    expect(await progressed.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('13');

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('resets a forgotten password with the e-mailed code', async () => {
    const { page, errors } = await openPage(browser);
    const athlete = newAthlete();
    await register(page, athlete);
    await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(`${baseUrl}/`);

    await page.goto(`${baseUrl}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expectHeading(page, 'Forgot Your Password?');
    await page.getByLabel('Email').fill(athlete.email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expectHeading(page, 'Reset Your Password');
    expect(await page.getByRole('status').filter({ hasText: 'If an account exists for that email' }).count()).toBe(1);

    // The code, from the local SES's sent mail.
    let code = '';
    await expect
      .poll(
        async () => {
          const { emails } = (await (await fetch(`${sesUrl}/store`)).json()) as {
            emails: { destination: { to: string[] }; body: { text?: string } }[];
          };
          const mail = emails.find((email) => email.destination.to.includes(athlete.email));
          code = /\b(\d{6})\b/.exec(mail?.body.text ?? '')?.[1] ?? '';
          return code;
        },
        { timeout: 10_000 },
      )
      .toMatch(/^\d{6}$/);

    const newPassword = `New-${randomUUID()}`;
    await page.getByLabel('6-digit code').fill(code);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await expectToast(page, 'Password Reset');
    expect(await page.getByLabel('Email').inputValue()).toBe(athlete.email);

    await logIn(page, { email: athlete.email, password: newPassword });
    await expectHeading(page, 'Welcome, Eve!');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
