import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumMissing, launchBrowser, openPage } from './browser';
import { expectHeading } from './journey-steps';
import './provided-context';

// HerWay's receipts in the browser (docs/receipts.md): a package paid on the protected checkout at
// phone width, then its receipt on /receipts, as a card that needs no sideways scroll, with its PDF.

const baseUrl = inject('baseUrl');
const STARTER_CHECKOUT = `${baseUrl}/protected-checkout?type=mentorship&packageType=starter&amount=400&totalSessions=5`;

describe.skipIf(chromiumMissing)('receipts in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('pays Starter at 390 px, sees the success page, then the receipt on /receipts with its PDF', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    const password = `Pay-${randomUUID()}`;
    const registered = await page.request.post(`${baseUrl}/api/auth/register`, {
      headers: { Origin: baseUrl, 'Content-Type': 'application/json' },
      data: { email: `receipt-${randomUUID()}@example.com`, password, confirmPassword: password, firstName: 'Ava', lastName: 'Receipt', ageConfirmed: true },
    });
    expect(registered.status()).toBe(201);

    await page.goto(STARTER_CHECKOUT);
    // The card form opens once she agrees to the terms.
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel(/Postal code/).fill('94105');
    const pay = page.getByRole('button', { name: 'Pay $400' });
    await expect.poll(() => pay.isEnabled(), { timeout: 20_000 }).toBe(true);
    await pay.click();
    await page.waitForURL((url) => url.pathname === '/payment-success', { timeout: 20_000 });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), { timeout: 30_000 }).toBe('Payment Successful!');

    await page.goto(`${baseUrl}/receipts`);
    await expectHeading(page, 'Your Receipts');
    const card = page.getByRole('list', { name: 'Your receipts' }).getByRole('listitem').first();
    await card.waitFor({ timeout: 15_000 });
    expect(await card.innerText()).toMatch(/STARTER[\s\S]*\$400[\s\S]*HW-\d{8}-[A-Z2-7]{8}/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const pdfLink = card.getByRole('link', { name: /Download PDF of receipt HW-/ });
    const pdf = await page.request.get(`${baseUrl}${await pdfLink.getAttribute('href')}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
