import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumMissing, launchBrowser, openPage } from './browser';
import './provided-context';

// The checkout pages against `npm start`'s own stack: the real payment handlers, the local Stripe
// (its test-card form, since the web app is built without a publishable key), the signed webhook,
// the local event bus and the fulfilment consumer.

const baseUrl = inject('baseUrl');
/** The course's buy button: a pre-order until an admin releases content, then 'Get the Course Packet'. */
const COURSE_BUTTON = /^(Pre-order|Get) the Course Packet$/;
const GROWTH_CHECKOUT = `${baseUrl}/protected-checkout?type=mentorship&packageType=growth&amount=560&totalSessions=8`;
const COURSE_CHECKOUT = `${baseUrl}/protected-checkout?type=course&courseType=full_packet&amount=150`;
const STARTER_CHECKOUT = `${baseUrl}/protected-checkout?type=mentorship&packageType=starter&amount=400&totalSessions=5`;

/** Waits for the page's one h1 to read `text` (pages load lazily after the URL changes). */
async function expectHeading(page: Page, text: string) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect.poll(() => heading.innerText(), { timeout: 15_000 }).toBe(text);
  expect(await heading.count()).toBe(1);
}

/** The toast on screen (one at a time), once it reads `text`. */
async function expectToast(page: Page, text: string) {
  await page
    .getByRole('region', { name: /Notification/ })
    .getByText(text, { exact: true })
    .first()
    .waitFor({ timeout: 15_000 });
}

/** A fresh athlete, signed in on this page's context (the API sets the session cookies). */
async function registerAthlete(page: Page): Promise<{ email: string; password: string }> {
  const athlete = { email: `buyer-${randomUUID()}@example.com`, password: `Pay-${randomUUID()}` };
  const response = await page.request.post(`${baseUrl}/api/auth/register`, {
    headers: { Origin: baseUrl, 'Content-Type': 'application/json' },
    data: { ...athlete, firstName: 'Ava', lastName: 'Buyer', confirmPassword: athlete.password, ageConfirmed: true },
  });
  expect(response.status()).toBeLessThan(300);
  return athlete;
}

interface DashboardReply {
  coursePurchases: Array<{ courseType: string; status: string }>;
  mentorshipPackages: Array<{ packageType: string; status: string; totalSessions: number; sessionsRemaining: number; sessionsUsed: number }>;
  entitlements: Array<{ courseId: string; isActive: boolean }>;
}

async function dashboardOf(page: Page): Promise<DashboardReply> {
  const response = await page.request.get(`${baseUrl}/api/dashboard`);
  expect(response.status()).toBe(200);
  return (await response.json()) as DashboardReply;
}

/** Fulfilment is asynchronous (webhook → event bus → consumer): ask until it shows, for a while. */
async function pollDashboard<T>(page: Page, read: (dashboard: DashboardReply) => T, expected: T) {
  await expect.poll(async () => read(await dashboardOf(page)), { timeout: 30_000, interval: 500 }).toEqual(expected);
}

async function fillCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel(/Postal code/).fill('94105');
}

/** The value of a count card, by its label, inside `scope`. */
function count(scope: Locator, label: string): Promise<string> {
  return scope
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
}

/** Ticks the terms box: the payment session and its card form open only then. */
async function agreeToTerms(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check({ timeout: 20_000 });
}

/** 'Pay $X' once the payment session and its form are ready (after agreeToTerms). */
async function payButtonReady(page: Page, amount: string): Promise<Locator> {
  await page.getByLabel('Card number').waitFor({ timeout: 20_000 });
  const button = page.getByRole('button', { name: `Pay ${amount}` });
  await button.waitFor({ timeout: 20_000 });
  await expect.poll(() => button.isEnabled(), { timeout: 20_000 }).toBe(true);
  return button;
}

describe.skipIf(chromiumMissing)('checkout in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('buys the Growth package with ATHLETE20 and finds it on the dashboard', async () => {
    const { page, errors } = await openPage(browser);
    const stripeRequests: string[] = [];
    page.on('request', (request) => {
      if (/stripe\.com/.test(request.url())) stripeRequests.push(request.url());
    });
    await registerAthlete(page);

    // From the pricing cards to the protected checkout.
    await page.goto(`${baseUrl}/mentorship`);
    await expectHeading(page, 'Mentorship Program');
    await page.getByRole('article', { name: 'Growth', exact: true }).getByRole('button', { name: 'Choose Growth' }).click();
    await page.waitForURL(GROWTH_CHECKOUT);
    await expectHeading(page, 'Secure Checkout');
    await page.getByRole('heading', { level: 2, name: 'GROWTH Mentorship Package' }).waitFor({ timeout: 20_000 });
    // Nothing is opened before the terms box is ticked: Pay asks for it.
    await page.getByRole('button', { name: 'Pay $560' }).click({ timeout: 20_000 });
    await page.getByRole('alert').getByText('Please agree to the Terms of Service to complete your purchase.').waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await agreeToTerms(page);
    await payButtonReady(page, '$560');
    expect(await page.getByText(/^Test mode: 4242 4242 4242 4242 succeeds/).isVisible()).toBe(true);
    expect(await page.title()).toBe('Secure Checkout | HerWay');

    // ATHLETE20: $560 struck through, $448 to pay, and a new payment session at that price.
    const code = page.getByLabel(/Discount code/);
    await code.pressSequentially('athlete20');
    expect(await code.inputValue()).toBe('ATHLETE20');
    await code.press('Enter');
    await expectToast(page, 'Discount Applied!');
    await page.getByText('Discount: ATHLETE20 (-$112)').waitFor();
    expect(await page.locator('s', { hasText: '$560' }).isVisible()).toBe(true);
    expect(await page.getByText('Price after discount: $448', { exact: true }).isVisible()).toBe(true);
    const pay = await payButtonReady(page, '$448');

    // Unticked again, Pay asks for the terms; ticked, the test card pays.
    await fillCard(page, '4242 4242 4242 4242');
    const terms = page.getByRole('checkbox', { name: 'I agree to the Terms of Service and understand that all sales are final and non-refundable.' });
    await terms.uncheck();
    await pay.click();
    await page.getByRole('alert').getByText('Please agree to the Terms of Service to complete your purchase.').waitFor();
    await terms.check();
    await pay.click();
    await expectToast(page, 'Payment Successful!');

    // The success page offers the mentors, with her own booking links.
    await page.waitForURL((url) => url.pathname === '/payment-success' && url.search.startsWith('?type=mentorship&package=growth&payment_intent=pi_'), {
      timeout: 20_000,
    });
    await expectHeading(page, 'Payment Successful!');
    await page.getByRole('heading', { level: 2, name: 'Choose Your Mentor' }).waitFor();
    const maya = page.getByRole('link', { name: /Schedule 60-min session with Maya Reynolds/ });
    expect(await maya.getAttribute('target')).toBe('_blank');
    await expect.poll(async () => new URL((await maya.getAttribute('href')) ?? '', baseUrl).pathname, { timeout: 15_000 }).toBe('/local/scheduler');
    expect(await page.getByRole('link', { name: /Schedule 60-min session with Jordan Ellis/ }).count()).toBe(1);

    // Fulfilment: an active Growth package with 8 sessions, paid $448.
    await pollDashboard(
      page,
      (d) =>
        d.mentorshipPackages.map((p) => ({
          packageType: p.packageType,
          status: p.status,
          totalSessions: p.totalSessions,
          sessionsRemaining: p.sessionsRemaining,
        })),
      [{ packageType: 'growth', status: 'active', totalSessions: 8, sessionsRemaining: 8 }],
    );
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    const growth = page.getByRole('article', { name: 'Growth Package' });
    await growth.waitFor({ timeout: 20_000 });
    expect(await growth.getByText('0 of 8 sessions used').isVisible()).toBe(true);
    expect(await count(page.getByRole('region', { name: 'Summary' }), 'Active Mentorship Packages')).toBe('1');

    expect(stripeRequests).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('buys the course packet and finds the purchase on the dashboard', async () => {
    const { page, errors } = await openPage(browser);
    await registerAthlete(page);

    await page.goto(`${baseUrl}/course`);
    await expectHeading(page, 'Course Packet');
    await page.getByRole('button', { name: COURSE_BUTTON }).first().click();
    await page.waitForURL(COURSE_CHECKOUT);
    await page.getByRole('heading', { level: 2, name: 'Complete Course Packet' }).waitFor({ timeout: 20_000 });
    await agreeToTerms(page);
    const pay = await payButtonReady(page, '$150');
    await fillCard(page, '4242424242424242');
    await pay.click();
    await expectToast(page, 'Payment Successful!');

    await page.waitForURL((url) => url.pathname === '/payment-success' && url.search.startsWith('?type=course&package=full_packet&payment_intent=pi_'), {
      timeout: 20_000,
    });
    await expectHeading(page, 'Payment Successful!');
    await page.getByRole('heading', { level: 2, name: "What's Next?" }).waitFor();
    expect(await page.getByRole('link', { name: 'Contact Us' }).first().getAttribute('href')).toBe('/contact');

    await pollDashboard(page, (d) => d.coursePurchases.map((c) => ({ courseType: c.courseType, status: c.status })), [
      { courseType: 'full_packet', status: 'active' },
    ]);
    await page.goto(`${baseUrl}/dashboard`);
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.waitFor({ timeout: 20_000 });
    await expect.poll(() => count(summary, 'Purchased Courses'), { timeout: 15_000 }).toBe('1');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a declined card shows Payment Failed and grants nothing; the next card can still pay', async () => {
    const { page, errors } = await openPage(browser);
    await registerAthlete(page);

    await page.goto(STARTER_CHECKOUT);
    await expectHeading(page, 'Secure Checkout');
    await agreeToTerms(page);
    const pay = await payButtonReady(page, '$400');
    await fillCard(page, '4000 0000 0000 0002');
    await pay.click();
    await expectToast(page, 'Payment Failed');
    await page
      .getByRole('region', { name: /Notification/ })
      .getByText('Your card was declined.')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/protected-checkout');
    await payButtonReady(page, '$400');
    expect((await dashboardOf(page)).mentorshipPackages).toEqual([]);

    // The same payment session takes another card; exactly one package comes of it.
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await pay.click();
    await expectToast(page, 'Payment Successful!');
    await page.waitForURL((url) => url.pathname === '/payment-success' && url.search.startsWith('?type=mentorship&package=starter&payment_intent=pi_'), {
      timeout: 20_000,
    });
    await pollDashboard(page, (d) => d.mentorshipPackages.map((p) => `${p.packageType}:${p.status}:${p.totalSessions}`), ['starter:active:5']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a signed-out visitor is sent to /login, and comes back to the checkout after signing in', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(GROWTH_CHECKOUT);
    await expectHeading(page, 'Secure Checkout');
    await expectToast(page, 'Login Required');
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(new URL(GROWTH_CHECKOUT).pathname + new URL(GROWTH_CHECKOUT).search);
    await expectHeading(page, 'Athlete Login');

    // An account made elsewhere (its cookies stay in that other context), then signing in here.
    const elsewhere = await openPage(browser);
    const athlete = await registerAthlete(elsewhere.page);
    await elsewhere.page.context().close();
    await page.getByLabel('Email').fill(athlete.email);
    await page.getByLabel('Password').fill(athlete.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(GROWTH_CHECKOUT, { timeout: 15_000 });
    await agreeToTerms(page);
    await payButtonReady(page, '$560');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['/protected-checkout?type=mentorship&packageType=elite&amount=650&totalSessions=10', 'Pay $650'],
    ['/payment-success?type=mentorship&package=elite', 'Go to Dashboard'],
    ['/checkout?amount=75&description=Highlight%20video%20review', 'Continue to Payment'],
  ])('%s fits a 390 px phone without horizontal scrolling', async (path, ready) => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await registerAthlete(page);
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole(ready.startsWith('Go to') ? 'link' : 'button', { name: ready }).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('takes a custom payment on /checkout', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl}/checkout?amount=75&description=Highlight%20video%20review`);
    await expectHeading(page, 'Checkout');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expectToast(page, 'Information Required');
    await page.getByLabel('Parent/guardian name').fill('Maria Buyer');
    await page.getByLabel('Athlete name').fill('Ava Buyer');
    await page.getByLabel('Email', { exact: true }).fill(`parent-${randomUUID()}@example.com`);
    await agreeToTerms(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    const pay = await payButtonReady(page, '$75');
    await fillCard(page, '4242 4242 4242 4242');
    await pay.click();
    await expectToast(page, 'Payment Successful!');
    await page.waitForURL((url) => url.pathname === '/payment-success' && url.searchParams.get('payment_intent')?.startsWith('pi_') === true, {
      timeout: 20_000,
    });
    await expectHeading(page, 'Payment Successful!');
    await page.getByRole('heading', { level: 2, name: "What's Next?" }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
