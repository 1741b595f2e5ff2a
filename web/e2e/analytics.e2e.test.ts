import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumMissing, launchBrowser, openPage } from './browser';
import './provided-context';

const baseUrl = inject('baseUrl');

describe.skipIf(chromiumMissing)('analytics in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('is silent without a measurement id: no script, no data layer', async () => {
    const { page } = await openPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${baseUrl}/contact`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => window.dataLayer === undefined)).toBe(true);
    expect(requested.filter((url) => /google/.test(url))).toEqual([]);
    await page.context().close();
  });

  it('reports page views and the lead, never a name, e-mail or message', async () => {
    const { page } = await openPage(browser);
    // Switch analytics on as a deployment would, and stand in for Google's script: no network here.
    await page.addInitScript(() => {
      window.__HERWAY_GA_ID__ = 'G-E2ETEST';
    });
    const analyticsTraffic: string[] = [];
    await page.route(/googletagmanager\.com|google-analytics\.com/, async (route) => {
      analyticsTraffic.push(`${route.request().url()} ${route.request().postData() ?? ''}`);
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });

    await page.goto(baseUrl);
    await page.getByRole('link', { name: 'Contact Us' }).first().click();
    await page.waitForURL(`${baseUrl}/contact`);
    const email = `privacy-check-${Date.now()}@example.com`;
    await page.getByLabel('First name').fill('Harper');
    await page.getByLabel('Last name').fill('Quinlan');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Sport', { exact: false }).fill('Lacrosse');
    await page.getByLabel("I'm interested in").selectOption('Course Packet');
    await page.getByLabel('Message', { exact: true }).fill('A private question about my daughter');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message sent successfully!').first().waitFor();

    const dataLayer = await page.evaluate(() => JSON.stringify(window.dataLayer ?? []));
    expect(dataLayer).toContain('generate_lead');
    expect(dataLayer).toContain('"page_path":"/contact"');
    expect(dataLayer).toContain('"interest_type":"Course Packet"');
    for (const personal of [email, '@', 'Harper', 'Quinlan', 'private question']) {
      expect(dataLayer).not.toContain(personal);
      expect(analyticsTraffic.join('\n')).not.toContain(personal);
    }
    await page.context().close();
  });
});
