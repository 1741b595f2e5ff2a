import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { LOCAL_STRIPE_CONFIRM_PATH } from '@herway/shared/contracts/local-card';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumMissing, launchBrowser, openPage } from './browser';
import './provided-context';

// A lifetime product is never sold twice (docs/decisions/lifetime-products-sold-once.md): an athlete who owns the Course Packet sees it
// is hers on the course page and at the checkout, at phone and desktop widths.

const baseUrl = inject('baseUrl');
const COURSE_CHECKOUT = `${baseUrl}/protected-checkout?type=course&courseType=full_packet&amount=150`;
const WIDTHS = [390, 320, 1280];

/** A fresh athlete who bought the course through the API and the local card step, once it is on her dashboard. */
async function athleteOwningTheCourse(page: Page): Promise<void> {
  const password = `Pay-${randomUUID()}`;
  const headers = { Origin: baseUrl, 'Content-Type': 'application/json' };
  const registered = await page.request.post(`${baseUrl}/api/auth/register`, {
    headers,
    data: { email: `owner-${randomUUID()}@example.com`, password, confirmPassword: password, firstName: 'Ava', lastName: 'Owner', ageConfirmed: true },
  });
  expect(registered.status()).toBeLessThan(300);
  const opened = await page.request.post(`${baseUrl}/api/purchase-course`, { headers, data: { acceptedTerms: true, amount: 150, courseType: 'full_packet' } });
  expect(opened.status()).toBe(200);
  const { clientSecret } = (await opened.json()) as { clientSecret: string };
  const paid = await page.request.post(`${baseUrl}${LOCAL_STRIPE_CONFIRM_PATH}`, {
    headers,
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', postalCode: '94107' },
  });
  expect(paid.status()).toBe(200);
  // Fulfilment is asynchronous (webhook → event bus → consumer).
  await expect
    .poll(
      async () => {
        const dashboard = (await (await page.request.get(`${baseUrl}/api/dashboard`)).json()) as {
          entitlements?: Array<{ courseId: string; isActive: boolean }>;
        };
        return dashboard.entitlements?.some((entitlement) => entitlement.courseId === 'course_packet' && entitlement.isActive) ?? false;
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
}

describe.skipIf(chromiumMissing)('the course packet, once hers, in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the course page and the checkout say it is already hers and lead to her dashboard, at 390, 320 and 1280 px', async () => {
    const { page, errors } = await openPage(browser);
    await athleteOwningTheCourse(page);
    // Signed in through the API, not the login page: mark this browser as one that signed in, as the login page does.
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => window.localStorage.setItem('herway:signed-in', '1'));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${baseUrl}/course`);
      const notice = page.getByRole('status').filter({ hasText: 'The Course Packet is yours' });
      await notice.waitFor({ timeout: 15_000 });
      expect(await notice.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href'), `${width}px`).toBe('/dashboard');
      expect(await page.getByRole('link', { name: 'Open it on your dashboard' }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width);

      await page.goto(COURSE_CHECKOUT);
      // The server is asked (and answers that she owns it) once the terms box is ticked; the answer
      // replaces the form, box and all, so this is a click (check() would wait for a ticked box).
      await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).click({ timeout: 15_000 });
      await page.getByRole('heading', { name: 'Already yours' }).waitFor({ timeout: 15_000 });
      expect(await page.getByLabel('Card number').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width);
    }
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    expect(errors).toEqual([]);
  });
});
