import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRERENDERED_PAGES } from '@herway/shared/prerendered-pages';
import { INTL_WARM_MARK } from '../src/lib/intl-warmup';
import { chromiumMissing, launchBrowser, openPage } from './browser';
import './provided-context';

const baseUrl = inject('baseUrl');

/** Waits for the page's one h1 to read `text` (pages load lazily after the URL changes). */
async function expectHeading(page: Page, text: string) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect.poll(() => heading.innerText(), { timeout: 10_000 }).toBe(text);
  expect(await heading.count()).toBe(1);
}

/** Collects every Content Security Policy violation the page reports, from its first script on. */
async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

describe.skipIf(chromiumMissing)('the site shell in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('serves the home page with its hero and title', async () => {
    const { page, errors } = await openPage(browser);
    const response = await page.goto(baseUrl);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.title()).toBe('Home | HerWay');
    await expectHeading(page, 'Her Process, Her Future, HerWay');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends the public and sign-in pages as HTML with their words, and takes them over without a hydration mismatch', async () => {
    const headings: Record<string, string> = {
      '/': 'Her Process, Her Future, HerWay',
      '/about': 'About Us',
      '/mentorship': 'Mentorship Program',
      '/course': 'Course Packet',
      '/resources': 'Free Resources',
      '/faq': 'Frequently Asked Questions',
      '/contact': 'Get In Touch',
      '/terms': 'Terms of Service',
      '/privacy': 'Privacy Policy',
      '/login': 'Athlete Login',
      '/register': 'Create Account',
      '/forgot-password': 'Forgot Your Password?',
      '/reset-password': 'Reset Your Password',
      '/admin-login': 'Admin Login',
    };
    expect(Object.keys(headings)).toEqual([...PRERENDERED_PAGES]);
    // A client route gets the shell: the layout with the page loader, which the app renders over.
    const shell = await (await fetch(`${baseUrl}/dashboard`)).text();
    expect(shell).toContain('<div id="root" data-shell="">');
    expect(shell).toContain('Loading page…');
    expect(shell).not.toContain('<template');

    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    for (const [route, heading] of Object.entries(headings)) {
      // Before any script runs: the page's own HTML, the heading in it.
      const html = await (await fetch(`${baseUrl}${route}`)).text();
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '';
      expect(h1.replace(/<[^>]*>/g, '').replace(/\s+/g, ' '), route).toBe(heading);

      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      await expectHeading(page, heading);
      // Hydrated: the menu button answers.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).waitFor({ timeout: 5_000 });
    }
    // A sign-in page is prerendered for its bare path: opened with ?redirect=, it takes the query on
    // once hydrated (the link to /register keeps it), with no mismatch.
    await page.goto(`${baseUrl}/login?redirect=%2Fsessions`, { waitUntil: 'networkidle' });
    await expectHeading(page, 'Athlete Login');
    await expect.poll(() => page.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/register?redirect=%2Fsessions');
    expect(consoleErrors).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('breaks no rule of its Content Security Policy while the public pages load and validate a form', async () => {
    const { page } = await openPage(browser);
    const violations = await recordCspViolations(page);
    for (const route of ['/', '/mentorship', '/course', '/contact']) {
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    }
    // A submit with empty fields runs the form's Zod schema in the browser.
    await page.getByRole('button', { name: /Send Message/ }).click();
    await page.getByText('First name is required').waitFor({ timeout: 10_000 });
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('loads Intl on a worker of its own on a client-rendered page, within its Content Security Policy', async () => {
    const { page, errors } = await openPage(browser);
    const violations = await recordCspViolations(page);
    const workerUrls: string[] = [];
    page.on('worker', (worker) => workerUrls.push(new URL(worker.url()).pathname));
    await page.goto(`${baseUrl}/checkout`);
    // The worker says so once it has formatted a date: ICU's data is then loaded for the page.
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length === 1, INTL_WARM_MARK, { timeout: 10_000 });
    expect(workerUrls).toEqual([expect.stringMatching(/^\/assets\/intl-warmup\.worker-[\w-]+\.js$/)]);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    // A prerendered page shows no date: it starts no worker.
    const before = workerUrls.length;
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    expect(workerUrls.length).toBe(before);
    await page.context().close();
  });

  it('navigates between pages from the navigation bar and footer', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(baseUrl);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL(`${baseUrl}/about`);
    await expectHeading(page, 'About Us');
    await expect.poll(() => page.title()).toBe('About Us | HerWay');

    await nav.getByRole('link', { name: 'Mentorship Program' }).click();
    await page.waitForURL(`${baseUrl}/mentorship`);
    await expectHeading(page, 'Mentorship Program');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(`${baseUrl}/privacy`);
    await expectHeading(page, 'Privacy Policy');

    await page.getByRole('banner').getByRole('link', { name: 'Athlete Login' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await expectHeading(page, 'Athlete Login');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens the mobile menu, which offers the login', async () => {
    const { page } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(baseUrl);
    const toggle = page.getByRole('button', { name: /menu/i });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await menu.getByRole('link', { name: 'Course Packet' }).click();
    await page.waitForURL(`${baseUrl}/course`);
    await expectHeading(page, 'Course Packet');
    await toggle.click();
    await menu.getByRole('link', { name: 'Athlete Login' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.context().close();
  });

  it('shows the 404 page on an unknown path, directly and after navigation', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl}/no-such-page`);
    await page.getByText('404 Page Not Found').waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
    await page.getByRole('link', { name: /home/i }).first().click();
    await page.waitForURL(`${baseUrl}/`);
    await page.context().close();
  });
});

describe('the API on the same origin', () => {
  it('reports every local service up', async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      services: { database: 'up', storage: 'up', identity: 'up', email: 'up', events: 'up' },
    });
  });

  it('answers an unknown API path with 404 JSON, not the web app', async () => {
    const response = await fetch(`${baseUrl}/api/does-not-exist`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });

  it('serves client routes with the app shell and security headers', async () => {
    const response = await fetch(`${baseUrl}/dashboard`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root" data-shell="">');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
