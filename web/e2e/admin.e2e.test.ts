import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Download, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { enterAdminCode, newAdmin } from './admin-sign-in';
import { chromiumMissing, launchBrowser, openPage } from './browser';
import './provided-context';

Object.assign(process.env, inject('e2eStackEnv'));
const baseUrl = inject('baseUrl');
const sesUrl = inject('e2eSesUrl');

const ADMIN = { email: 'admin@herway.local', password: 'HerWay-admin-2025' };

/** The course packet ($150), which opens the `course_packet` course. */
const COURSE_CHECKOUT = `${baseUrl}/protected-checkout?type=course&courseType=full_packet&amount=150`;

/** Generous: two cores are shared with other test runs. */
const WAIT = { timeout: 15_000 };

/** Waits for the page's one h1 to read `text` (pages load lazily after the URL changes). */
async function expectHeading(page: Page, text: string) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect.poll(() => heading.innerText(), WAIT).toBe(text);
  expect(await heading.count()).toBe(1);
}

/** The toast on screen (one at a time), once it reads `title`. */
async function expectToast(page: Page, title: string) {
  await page
    .getByRole('region', { name: /Notification/ })
    .getByText(title, { exact: true })
    .first()
    .waitFor(WAIT);
}

/** A state-changing API call as the site makes it: JSON, from the site's Origin. */
async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { Origin: baseUrl, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The value of a stat card, by its label, inside `scope`. */
function statValue(scope: Locator, label: string): Promise<string> {
  return scope
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
}

interface Athlete {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Registers through the /register form, as a family would: she lands on her dashboard, signed in. */
async function registerThroughForm(page: Page, athlete: Athlete) {
  await page.goto(`${baseUrl}/register`);
  await expectHeading(page, 'Create Account');
  await page.getByLabel('First name').fill(athlete.firstName);
  await page.getByLabel('Last name').fill(athlete.lastName);
  await page.getByLabel('Email').fill(athlete.email);
  await page.getByLabel('Password', { exact: true }).fill(athlete.password);
  await page.getByLabel('Confirm password').fill(athlete.password);
  await page.getByRole('checkbox', { name: 'I am 13 years of age or older' }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`, WAIT);
  await expectHeading(page, `Welcome, ${athlete.firstName}!`);
}

/** Signs in through the athlete login (/login) and waits for the page it sends her to. */
async function logInAtLogin(page: Page, account: { email: string; password: string }, landsOn: string) {
  await page.goto(`${baseUrl}/login`);
  await expectHeading(page, 'Athlete Login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}${landsOn}`, WAIT);
}

/** The signed-in user's id (the Cognito sub), asked with the page's own cookies. */
async function signedInUserId(page: Page): Promise<string> {
  const response = await page.request.get(`${baseUrl}/api/auth/user`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** The course packet through the real checkout: the local Stripe's test-card form, card 4242. */
async function buyCoursePacket(page: Page) {
  await page.goto(COURSE_CHECKOUT);
  await expectHeading(page, 'Secure Checkout');
  await page.getByRole('heading', { level: 2, name: 'Complete Course Packet' }).waitFor({ timeout: 20_000 });
  // The payment form opens once the terms box is ticked.
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check({ timeout: 20_000 });
  const pay = page.getByRole('button', { name: 'Pay $150' });
  await page.getByLabel('Card number').waitFor({ timeout: 20_000 });
  await expect.poll(() => pay.isEnabled(), { timeout: 20_000 }).toBe(true);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel(/Postal code/).fill('94105');
  await pay.click();
  await expectToast(page, 'Payment Successful!');
  await page.waitForURL((url) => url.pathname === '/payment-success' && url.search.startsWith('?type=course&package=full_packet&payment_intent=pi_'), {
    timeout: 20_000,
  });
}

/**
 * Fulfilment runs behind the Stripe webhook on the local event bus: asks her dashboard API until
 * the course is open to her (the payment record is written in the same transaction).
 */
async function waitForCourseAccess(page: Page, courseId: string) {
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`${baseUrl}/api/dashboard`);
        if (response.status() !== 200) return `HTTP ${response.status()}`;
        const { entitlements } = (await response.json()) as { entitlements: { courseId: string; isActive: boolean }[] };
        return entitlements.some((entitlement) => entitlement.courseId === courseId && entitlement.isActive) ? 'open' : 'not yet';
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe('open');
}

/**
 * Runs `click`, which opens a file's link in a new tab (the dashboard's Download button does
 * `window.open(url, '_blank', 'noopener')`), and resolves with the download that starts. Chromium
 * reports a download a new tab starts at once on the page that opened it (and closes the tab), so
 * both are listened to, from before the click.
 */
async function downloadFromNewTab(page: Page, click: () => Promise<void>): Promise<Download> {
  let guard: NodeJS.Timeout | undefined;
  let stop = () => {};
  const download = new Promise<Download>((resolve, reject) => {
    const onTab = (tab: Page) => tab.once('download', resolve);
    page.once('download', resolve);
    page.context().on('page', onTab);
    stop = () => {
      page.off('download', resolve);
      page.context().off('page', onTab);
    };
    guard = setTimeout(() => reject(new Error(`No download within ${WAIT.timeout} ms`)), WAIT.timeout);
  });
  try {
    await click();
    return await download;
  } finally {
    clearTimeout(guard);
    stop();
  }
}

/** 'a1b2c3d4-…' → 'a1b2c3d4…', as the admin's Recent Access list shortens a user id. */
const shortId = (userId: string) => `${userId.slice(0, 8)}…`;

/** A small, valid one-page PDF in a temporary folder. */
async function writeTinyPdf(folder: string, name: string): Promise<string> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  page.drawText('HerWay module 1', { x: 40, y: 100, size: 18, font: await pdf.embedFont(StandardFonts.Helvetica) });
  const file = path.join(folder, name);
  writeFileSync(file, await pdf.save());
  return file;
}

/**
 * Holds every request `matches` picks until `release()` is called, so the test can look at the
 * page while that step is under way (nothing here depends on how long a step takes).
 */
async function holdRequests(page: Page, matches: (url: URL, method: string) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let seen!: () => void;
  const arrived = new Promise<void>((resolve) => (seen = resolve));
  const handler = async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS' || !matches(new URL(request.url()), request.method())) {
      await route.fallback();
      return;
    }
    seen();
    await released;
    await route.continue();
  };
  await page.route(() => true, handler);
  return {
    arrived,
    release: async () => {
      release();
      await page.unroute(() => true, handler).catch(() => undefined);
    },
  };
}

describe.skipIf(chromiumMissing)('admin pages in Chromium', () => {
  let browser: Browser;
  let folder: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    folder = mkdtempSync(path.join(tmpdir(), 'herway-admin-e2e-'));
  });

  afterAll(async () => {
    await browser?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('sends a signed-in athlete from /admin to /admin-login, and shows her Access Denied on /admin/content', async () => {
    const { page, errors } = await openPage(browser);
    const email = `mia-${randomUUID()}@example.com`;
    const password = `Goal-${randomUUID()}`;
    // Registered through the browser context's own request client, so its session cookies are hers.
    const registered = await page.request.post(`${baseUrl}/api/auth/register`, {
      headers: { Origin: baseUrl, 'Content-Type': 'application/json' },
      data: { email, password, confirmPassword: password, firstName: 'Mia', lastName: 'Chen', ageConfirmed: true },
    });
    expect(registered.status()).toBeLessThan(300);
    expect(await (await page.request.get(`${baseUrl}/api/admin/status`)).json()).toEqual({ isAdmin: false });

    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL(`${baseUrl}/admin-login`, WAIT);
    await expectHeading(page, 'Admin Login');

    await page.goto(`${baseUrl}/admin/content`);
    await expectHeading(page, 'Access Denied');
    expect(await page.getByText('Admin access required').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/admin/content');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends a visitor who is not signed in from /admin to /admin-login', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL(`${baseUrl}/admin-login`, WAIT);
    await expectHeading(page, 'Admin Login');
    await page.goto(`${baseUrl}/admin/content`);
    await expectHeading(page, 'Access Denied');
    await page.context().close();
  });

  it('signs the admin in: the new contact and payment, every tab and the charts, a test e-mail, a PDF upload, its download by the entitled athlete, and a 403 for the other', async () => {
    // A lead and an athlete, as a family and the site would create them.
    const tag = randomUUID().slice(0, 8);
    const contact = {
      firstName: 'Zoe',
      lastName: `Rivera-${tag}`,
      email: `zoe-${tag}@example.com`,
      sport: 'Lacrosse',
      interestType: 'Mentorship Program',
      message: `Hello from the admin browser test ${tag}. We would love to talk.`,
    };
    const sent = await postJson('/api/contact', contact);
    expect(sent.status).toBe(200);
    const athleteEmail = `ivy-${tag}@example.com`;
    const athletePassword = `Goal-${randomUUID()}`;
    const registered = await postJson('/api/auth/register', {
      email: athleteEmail,
      password: athletePassword,
      confirmPassword: athletePassword,
      firstName: 'Ivy',
      lastName: 'Park',
      ageConfirmed: true,
    });
    expect(registered.status).toBeLessThan(300);

    // A second athlete registers in the browser and buys the course packet with the test card.
    const buyer: Athlete = { firstName: 'Nora', lastName: `Buyer-${tag}`, email: `nora-${tag}@example.com`, password: `Pay-${randomUUID()}` };
    const buying = await openPage(browser);
    const buyerPage = buying.page;
    await registerThroughForm(buyerPage, buyer);
    const buyerId = await signedInUserId(buyerPage);
    await buyCoursePacket(buyerPage);
    await waitForCourseAccess(buyerPage, 'course_packet');
    // Course Packet files are lessons of its player (course-player.e2e.test.ts); the download list is for the other courses.
    const { grantEntitlement } = await import('@herway/functions/testing/content');
    await grantEntitlement(buyerId, 'bonus_content');

    const { page, errors } = await openPage(browser);

    // Admin Login: empty fields first, then the seeded admin.
    await page.goto(`${baseUrl}/admin-login`);
    await expectHeading(page, 'Admin Login');
    expect(await page.title()).toBe('Admin Login | HerWay');
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await expectToast(page, 'Missing Information');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await enterAdminCode(page, ADMIN.email);
    await page.waitForURL(`${baseUrl}/admin`, WAIT);
    await expectToast(page, 'Admin Login Successful');
    await expectHeading(page, 'Admin Dashboard');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

    // The stat cards, once their figures are in (they stand with '…' while loading).
    const summary = page.getByRole('region', { name: 'Summary' }).and(page.locator(':not([aria-busy])'));
    await summary.waitFor(WAIT);
    const stat = (label: string) =>
      summary
        .locator('dt', { hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]')
        .innerText();
    expect(Number(await stat('Total Contacts'))).toBeGreaterThanOrEqual(1);
    expect(await stat('Conversion Rate')).toMatch(/^\d+%$/);
    expect(await stat('Total Revenue')).toMatch(/^\$/);

    // Contacts: the new lead, with its sport and interest.
    const contacts = page.getByRole('region', { name: 'Contacts table' });
    const row = contacts.getByRole('row').filter({ hasText: contact.lastName });
    await row.waitFor(WAIT);
    expect(await row.innerText()).toContain(contact.email);
    expect(await row.innerText()).toContain('Lacrosse');
    expect(await row.innerText()).toContain('Mentorship Program');

    // The CSV export is a same-origin download with the admin's cookie.
    const csv = await page.request.get(`${baseUrl}${await page.getByRole('link', { name: 'Export CSV of contacts' }).getAttribute('href')}`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(await csv.text()).toContain(contact.email);

    // User Accounts: the new athlete, an Athlete account without a Stripe customer.
    await page.getByRole('tab', { name: 'User Accounts' }).click();
    const userRow = page.getByRole('region', { name: 'User accounts table' }).getByRole('row').filter({ hasText: athleteEmail });
    await userRow.waitFor(WAIT);
    expect(await userRow.innerText()).toMatch(/Ivy Park[\s\S]*Athlete[\s\S]*Not Connected/);

    // Payments: the athlete's course packet, paid, with her e-mail and the amount; and the export.
    await page.getByRole('tab', { name: 'Payments' }).click();
    await page.getByRole('heading', { level: 2, name: 'Payments' }).waitFor(WAIT);
    const paymentRow = page.getByRole('region', { name: 'Payments table' }).getByRole('row').filter({ hasText: buyer.email });
    await paymentRow.waitFor(WAIT);
    expect(await paymentRow.count()).toBe(1);
    expect(await paymentRow.innerText()).toMatch(/\$150\.00 USD[\s\S]*succeeded/i);
    expect(await page.getByRole('link', { name: 'Export CSV of payments' }).getAttribute('href')).toBe('/api/admin/export/payments');

    // Analytics: the three charts (their own chunk), with the new lead's sport.
    await page.getByRole('tab', { name: 'Analytics' }).click();
    for (const chart of ['Sport Breakdown', 'Interest Breakdown', 'Monthly Revenue']) {
      await page.getByRole('heading', { level: 3, name: chart }).waitFor(WAIT);
    }
    expect(await page.locator('[data-chart="sport-breakdown"]').innerText()).toContain('Lacrosse');
    expect(await page.locator('svg[data-chart="monthly-revenue"] rect').count()).toBe(12);

    // Insights, and the test e-mail, which arrives in the local SES.
    await page.getByRole('tab', { name: 'Insights' }).click();
    await page.getByRole('heading', { level: 2, name: 'Insights' }).waitFor(WAIT);
    await page.getByText(/Great work!|Consider following up with more prospects\./).waitFor(WAIT);
    await page.getByRole('button', { name: 'Test Email' }).click();
    await expectToast(page, 'Test Email Sent');
    expect(await page.getByText(`Test email sent to ${ADMIN.email}`, { exact: true }).first().isVisible()).toBe(true);
    await expect
      .poll(async () => {
        const { emails } = (await (await fetch(`${sesUrl}/store`)).json()) as { emails: { destination: { to: string[] }; subject: string }[] };
        return emails.some((email) => email.destination.to.includes(ADMIN.email) && email.subject === 'HerWay test email');
      }, WAIT)
      .toBe(true);

    // Content Management: upload a small PDF, step by step.
    await page.getByRole('link', { name: 'Manage Content' }).click();
    await page.waitForURL(`${baseUrl}/admin/content`, WAIT);
    await expectHeading(page, 'Content Management');
    await page.getByRole('region', { name: 'Content summary' }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Upload New Content' }).click();

    const pdfPath = await writeTinyPdf(folder, `module-${tag}.pdf`);
    await page.getByLabel('File', { exact: true }).setInputFiles(pdfPath);
    const fileName = `Module ${tag}`;
    await page.getByLabel('File name').fill(fileName);
    await page.getByLabel('Course', { exact: true }).selectOption('bonus_content');
    await page.getByLabel(/Description/).fill('Browser test upload');

    const urlStep = await holdRequests(page, (url) => url.pathname === '/api/admin/content/upload-url');
    await page.getByRole('button', { name: 'Upload Content' }).click();
    await urlStep.arrived;
    await page.getByText('Getting upload URL...', { exact: true }).waitFor(WAIT);

    const putStep = await holdRequests(page, (url, method) => method === 'PUT' && url.pathname.includes('/content/bonus_content/'));
    await urlStep.release();
    await putStep.arrived;
    await page.getByText('Uploading file...', { exact: true }).waitFor(WAIT);
    const bar = page.getByRole('progressbar', { name: 'Upload progress' });
    await bar.waitFor(WAIT);
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(100);

    const confirmStep = await holdRequests(page, (url) => url.pathname === '/api/admin/content/confirm');
    await putStep.release();
    await confirmStep.arrived;
    await page.getByText('Registering content...', { exact: true }).waitFor(WAIT);
    await confirmStep.release();

    await expectToast(page, 'Success');
    await page.getByLabel('File name').waitFor({ state: 'detached', ...WAIT });
    const asset = page.getByRole('list', { name: 'Uploaded content' }).getByRole('listitem').filter({ hasText: fileName });
    await asset.waitFor(WAIT);
    expect(await asset.innerText()).toMatch(/Active[\s\S]*module-.*\.pdf[\s\S]*(Bytes|KB)[\s\S]*Bonus Content/);

    // Switched off and on again.
    await asset.getByRole('button', { name: `Deactivate ${fileName}` }).click();
    await asset.getByText('Inactive', { exact: true }).waitFor(WAIT);
    await asset.getByRole('button', { name: `Activate ${fileName}` }).click();
    await asset.getByText('Active', { exact: true }).waitFor(WAIT);

    // The figures before any athlete opens the file (read fresh).
    await page.reload();
    const contentSummary = page.getByRole('region', { name: 'Content summary' }).and(page.locator(':not([aria-busy])'));
    await contentSummary.waitFor(WAIT);
    const viewsBefore = Number(await statValue(contentSummary, 'Total Views'));
    expect(Number.isInteger(viewsBefore)).toBe(true);

    // The entitled athlete finds the file among her course materials and downloads it.
    await buyerPage.goto(`${baseUrl}/dashboard`);
    await expectHeading(buyerPage, `Welcome, ${buyer.firstName}!`);
    const materials = buyerPage.getByRole('region', { name: 'Course Materials' });
    const material = materials.getByRole('listitem').filter({ hasText: fileName });
    await material.waitFor(WAIT);
    expect(await material.innerText()).toMatch(/Browser test upload[\s\S]*Bonus Content · PDF/);
    const linkReply = buyerPage.waitForResponse((response) => /^\/api\/content\/[^/]+\/download$/.test(new URL(response.url()).pathname), WAIT);
    const download = await downloadFromNewTab(buyerPage, () => material.getByRole('button', { name: `Download ${fileName}` }).click());
    const reply = await linkReply;
    expect(reply.status()).toBe(200);
    const { downloadUrl, filename } = (await reply.json()) as { downloadUrl: string; filename: string };
    const assetId = decodeURIComponent(new URL(reply.url()).pathname.split('/')[3] ?? '');
    expect(assetId).not.toBe('');
    expect(download.url()).toBe(downloadUrl);
    expect(filename).toMatch(/\.pdf$/);
    expect(download.suggestedFilename()).toBe(filename);
    const savedPath = await download.path();
    expect(readFileSync(savedPath).equals(readFileSync(pdfPath))).toBe(true);
    await expectToast(buyerPage, 'Download started');
    expect(buying.errors).toEqual([]);

    // The admin sees that access: her shortened id, the action and the file; one more view.
    await page.reload();
    await contentSummary.waitFor(WAIT);
    await expect.poll(async () => Number(await statValue(contentSummary, 'Total Views')), WAIT).toBe(viewsBefore + 1);
    const accessRow = page
      .getByRole('region', { name: 'Recent access table' })
      .getByRole('row')
      .filter({ hasText: shortId(buyerId) });
    await accessRow.waitFor(WAIT);
    expect(await accessRow.count()).toBe(1);
    expect(await accessRow.locator('abbr').getAttribute('title')).toBe(buyerId);
    expect(await accessRow.innerText()).toMatch(new RegExp(`Download\\s+${fileName}`, 'i'));

    // The athlete who bought nothing: no course materials on her dashboard, and a 403 with no link.
    const other = await openPage(browser);
    await logInAtLogin(other.page, { email: athleteEmail, password: athletePassword }, '/dashboard');
    await expectHeading(other.page, 'Welcome, Ivy!');
    const otherSummary = other.page.getByRole('region', { name: 'Summary' });
    await otherSummary.waitFor(WAIT);
    expect(await statValue(otherSummary, 'Purchased Courses')).toBe('0');
    expect(await other.page.getByRole('region', { name: 'Course Materials' }).count()).toBe(0);
    expect(await other.page.getByRole('button', { name: `Download ${fileName}` }).count()).toBe(0);
    expect(await other.page.getByText(fileName).count()).toBe(0);
    const refused = await other.page.request.get(`${baseUrl}/api/content/${encodeURIComponent(assetId)}/download`);
    expect(refused.status()).toBe(403);
    const refusedBody = await refused.text();
    expect(refusedBody).not.toContain('downloadUrl');
    expect(refusedBody).not.toContain(new URL(downloadUrl).host);
    expect(other.errors).toEqual([]);
    await other.page.context().close();
    await buyerPage.context().close();

    // A refused request is not a view.
    const assets = await page.request.get(`${baseUrl}/api/admin/content/assets`);
    expect(assets.status()).toBe(200);
    expect(((await assets.json()) as { totalAccesses: number }).totalAccesses).toBe(viewsBefore + 1);

    // Logout from the dashboard.
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL(`${baseUrl}/admin`, WAIT);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/admin-login`, WAIT);
    await expectToast(page, 'Logged Out');
    expect(await (await page.request.get(`${baseUrl}/api/admin/status`)).json()).toEqual({ isAdmin: false });
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('sends the admin who signs in at the athlete login (/login) through her code to /admin, and from /dashboard to /admin', async () => {
    const { page, errors } = await openPage(browser);
    const dashboardReplies: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/dashboard') dashboardReplies.push(response.status());
    });
    const admin = await newAdmin();
    await page.goto(`${baseUrl}/login`);
    await expectHeading(page, 'Athlete Login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await enterAdminCode(page, admin.email);
    await page.waitForURL(`${baseUrl}/admin`, WAIT);
    await expectToast(page, 'Admin Login Successful');
    await expectHeading(page, 'Admin Dashboard');
    await page.getByRole('tab', { name: 'Contacts' }).waitFor(WAIT);
    expect(new URL(page.url()).pathname).toBe('/admin');

    // The athlete dashboard is not hers: straight to /admin, with no error and no athlete API call.
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(`${baseUrl}/admin`, WAIT);
    await expectHeading(page, 'Admin Dashboard');
    expect(await page.getByText(/Failed to load dashboard data/).count()).toBe(0);
    expect(dashboardReplies).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
