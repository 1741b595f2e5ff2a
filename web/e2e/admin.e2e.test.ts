import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumMissing, launchBrowser, openPage } from './browser';
import './provided-context';

const baseUrl = inject('baseUrl');
const sesUrl = inject('e2eSesUrl');

const ADMIN = { email: 'admin@herway.local', password: 'HerWay-admin-2025' };

/** Generous: two cores are shared with other test runs. */
const WAIT = { timeout: 15_000 };

/** Waits for the page's one h1 to read `text` (pages load lazily after the URL changes). */
async function expectHeading(page: Page, text: string) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect.poll(() => heading.innerText(), WAIT).toBe(text);
  expect(await heading.count()).toBe(1);
}

/** The toast on screen (one at a time, SPEC §9), once it reads `title`. */
async function expectToast(page: Page, title: string) {
  await page.getByRole('region', { name: /Notification/ }).getByText(title, { exact: true }).first().waitFor(WAIT);
}

/** A state-changing API call as the site makes it: JSON, from the site's Origin. */
async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { Origin: baseUrl, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

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

  it('signs the admin in, shows the new contact, every tab and the charts, sends a test e-mail, and uploads a PDF', async () => {
    // A lead and an athlete, as a family and the site would create them.
    const tag = randomUUID().slice(0, 8);
    const contact = { firstName: 'Zoe', lastName: `Rivera-${tag}`, email: `zoe-${tag}@example.com`, sport: 'Lacrosse', interestType: 'Mentorship Program', message: `Hello from the admin browser test ${tag}. We would love to talk.` };
    const sent = await postJson('/api/contact', contact);
    expect(sent.status).toBe(200);
    const athleteEmail = `ivy-${tag}@example.com`;
    const athletePassword = `Goal-${randomUUID()}`;
    const registered = await postJson('/api/auth/register', { email: athleteEmail, password: athletePassword, confirmPassword: athletePassword, firstName: 'Ivy', lastName: 'Park', ageConfirmed: true });
    expect(registered.status).toBeLessThan(300);

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
    await page.waitForURL(`${baseUrl}/admin`, WAIT);
    await expectToast(page, 'Admin Login Successful');
    await expectHeading(page, 'Admin Dashboard');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

    // The stat cards.
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.waitFor(WAIT);
    const stat = (label: string) => summary.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]').innerText();
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

    // User Accounts: the new athlete, a User without a Stripe customer.
    await page.getByRole('tab', { name: 'User Accounts' }).click();
    const userRow = page.getByRole('region', { name: 'User accounts table' }).getByRole('row').filter({ hasText: athleteEmail });
    await userRow.waitFor(WAIT);
    expect(await userRow.innerText()).toMatch(/Ivy Park[\s\S]*User[\s\S]*Not Connected/);

    // Payments: the list or its empty state, and its export.
    await page.getByRole('tab', { name: 'Payments' }).click();
    await page.getByRole('heading', { level: 2, name: 'Payments' }).waitFor(WAIT);
    await page.getByRole('region', { name: 'Payments table' }).or(page.getByText('No payments yet')).first().waitFor(WAIT);
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
    await page.getByLabel('Course').selectOption('course_packet');
    await page.getByLabel(/Description/).fill('Browser test upload');

    const urlStep = await holdRequests(page, (url) => url.pathname === '/api/admin/content/upload-url');
    await page.getByRole('button', { name: 'Upload Content' }).click();
    await urlStep.arrived;
    await page.getByText('Getting upload URL...', { exact: true }).waitFor(WAIT);

    const putStep = await holdRequests(page, (url, method) => method === 'PUT' && url.pathname.includes('/content/course_packet/'));
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
    expect(await asset.innerText()).toMatch(/Active[\s\S]*module-.*\.pdf[\s\S]*(Bytes|KB)[\s\S]*Course Packet/);

    // Switched off and on again.
    await asset.getByRole('button', { name: `Deactivate ${fileName}` }).click();
    await asset.getByText('Inactive', { exact: true }).waitFor(WAIT);
    await asset.getByRole('button', { name: `Activate ${fileName}` }).click();
    await asset.getByText('Active', { exact: true }).waitFor(WAIT);

    // Logout from the dashboard.
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL(`${baseUrl}/admin`, WAIT);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/admin-login`, WAIT);
    await expectToast(page, 'Logged Out');
    expect(await (await page.request.get(`${baseUrl}/api/admin/status`)).json()).toEqual({ isAdmin: false });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
