import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumMissing, launchBrowser, openPage } from './browser';
import { bookInScheduler, expectHeading, payWithCard, refreshUntil, schedulerClock, subjectsSentTo } from './journey-steps';
import './provided-context';

// The family's path at 390 px (docs/family.md): an athlete invites her parent, who creates her
// parent account from the invitation's page, accepts, sees her athlete, pays for her; the athlete's
// session reminder reaches both of them on the local Scheduler's clock; the athlete ends the link.

const baseUrl = inject('baseUrl');
const sesUrl = inject('e2eSesUrl');
const schedulerUrl = inject('e2eStackEnv').SCHEDULER_ENDPOINT ?? '';
const HOUR = 3_600_000;
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'recruit-me-2027';

const dayAt = (from: Date, days: number, hour: number) => new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days, hour));

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), page.url()).toBe(true);
}

async function fillRegistration(page: Page, first: string, last: string): Promise<void> {
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
}

/** The /family/accept/<token> link of the newest invitation e-mailed to `address`. */
async function invitationLink(address: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const { emails } = (await (await fetch(`${sesUrl}/store`)).json()) as { emails: { destination: { to: string[] }; body: { text?: string } }[] };
        const mail = emails.filter((email) => email.destination.to.includes(address)).at(-1);
        link = /https?:\/\/\S+(\/family\/accept\/[A-Za-z0-9_-]{43})/.exec(mail?.body.text ?? '')?.[1] ?? '';
        return link;
      },
      { timeout: 20_000, interval: 300 },
    )
    .not.toBe('');
  return link;
}

describe.skipIf(chromiumMissing)("the family's path at 390 px: invite, accept, pay for her, both reminded, link ended", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('from the invitation to the ended link', { timeout: 240_000 }, async () => {
    const athleteEmail = `family-athlete-${randomUUID()}@example.com`;
    const parentEmail = `family-parent-${randomUUID()}@example.com`;
    const { page: ava, errors: avaErrors } = await openPage(browser, PHONE);
    const { page: dana, errors: danaErrors } = await openPage(browser, PHONE);

    // The athlete registers and invites her parent on /family.
    await ava.goto(`${baseUrl}/register`);
    await fillRegistration(ava, 'Ava', 'Lopez');
    await ava.getByLabel('Email').fill(athleteEmail);
    await ava.getByRole('checkbox', { name: 'I am 13 years of age or older' }).check();
    await ava.getByRole('button', { name: 'Create Account' }).click();
    await ava.waitForURL((url) => url.pathname !== '/register', { timeout: 20_000 });
    await ava.goto(`${baseUrl}/family`);
    await ava.getByLabel("Your parent's or guardian's e-mail").fill(parentEmail);
    await ava.getByRole('button', { name: 'Send invitation' }).click();
    await ava.getByText(parentEmail).first().waitFor({ timeout: 15_000 });
    await expectNoSidewaysScroll(ava);

    // The parent opens the e-mailed link signed out and creates her parent account from it.
    const acceptPath = await invitationLink(parentEmail);
    await dana.goto(`${baseUrl}${acceptPath}`);
    await dana.getByRole('link', { name: 'Create a parent or guardian account' }).click();
    await dana.waitForURL((url) => url.pathname === '/register');
    expect(await dana.getByLabel('Email').inputValue()).toBe(parentEmail);
    await expectNoSidewaysScroll(dana);
    await fillRegistration(dana, 'Dana', 'Lopez');
    await dana.getByRole('checkbox', { name: 'I am 18 years of age or older' }).check();
    await dana.getByRole('button', { name: 'Create Account' }).click();
    await dana.waitForURL(`${baseUrl}${acceptPath}`, { timeout: 20_000 });
    await expectNoSidewaysScroll(dana);
    await dana.getByRole('button', { name: 'Accept' }).click();
    await dana.waitForURL(`${baseUrl}/family`, { timeout: 20_000 });
    await expectNoSidewaysScroll(dana);

    // She sees her athlete and opens her view.
    await dana.getByRole('link', { name: /See Ava’s progress/ }).click();
    await dana.waitForURL((url) => url.pathname.startsWith('/family/athletes/'));
    const athletePage = new URL(dana.url()).pathname;
    await expectHeading(dana, 'Ava Lopez');
    await expectNoSidewaysScroll(dana);

    // She pays for her: the pricing page, Growth, the checkout naming Ava, the local card form.
    await dana.getByRole('link', { name: 'Buy sessions for Ava' }).click();
    await dana.waitForURL((url) => url.pathname === '/mentorship' && url.searchParams.has('for'));
    await expectHeading(dana, 'Mentorship Program');
    await expectNoSidewaysScroll(dana);
    await dana.getByRole('article', { name: 'Growth', exact: true }).getByRole('button', { name: 'Choose Growth' }).click();
    await dana.waitForURL((url) => url.pathname === '/protected-checkout' && url.searchParams.has('for'));
    await dana.getByText('Ava Lopez').waitFor({ timeout: 20_000 });
    await payWithCard(dana, '$560');
    await dana.waitForURL((url) => url.pathname === '/payment-success', { timeout: 20_000 });
    await expectHeading(dana, 'Ava’s package is ready');
    expect(await dana.getByRole('link', { name: 'See Ava’s page' }).getAttribute('href')).toBe(athletePage);
    await expectNoSidewaysScroll(dana);

    // The package is the athlete's.
    await ava.goto(`${baseUrl}/dashboard`);
    const growth = ava.getByRole('article', { name: 'Growth Package' });
    await expect.poll(async () => (await growth.count()) > 0 || (await ava.reload(), false), { timeout: 30_000, interval: 500 }).toBe(true);
    await expectNoSidewaysScroll(ava);

    // She books a session in three days through the local scheduler; its reminder reaches both.
    await ava.goto(`${baseUrl}/sessions`);
    await expectHeading(ava, 'Your Mentorship Sessions');
    const kept = dayAt(await schedulerClock(schedulerUrl), 3, 16);
    await bookInScheduler(ava, ava.getByRole('link', { name: /Schedule 60-min session with Maya Reynolds/ }), kept);
    const history = ava.getByRole('region', { name: 'Session History' });
    await refreshUntil(ava, async () => (await history.getByRole('article').filter({ hasText: 'Scheduled' }).count()) === 1);
    await expectNoSidewaysScroll(ava);
    const reminders = async (address: string) => (await subjectsSentTo(sesUrl, address)).filter((subject) => subject.startsWith('Reminder'));
    await schedulerClock(schedulerUrl, new Date(kept.getTime() - 24 * HOUR));
    await expect.poll(() => reminders(athleteEmail), { timeout: 15_000 }).toEqual(['Reminder: your HerWay session with Maya Reynolds is tomorrow']);
    await expect.poll(() => reminders(parentEmail), { timeout: 15_000 }).toEqual(["Reminder: Ava's HerWay session is tomorrow"]);

    // The athlete ends the link; the parent's view of her answers the not-found sentence.
    await ava.goto(`${baseUrl}/family`);
    await ava.getByRole('button', { name: 'End link' }).click();
    await ava.getByRole('button', { name: 'Yes, end the link' }).click();
    await ava.getByRole('button', { name: 'End link' }).waitFor({ state: 'detached', timeout: 15_000 });
    await expectNoSidewaysScroll(ava);
    await dana.goto(`${baseUrl}${athletePage}`);
    await dana.getByRole('alert').getByText("We couldn't find that athlete among your family links.").waitFor({ timeout: 15_000 });
    await expectNoSidewaysScroll(dana);

    expect([...avaErrors, ...danaErrors]).toEqual([]);
    await ava.context().close();
    await dana.context().close();
  });
});
