import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newAdmin, signInAdminByApi } from './admin-sign-in';
import { chromiumMissing, launchBrowser, openPage } from './browser';
import './provided-context';

// Phones first (docs/decisions/phones.md), in a real browser: the /admin figures are never cut off at 1280 px (a revenue
// of five digits or more), and below 640 px the Contacts, Users and Payments tables are cards,
// with long e-mails wrapping normally and nothing scrolling sideways at 320 px. Also the CSV
// export's one click, now a redirect to a stored file.

const baseUrl = inject('baseUrl');
const WAIT = { timeout: 15_000 };
const LONG_EMAIL = `a-very-long-family-address-${randomUUID().slice(0, 8)}@recruiting-family-example.com`;

let browser: Browser;
let admin: { email: string; password: string };
// One signed-in page for every test: each TOTP code signs in once (a second sign-in within the
// same 30 s would be refused as a replay).
let page: Page;
let errors: string[];

beforeAll(async () => {
  admin = await newAdmin();
  // A contact with a long address and a long link in her message, and a payment from it: revenue has five digits at least.
  const [{ saveContact }, { handler: onPaymentSucceeded }, { stripeEnvelope, succeededEvent }] = await Promise.all([
    import('@herway/functions/contact/store/contact-repo'),
    import('@herway/functions/payments/events/on-payment-succeeded'),
    import('@herway/functions/testing/payments'),
  ]);
  await saveContact({
    id: randomUUID(),
    firstName: 'Ava',
    lastName: 'Lopez',
    email: LONG_EMAIL,
    interestType: 'Free Consultation',
    message: 'Where do we start? Her highlights: https://video.example.com/highlights/ava-lopez-2027-club-season-midfield-goals-and-assists-full-reel',
    createdAt: new Date().toISOString(),
  });
  await onPaymentSucceeded(stripeEnvelope(succeededEvent({ productKey: 'custom', amount: 1_050_025, receiptEmail: LONG_EMAIL })));
  if (chromiumMissing) return;
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser, { width: 1280, height: 900 }));
  await signInAdminByApi(page.request, baseUrl, admin);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

async function openAdmin(width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${baseUrl}/admin`);
  await page.getByRole('region', { name: 'Summary' }).and(page.locator(':not([aria-busy])')).waitFor(WAIT);
}

/** Whether the element's text is all drawn inside it and inside its card: no ellipsis, no overflow. */
const fitsWhole = (value: Locator) =>
  value.evaluate((element) => {
    const card = element.closest('div')!.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return (
      element.scrollWidth <= element.clientWidth && getComputedStyle(element).textOverflow !== 'ellipsis' && box.right <= card.right && box.left >= card.left
    );
  });

/** Nothing on the page is wider than the window (no sideways scroll). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe.skipIf(chromiumMissing)('admin figures and tables in Chromium', () => {
  it('shows every figure whole at 1280 px, Total Revenue with five digits or more included', async () => {
    await openAdmin(1280);
    const summary = page.getByRole('region', { name: 'Summary' });
    const revenue = summary.locator('dt', { hasText: /^Total Revenue$/ }).locator('xpath=following-sibling::dd[1]');
    expect(await revenue.innerText()).toMatch(/^\$\d{2,3}(,\d{3})+(\.\d{2})?$/);
    for (const value of await summary.locator('dd').all()) expect(await fitsWhole(value), await value.innerText()).toBe(true);
    expect(await scrollsSideways(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('downloads a list with one click on Export CSV (the API redirects to the stored file)', async () => {
    await openAdmin(1280);
    const [download] = await Promise.all([page.waitForEvent('download', WAIT), page.getByRole('link', { name: 'Export CSV of contacts' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^herway-contacts-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(readFileSync(await download.path(), 'utf8')).toContain(LONG_EMAIL);
  });

  it('shows the Contacts, Users and Payments tables as cards at 320 px, e-mails wrapping normally, nothing scrolling sideways', async () => {
    await openAdmin(320);
    const tabs: [tab: string, table: string][] = [
      ['Contacts', 'Contacts table'],
      ['User Accounts', 'User accounts table'],
      ['Payments', 'Payments table'],
    ];
    for (const [tab, name] of tabs) {
      await page.getByRole('tab', { name: tab }).click();
      const region = page.getByRole('region', { name });
      await region.locator('tbody tr').first().waitFor(WAIT);
      const layout = await region.evaluate((element) => {
        const table = element.querySelector('table')!;
        const row = element.querySelector('tbody tr')!;
        return {
          table: getComputedStyle(table).display,
          row: getComputedStyle(row).display,
          header: element.querySelector('thead')!.getBoundingClientRect().height <= 1,
          wide: element.scrollWidth > element.clientWidth,
        };
      });
      expect(layout, tab).toEqual({ table: 'block', row: 'grid', header: true, wide: false });
      expect(await scrollsSideways(page), tab).toBe(false);
    }

    // Her long address (66 characters) on the Payments card, under its label: a few lines, never a character per line.
    const email = page.getByRole('region', { name: 'Payments table' }).getByText(LONG_EMAIL).first();
    const box = (await email.boundingBox())!;
    const lineHeight = await email.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 20);
    expect(box.width).toBeGreaterThan(150);
    expect(box.height / lineHeight).toBeLessThanOrEqual(6);
    expect(errors).toEqual([]);
  });
});
