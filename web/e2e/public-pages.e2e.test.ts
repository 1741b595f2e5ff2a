import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumMissing, launchBrowser, openPage } from './browser';
import './provided-context';

const baseUrl = inject('baseUrl');
const sesUrl = inject('e2eSesUrl');
/** The inbox the local stack sends leads to (infra/local/settings.ts). */
const supportInbox = process.env.SUPPORT_EMAIL ?? 'support@herway.local';

const SPEC_CONTACT_MESSAGES = [
  'First name is required',
  'Last name is required',
  'Invalid email address',
  'Please select your interest',
  'Message must be at least 10 characters',
];

const TERMS_SECTIONS = [
  'Services',
  'Eligibility',
  'Accounts',
  'Payments & Fees',
  'Refunds & Cancellations',
  'Intellectual Property',
  'User Conduct',
  'Limitation of Liability',
  'Disclaimer',
  'Termination',
  'Changes to Terms',
  'Contact Us',
];

const PRIVACY_SECTIONS = [
  'Information We Collect',
  'How We Use Your Information',
  'Sharing Your Information',
  'Cookies & Tracking',
  'Data Security',
  'Your Rights',
  "Children's Privacy",
  'Contact Us',
];

type OpenedWindow = { url: string; target?: string; features?: string; at: number };
type SesEmail = {
  from: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
};

declare global {
  interface Window {
    __opened: OpenedWindow[];
  }
}

/** Records window.open calls instead of opening tabs, so the test can fetch what would open. */
async function recordWindowOpen(page: Page) {
  await page.addInitScript(() => {
    window.__opened = [];
    window.open = (url?: string | URL, target?: string, features?: string) => {
      window.__opened.push({ url: String(url), target, features, at: Date.now() });
      return null;
    };
  });
}

const opened = (page: Page) => page.evaluate(() => window.__opened);

/** Waits for the page's one h1 to read `text` (pages load lazily after the URL changes). */
async function expectHeading(page: Page, text: string) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect.poll(() => heading.innerText(), { timeout: 10_000 }).toBe(text);
  expect(await heading.count()).toBe(1);
}

async function expectPdf(url: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

async function sesEmails(): Promise<SesEmail[]> {
  const response = await fetch(`${sesUrl}/store`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { emails: SesEmail[] }).emails;
}

/** Text in the toast on screen (Radix also copies it into a live region for screen readers). */
const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Notification/ })
    .getByRole('listitem')
    .getByText(text, { exact: true });

async function fillContactForm(page: Page, email: string) {
  await page.getByLabel('First name').fill('Ava');
  await page.getByLabel('Last name').fill('Lopez');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Sport/).fill('Soccer');
  await page.getByLabel("I'm interested in").selectOption('Free Consultation');
  await page.getByLabel('Message', { exact: true }).fill('Class of 2027 goalkeeper. Where should I start with D1 and D2 coaches?');
}

describe.skipIf(chromiumMissing)('the public pages in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows each page with its heading, title and key texts', async () => {
    const { page, errors } = await openPage(browser);

    await page.goto(`${baseUrl}/resources`);
    await expectHeading(page, 'Free Resources');
    await expect.poll(() => page.title()).toBe('Free Resources | HerWay');
    expect(await page.getByRole('article').count()).toBe(4);
    expect(await page.getByRole('button', { name: 'Download' }).count()).toBe(4);

    await page.goto(`${baseUrl}/faq`);
    await expectHeading(page, 'Frequently Asked Questions');
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['All', 'General', 'Mentorship', 'Course', 'Payment', 'Recruiting']);

    await page.goto(`${baseUrl}/contact`);
    await expectHeading(page, 'Get In Touch');
    await page.getByRole('heading', { level: 2, name: 'Send Us a Message' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Connect With Us' }).waitFor();
    expect(await page.getByRole('link', { name: supportInbox }).getAttribute('href')).toBe(`mailto:${supportInbox}`);

    await page.goto(`${baseUrl}/terms`);
    await expectHeading(page, 'Terms of Service');
    await page.getByText('Effective date: August 22, 2025').waitFor();
    const termsToc = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
    expect((await termsToc.allInnerTexts()).map((t) => t.replace(/^\d+\.\s*/, ''))).toEqual(TERMS_SECTIONS);

    await page.goto(`${baseUrl}/privacy`);
    await expectHeading(page, 'Privacy Policy');
    await page.getByText('Effective date: August 22, 2025').waitFor();
    const privacyHeadings = page.getByRole('article').getByRole('heading', { level: 2 });
    expect((await privacyHeadings.allInnerTexts()).map((t) => t.replace(/^\d+\.\s*/, ''))).toEqual(PRIVACY_SECTIONS);
    expect(await page.getByText(/graduation year, sport, position, stats, academic information, goals/).count()).toBe(1);

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('filters the FAQ by category and opens questions one by one', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${baseUrl}/faq`);
    await expectHeading(page, 'Frequently Asked Questions');
    const panel = page.getByRole('tabpanel');
    const allCount = await panel.getByRole('button').count();
    expect(allCount).toBeGreaterThan(10);

    // Wait for the selection rather than read it at once: on a busy machine it lands a moment after the input.
    await page.getByRole('tab', { name: 'Payment' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Payment' }).getAttribute('aria-selected'), { timeout: 10_000 }).toBe('true');
    await expect.poll(() => panel.getByRole('button').allInnerTexts(), { timeout: 10_000 }).toContain('Can I get a refund?');
    const paymentQuestions = await panel.getByRole('button').allInnerTexts();
    expect(paymentQuestions).toContain('Can I get a refund?');
    expect(paymentQuestions.length).toBeLessThan(allCount);

    // Keyboard: the arrow keys move to the next category.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { name: 'Recruiting' }).getAttribute('aria-selected'), { timeout: 10_000 }).toBe('true');
    await expect.poll(() => panel.getByRole('button').allInnerTexts(), { timeout: 10_000 }).toContain('Do I need a highlight video?');

    const video = panel.getByRole('button', { name: 'Do I need a highlight video?' });
    const late = panel.getByRole('button', { name: 'Is it too late to get recruited as a junior or senior?' });
    await video.click();
    await late.click();
    expect(await video.getAttribute('aria-expanded')).toBe('true');
    expect(await late.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => panel.getByText(/Coaches often watch a video/).isVisible()).toBe(true);
    await video.click();
    expect(await video.getAttribute('aria-expanded')).toBe('false');
    expect(await late.getAttribute('aria-expanded')).toBe('true');
    expect(await panel.getByText(/Coaches often watch a video/).count()).toBe(0);

    expect(
      await page
        .getByRole('link', { name: /contact us/i })
        .last()
        .getAttribute('href'),
    ).toBe('/contact');
    expect(await page.getByRole('link', { name: /mentorship packages/i }).getAttribute('href')).toBe('/mentorship');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows every contact validation message and sends nothing', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    const contactRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) contactRequests.push(request.method());
    });
    await page.goto(`${baseUrl}/contact`);
    await expectHeading(page, 'Get In Touch');

    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of SPEC_CONTACT_MESSAGES) await page.getByText(message, { exact: true }).waitFor();
    expect(await page.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
    // The first invalid field has the focus.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('given-name');

    await page.getByLabel('Email').fill('ava@');
    await page.getByLabel('Message', { exact: true }).fill('Too short');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Invalid email address', { exact: true }).waitFor();
    await page.getByText('Message must be at least 10 characters', { exact: true }).waitFor();
    expect(contactRequests).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends a contact message: toast, form reset, the lead to the support inbox and a confirmation to the sender', async () => {
    const { page, errors } = await openPage(browser);
    const sender = `ava.e2e.${Date.now()}@example.com`;
    await page.goto(`${baseUrl}/contact`);
    await expectHeading(page, 'Get In Touch');
    // The honeypot is there for bots but invisible to people.
    expect(await page.locator('input[name="website"]').count()).toBe(1);
    const honeypot = (await page.locator('input[name="website"]').boundingBox())!;
    expect(honeypot.x + honeypot.width).toBeLessThanOrEqual(0);
    expect(await page.locator('input[name="website"]').getAttribute('tabindex')).toBe('-1');

    await fillContactForm(page, sender);
    const reply = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    const response = await reply;
    expect(response.status()).toBe(200);
    expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({ email: sender, website: '' });

    await toast(page, 'Message sent successfully!').waitFor();
    await toast(page, "We'll get back to you within 24 hours.").waitFor();
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('');
    expect(await page.getByLabel('Email').inputValue()).toBe('');
    expect(await page.getByLabel("I'm interested in").inputValue()).toBe('');
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');

    const mailFor = async (predicate: (email: SesEmail) => boolean) => {
      await expect.poll(async () => (await sesEmails()).filter(predicate).length, { timeout: 10_000 }).toBe(1);
      return (await sesEmails()).find(predicate)!;
    };
    const lead = await mailFor((email) => email.destination.to.includes(supportInbox) && email.replyTo.includes(sender));
    expect(lead.body.text).toContain('Ava Lopez');
    expect(lead.body.text).toContain('Free Consultation');
    const confirmation = await mailFor((email) => email.destination.to.includes(sender));
    // It repeats nothing she typed: anyone can type someone else's address.
    expect(confirmation.body.text).toMatch(/^Hi,/);
    expect(confirmation.body.text).not.toContain('Ava');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the values and toasts the error when sending fails', async () => {
    const { page } = await openPage(browser);
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Something went wrong on our side. Please try again.' }),
      }),
    );
    await page.goto(`${baseUrl}/contact`);
    await expectHeading(page, 'Get In Touch');
    await fillContactForm(page, 'ava.kept@example.com');

    await page.getByRole('button', { name: 'Send Message' }).click();

    await toast(page, 'Error sending message').waitFor();
    await toast(page, 'Something went wrong on our side. Please try again.').waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Ava');
    expect(await page.getByLabel('Email').inputValue()).toBe('ava.kept@example.com');
    expect(await page.getByLabel("I'm interested in").inputValue()).toBe('Free Consultation');
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toMatch(/^Class of 2027 goalkeeper/);
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    await page.context().close();
  });

  it.each([
    ['20 Questions to Ask a College Coach', '20-questions-college-coach'],
    ['Coach Outreach Email Template', 'coach-outreach-template'],
    ['Athletic Resume Template', 'athletic-resume-template'],
  ])('downloads %s: the PDF opens in a new tab', async (title, key) => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    await recordWindowOpen(page);
    // Hold the answer a moment to see the pending state.
    await page.route(`**/api/download/${key}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto(`${baseUrl}/resources`);
    await expectHeading(page, 'Free Resources');
    const card = page.getByRole('article', { name: title });

    await card.getByRole('button', { name: 'Download' }).click();

    const pending = card.getByRole('button', { name: 'Downloading...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    await toast(page, 'Download started').waitFor();
    const calls = await opened(page);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ target: '_blank', features: 'noopener' });
    expect(calls[0]!.url).toMatch(/^http/);
    await expectPdf(calls[0]!.url);
    expect(await card.getByRole('button', { name: 'Download' }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('downloads the School Fit Ranking System: every file opens, 2 s apart', async () => {
    const { page, errors } = await openPage(browser);
    await recordWindowOpen(page);
    await page.goto(`${baseUrl}/resources`);
    await expectHeading(page, 'Free Resources');

    await page.getByRole('article', { name: 'School Fit Ranking System' }).getByRole('button', { name: 'Download' }).click();

    await toast(page, 'Download started').waitFor();
    await expect.poll(async () => (await opened(page)).length, { timeout: 6_000 }).toBe(2);
    const [first, second] = await opened(page);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(1900);
    expect(first!.url).not.toBe(second!.url);
    for (const call of [first!, second!]) {
      expect(call).toMatchObject({ target: '_blank', features: 'noopener' });
      await expectPdf(call.url);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('toasts a download the server cannot find', async () => {
    const { page } = await openPage(browser);
    await recordWindowOpen(page);
    await page.route('**/api/download/athletic-resume-template', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ message: 'There is no resource called "x"' }) }),
    );
    await page.goto(`${baseUrl}/resources`);
    await expectHeading(page, 'Free Resources');
    await page.getByRole('article', { name: 'Athletic Resume Template' }).getByRole('button', { name: 'Download' }).click();
    await toast(page, 'Download failed').waitFor();
    await toast(page, 'There is no resource called "x"').waitFor();
    expect(await opened(page)).toEqual([]);
    await page.context().close();
  });

  it('answers an unknown resource key with 404 JSON', async () => {
    const response = await fetch(`${baseUrl}/api/download/no-such-resource`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
  });

  it.each([
    [1280, 900],
    [390, 844],
  ])('scrolls the terms to a section from the table of contents (%i px)', async (width, height) => {
    const { page, errors } = await openPage(browser, { width, height });
    await page.goto(`${baseUrl}/terms`);
    await expectHeading(page, 'Terms of Service');
    const section = page.locator('section#limitation-of-liability');
    expect(await section.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(height);

    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: /Limitation of Liability/ })
      .click();

    // Smooth: the position settles, with the heading just under the sticky header.
    await expect.poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5_000 }).toBeGreaterThanOrEqual(64);
    await expect.poll(() => section.evaluate((el) => el.getBoundingClientRect().top < 200), { timeout: 5_000 }).toBe(true);
    const heading = page.getByRole('heading', { level: 2, name: /Limitation of Liability/ });
    expect(await heading.isVisible()).toBe(true);
    const box = (await heading.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(64); // below the 64 px sticky navigation bar
    expect(box.y + box.height).toBeLessThan(height);
    expect(page.url()).toBe(`${baseUrl}/terms#limitation-of-liability`);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('limitation-of-liability');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
