import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumMissing, launchBrowser, openPage } from './browser';
import './provided-context';

// The demo and design pages (docs/product-rules.md#pages) against `npm start`'s own stack: marked, unindexed, never
// in the navigation, and unable to take money; the discount check is the real API's.

const baseUrl = inject('baseUrl');

/** Generous: two cores are shared with other test runs. */
const WAIT = { timeout: 15_000 };

/** Every demo and design page (/test-stripe and /stripe-debug are built separately). */
const DEMO_PATHS = ['/checkout-demo', '/demo-payment-success', '/test-stripe', '/stripe-debug', '/hero-options', '/image-options', '/discount-demo'];

/** Waits for the page's one h1 to read `text` (pages load lazily after the URL changes). */
async function expectHeading(page: Page, text: string) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect.poll(() => heading.innerText(), WAIT).toBe(text);
  expect(await heading.count()).toBe(1);
}

/** The toast on screen (one at a time), once it shows `text`. */
async function expectToast(page: Page, text: string) {
  await page
    .getByRole('region', { name: /Notification/ })
    .getByText(text, { exact: true })
    .first()
    .waitFor(WAIT);
}

/** The value next to a `<dt>` label inside `scope`. */
function termValue(scope: Locator, label: string): Promise<string> {
  return scope
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
}

/** Requests the page sends to the API other than reads (a demo must never write anything). */
function recordApiWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/')) writes.push(`${request.method()} ${request.url()}`);
  });
  return writes;
}

describe.skipIf(chromiumMissing)('demo and design pages in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('/checkout-demo: Pay looks disabled and asks for the terms; agreed, it only says Demo Complete', async () => {
    const { page, errors } = await openPage(browser);
    const writes = recordApiWrites(page);
    await page.goto(`${baseUrl}/checkout-demo`);
    await expectHeading(page, 'Checkout Demo');
    expect(await page.getByRole('note', { name: 'Demo page' }).isVisible()).toBe(true);
    await page.getByRole('heading', { level: 2, name: 'Premium Mentorship Package' }).waitFor(WAIT);

    const pay = page.getByRole('button', { name: 'Pay $250' });
    expect(await pay.getAttribute('aria-disabled')).toBe('true');
    expect(Number(await pay.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(1);
    // Playwright will not click what aria-disabled marks as disabled; a person can, so force it.
    await pay.click({ force: true });
    await expectToast(page, 'Terms Agreement Required');
    await expectToast(page, 'Please agree to the Terms of Service to complete your purchase.');
    const terms = page.getByRole('checkbox', { name: /I agree to the Terms of Service/ });
    expect(await terms.evaluate((el) => el === document.activeElement)).toBe(true);

    await terms.check();
    expect(await pay.getAttribute('aria-disabled')).toBe('false');
    await pay.click();
    await expectToast(page, 'Demo Complete');
    expect(await page.getByLabel(/Card number/).count()).toBe(0);
    expect(page.url()).toBe(`${baseUrl}/checkout-demo`);
    expect(writes).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("/demo-payment-success: the Starter package and each mentor's scheduling link in a new tab", async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl}/demo-payment-success`);
    await expectHeading(page, 'Demo Payment Success');
    expect(await page.getByRole('heading', { level: 2, name: 'Payment Successful!' }).isVisible()).toBe(true);
    const summary = page.getByRole('region', { name: 'Your package' });
    expect(await termValue(summary, 'Sessions')).toBe('5 one-on-one sessions');
    expect(await termValue(summary, 'Amount')).toBe('$400');
    expect(await termValue(summary, 'Access')).toBe('6 months');

    const mentors = page.getByRole('region', { name: 'Choose Your Mentor' });
    for (const [name, href] of [
      ['Schedule 60-min session with Maya Reynolds', 'https://calendly.com/herway-maya/60min'],
      ['Schedule 60-min session with Jordan Ellis', 'https://calendly.com/herway-jordan/60min'],
    ] as const) {
      const link = mentors.getByRole('link', { name: new RegExp(name) });
      expect(await link.getAttribute('href')).toBe(href);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    expect(await page.getByRole('region', { name: 'What happens next' }).locator('ol > li').count()).toBe(3);
    expect(await page.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/discount-demo: copies a code to the clipboard, and the real API takes ATHLETE20 off $500', async () => {
    const { page, errors } = await openPage(browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.goto(`${baseUrl}/discount-demo`);
    await expectHeading(page, 'Discount Demo');
    const codes = page.getByRole('region', { name: 'Sample codes' }).getByRole('button');
    expect(await codes.count()).toBe(6);

    await page.getByRole('button', { name: /^ATHLETE20 / }).click();
    await expectToast(page, 'Code Copied!');
    await expectToast(page, 'ATHLETE20 is on your clipboard. Paste it at checkout.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('ATHLETE20');

    // The copied code in the entry goes to POST /api/validate-discount on the $500 sample.
    const tester = page.getByRole('region', { name: 'Try a code' });
    const code = tester.getByLabel(/Discount code/);
    await code.fill(await page.evaluate(() => navigator.clipboard.readText()));
    const validated = page.waitForResponse((response) => response.url() === `${baseUrl}/api/validate-discount`);
    await code.press('Enter');
    const reply = await validated;
    expect(reply.status()).toBe(200);
    expect(await reply.json()).toMatchObject({ valid: true, discount: { code: 'ATHLETE20', originalAmount: 500, discountAmount: 100, finalAmount: 400 } });
    await tester.getByText('Discount: ATHLETE20 (-$100)').waitFor(WAIT);
    expect(await termValue(tester, 'Discount')).toBe('-$100');
    expect(await termValue(tester, 'Final amount')).toBe('$400');
    expect(await tester.getByText('Price after discount: $400', { exact: true }).isVisible()).toBe(true);

    expect(await page.getByRole('link', { name: 'Open Checkout ($500 sample)' }).getAttribute('href')).toBe(
      '/checkout?amount=500&description=Discount+demo+sample+purchase',
    );
    expect(await page.getByRole('link', { name: 'Open Protected Checkout (Starter package)' }).getAttribute('href')).toBe(
      '/protected-checkout?type=mentorship&packageType=starter&amount=400&totalSessions=5',
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/image-options: a confirmed choice reaches the Home hero', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl}/image-options`);
    await expectHeading(page, 'Image Options');
    expect(await page.getByRole('article').count()).toBe(8);
    // Every illustration loads.
    await expect
      .poll(
        () =>
          page
            .getByRole('article')
            .locator('img')
            .evaluateAll((imgs: HTMLImageElement[]) => imgs.map((img) => img.complete && img.naturalWidth === 800)),
        WAIT,
      )
      .toEqual(Array(8).fill(true));

    await page.getByRole('button', { name: 'Use this image: Lane Four' }).click();
    const dialog = page.getByRole('dialog', { name: 'Use “Lane Four” on the Home page?' });
    await dialog.waitFor(WAIT);
    await dialog.getByRole('button', { name: 'Use image and go Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expectHeading(page, 'Her Process, Her Future, HerWay');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('selectedHeroImage'))) ?? 'null')).toMatchObject({ image: '/images/hero/swimming.svg' });
    const hero = page.getByRole('region', { name: 'Her Process, Her Future, HerWay' }).locator('img');
    expect(await hero.getAttribute('src')).toBe('/images/hero/swimming.svg');
    expect(await hero.getAttribute('alt')).toBe('Illustration: a swimmer racing down her lane between lane ropes');
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), WAIT).toBe(true);

    // Still chosen after a reload (Home is prerendered with the default; hydration switches it), and marked on the options page.
    await page.reload();
    await expect
      .poll(() => page.getByRole('region', { name: 'Her Process, Her Future, HerWay' }).locator('img').getAttribute('src'), WAIT)
      .toBe('/images/hero/swimming.svg');
    await page.goto(`${baseUrl}/image-options`);
    await page.getByRole('article', { name: 'Lane Four' }).getByText('On Home').waitFor(WAIT);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/hero-options: four previews with the real heading, at desktop and phone width', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseUrl}/hero-options`);
    await expectHeading(page, 'Hero Options');
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
      'Split with illustration',
      'Centred',
      'Full-bleed image with overlay',
      'Card over image',
    ]);
    const split = page.getByRole('region', { name: 'Split with illustration' });
    await split.getByText('For female athletes, by female athletes').waitFor(WAIT);
    const frame = split.locator('[data-preview-width]');
    expect((await frame.boundingBox())?.width).toBeGreaterThan(900);
    await split.getByRole('button', { name: 'Phone' }).click();
    await expect.poll(async () => (await frame.boundingBox())?.width, WAIT).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('every demo page is marked noindex and is not linked from the navigation or the footer', async () => {
    const { page } = await openPage(browser);
    // The paths the shell (navigation bar, mobile menu, footer) links to; the skip link is '#main-content'.
    const shellPaths = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('a[href]')].filter((a) => !a.closest('main')).map((a) => (a.getAttribute('href') ?? '').split(/[?#]/)[0] ?? ''),
      );

    await page.goto(baseUrl);
    await expectHeading(page, 'Her Process, Her Future, HerWay');
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    const homeLinks = await shellPaths();
    expect(homeLinks.length).toBeGreaterThan(5);
    expect(homeLinks.filter((path) => DEMO_PATHS.includes(path))).toEqual([]);

    for (const path of DEMO_PATHS) {
      await page.goto(`${baseUrl}${path}`);
      await page.locator('meta[name="robots"][content="noindex"]').waitFor({ state: 'attached', ...WAIT });
      expect(await page.locator('meta[name="robots"]').count(), path).toBe(1);
      expect(
        (await shellPaths()).filter((linked) => DEMO_PATHS.includes(linked)),
        path,
      ).toEqual([]);
    }
    await page.context().close();
  });
});
