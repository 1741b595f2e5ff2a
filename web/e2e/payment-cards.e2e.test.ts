import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumMissing, launchBrowser, openPage } from './browser';
import './provided-context';

// Stripe's test cards in the browser, as Stripe.js and the bank behave (local Stripe): 3-D Secure
// approved and failed, insufficient funds, a payment that stays processing, and the success page
// that says 'Confirming your payment…' until Stripe's late event has put the purchase on her
// dashboard. One athlete per path, each buying the course packet, at phone and desktop widths.

const baseUrl = inject('baseUrl');
const COURSE_CHECKOUT = `${baseUrl}/protected-checkout?type=course&courseType=full_packet&amount=150`;

async function expectHeading(page: Page, text: string, timeout = 15_000) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect.poll(() => heading.innerText(), { timeout }).toBe(text);
}

async function expectToast(page: Page, text: string) {
  await page
    .getByRole('region', { name: /Notification/ })
    .getByText(text, { exact: true })
    .first()
    .waitFor({ timeout: 15_000 });
}

/** A new athlete, signed in, on the course checkout with the card typed and the terms accepted. */
async function readyToPay(page: Page, cardNumber: string) {
  const password = `Pay-${randomUUID()}`;
  const response = await page.request.post(`${baseUrl}/api/auth/register`, {
    headers: { Origin: baseUrl, 'Content-Type': 'application/json' },
    data: { email: `card-${randomUUID()}@example.com`, password, confirmPassword: password, firstName: 'Ava', lastName: 'Card', ageConfirmed: true },
  });
  expect(response.status()).toBe(201);
  await page.goto(COURSE_CHECKOUT);
  // The payment form opens once the terms box is ticked.
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check({ timeout: 20_000 });
  const pay = page.getByRole('button', { name: 'Pay $150' });
  await page.getByLabel('Card number').waitFor({ timeout: 20_000 });
  await expect.poll(() => pay.isEnabled(), { timeout: 20_000 }).toBe(true);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  return pay;
}

const ownsCourse = async (page: Page) => {
  const dashboard = (await (await page.request.get(`${baseUrl}/api/dashboard`)).json()) as { entitlements: { courseId: string; isActive: boolean }[] };
  return dashboard.entitlements.some((entitlement) => entitlement.courseId === 'course_packet' && entitlement.isActive);
};

describe.skipIf(chromiumMissing)('payment paths in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("3-D Secure approved (phone): the bank's page, back to the site, 'Confirming…' until the late event, then the course", async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    const pay = await readyToPay(page, '4000 0025 0000 3155');
    await pay.click();
    await page.waitForURL((url) => url.pathname === '/local/stripe/authenticate', { timeout: 15_000 });
    await page.getByText('Confirm your payment of $150.00').waitFor();
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForURL((url) => url.pathname === '/payment-success' && url.searchParams.get('redirect_status') === 'succeeded', { timeout: 15_000 });
    // Stripe's event arrives a moment later (1.5 s on the local stack): never a false 'ready'.
    await expectHeading(page, 'Confirming your payment…');
    expect(await ownsCourse(page)).toBe(false);
    await expectHeading(page, 'Payment Successful!', 20_000);
    expect(await ownsCourse(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('3-D Secure failed (desktop): back to the site with nothing charged, and nothing granted', async () => {
    const { page } = await openPage(browser);
    const pay = await readyToPay(page, '4000 0025 0000 3155');
    await pay.click();
    await page.getByRole('button', { name: 'Fail authentication' }).click({ timeout: 15_000 });
    await page.waitForURL((url) => url.pathname === '/payment-success' && url.searchParams.get('redirect_status') === 'failed', { timeout: 15_000 });
    await expectHeading(page, 'Payment Not Completed');
    expect(await ownsCourse(page)).toBe(false);
    await page.context().close();
  });

  it('insufficient funds (phone): the decline reason, and she can pay again with another card', async () => {
    const { page } = await openPage(browser, { width: 390, height: 844 });
    const pay = await readyToPay(page, '4000 0000 0000 9995');
    await pay.click();
    await expectToast(page, 'Payment Failed');
    await page.getByText('Your card has insufficient funds.').first().waitFor();
    expect(page.url()).toBe(COURSE_CHECKOUT);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await pay.click();
    await expectToast(page, 'Payment Successful!');
    await expectHeading(page, 'Payment Successful!', 25_000);
    await page.context().close();
  });

  it("processing then succeeded (desktop): 'Processing your payment…', then the course once the bank settles", async () => {
    const { page } = await openPage(browser);
    const pay = await readyToPay(page, '4000 0000 0000 7726');
    await pay.click();
    await expectToast(page, 'Payment Processing');
    await page.waitForURL((url) => url.pathname === '/payment-success' && url.searchParams.get('redirect_status') === 'processing', { timeout: 15_000 });
    await expectHeading(page, 'Processing your payment…');
    await expectHeading(page, 'Payment Successful!', 30_000);
    expect(await ownsCourse(page)).toBe(true);
    await page.context().close();
  });
});
