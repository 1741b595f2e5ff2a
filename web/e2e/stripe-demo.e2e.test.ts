import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newAdmin, signInAdminByApi } from './admin-sign-in';
import { chromiumMissing, launchBrowser, openPage } from './browser';
import './provided-context';

// The payment demo pages against `npm start`'s own stack: /test-stripe pays through the real
// payment handlers, the local Stripe's test-card form (the web app is built without a publishable
// key), the signed webhook and the fulfilment consumer; /stripe-debug runs its diagnostics against
// the same stack.

const baseUrl = inject('baseUrl');
const WAIT = { timeout: 20_000 };

/** Waits for the page's one h1 to read `text` (pages load lazily after the URL changes). */
async function expectHeading(page: Page, text: string) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect.poll(() => heading.innerText(), WAIT).toBe(text);
  expect(await heading.count()).toBe(1);
}

interface AdminPayment {
  stripePaymentIntentId: string;
  userId: string | null;
  amount: string;
  status: string;
  productType: string | null;
}

/** The payment as the admin's payments list shows it, once the consumer has recorded it. */
async function recordedPayment(browser: Browser, paymentIntentId: string): Promise<AdminPayment> {
  const { page } = await openPage(browser);
  try {
    await signInAdminByApi(page.request, baseUrl, await newAdmin());
    let found: AdminPayment | undefined;
    await expect
      .poll(
        async () => {
          const response = await page.request.get(`${baseUrl}/api/payments?limit=100`);
          const { items } = (await response.json()) as { items: AdminPayment[] };
          found = items.find((payment) => payment.stripePaymentIntentId === paymentIntentId);
          return found?.status;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe('succeeded');
    return found as AdminPayment;
  } finally {
    await page.context().close();
  }
}

describe.skipIf(chromiumMissing)('payment demo pages in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('/test-stripe pays $400 with the local test card, lands on /demo-payment-success, and the payment is recorded granting nothing', async () => {
    const { page, errors } = await openPage(browser);
    const opened = page.waitForResponse((response) => response.url().endsWith('/api/demo/test-payment') && response.request().method() === 'POST');
    await page.goto(`${baseUrl}/test-stripe`);
    await expectHeading(page, 'Test Stripe');
    expect(await page.getByRole('note', { name: 'Demo page' }).innerText()).toContain('Demo page — test mode');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const summary = page.getByRole('region', { name: 'Order summary' });
    expect(await summary.innerText()).toMatch(/Starter Package[\s\S]*5 one-on-one mentorship sessions[\s\S]*\$400/);

    const reply = (await (await opened).json()) as { paymentIntentId: string; amount: number };
    expect(reply.amount).toBe(400);
    await page.getByText(/Test mode: 4242 4242 4242 4242 succeeds/).waitFor(WAIT);

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay $400' }).click();
    await page
      .getByRole('region', { name: /Notification/ })
      .getByText('Payment Successful!', { exact: true })
      .first()
      .waitFor(WAIT);

    await page.waitForURL(`${baseUrl}/demo-payment-success`, WAIT);
    // That page is another feature's: its own one h1, whatever its wording, not the 404 page.
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.innerText(), WAIT).not.toBe('Test Stripe');
    expect(await heading.count()).toBe(1);
    expect(await heading.innerText()).not.toBe('404 Page Not Found');

    const payment = await recordedPayment(browser, reply.paymentIntentId);
    expect(payment).toMatchObject({ amount: '400.00', status: 'succeeded', productType: 'custom', userId: null });
    expect(errors).toEqual([]);
  });

  it('/stripe-debug: Run Diagnostics logs each of the four steps with a timestamp and success on the local stack; Clear Logs empties the log', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl}/stripe-debug`);
    await expectHeading(page, 'Stripe Debug');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const log = page.getByRole('log', { name: 'Diagnostics log' });
    const lines = log.getByRole('listitem');

    await page.getByRole('button', { name: 'Run Diagnostics' }).click();
    await log.getByText(/Diagnostics finished/).waitFor(WAIT);
    const text = await lines.allInnerTexts();
    for (const line of text) expect(line).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] [•✓!✗] /);
    const results = text.map((line) => line.replace(/^\[[\d:.]+\] /, ''));
    for (const expected of [
      /^✓ Publishable key: none: the local test-card form is used$/,
      /^✓ Local test-card form loaded \(\d+ ms\)$/,
      /^✓ API reachable \(200, \d+ ms\), stage local$/,
      /^✓ Payment intent created: pi_\w+ \(requires_payment_method, \d+ ms\)$/,
      /^✓ Payment intent retrieved \(requires_payment_method, \d+ ms\)$/,
      /^✓ Payment intent cancelled \(canceled, \d+ ms\)$/,
      /^✓ Payment-intent round trip passed \(local Stripe emulator, test mode, \$1 intent cancelled, \d+ ms\)$/,
      /^✓ Diagnostics finished: 4 passed$/,
    ]) {
      expect(
        results.some((line) => expected.test(line)),
        String(expected),
      ).toBe(true);
    }
    expect(results.filter((line) => line.startsWith('✗') || line.startsWith('!'))).toEqual([]);
    expect(await page.getByRole('button', { name: 'Run Diagnostics' }).isEnabled()).toBe(true);

    await page.getByRole('button', { name: 'Clear Logs' }).click();
    await expect.poll(() => lines.count(), WAIT).toBe(0);
    expect(await log.innerText()).toContain('No logs yet');
    expect(errors).toEqual([]);
  });
});
