import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumMissing, launchBrowser, openPage } from './browser';
import { bookInScheduler, cancelInScheduler, expectHeading, payWithCard, refreshUntil, schedulerClock, subjectsSentTo } from './journey-steps';
import './provided-context';

// A family's whole journey, as she walks it, at phone and desktop widths: a visitor picks
// Growth, registers, pays, books, sees Cancel and Reschedule, cancels one, books again, marks one
// complete; then the local EventBridge Scheduler's clock is moved (no waiting) and the reminder
// and the nudge reach the local mail viewer at their times, and nothing for the cancelled one.

const baseUrl = inject('baseUrl');
const sesUrl = inject('e2eSesUrl');
const schedulerUrl = inject('e2eStackEnv').SCHEDULER_ENDPOINT ?? '';
const HOUR = 3_600_000;
const GROWTH_CHECKOUT = '/protected-checkout?type=mentorship&packageType=growth&amount=560&totalSessions=8';

/** A day from `from`, at a whole UTC hour the scheduler offers. */
const dayAt = (from: Date, days: number, hour: number) => new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days, hour));

async function registerFromGrowth(page: Page, email: string): Promise<void> {
  await page.goto(`${baseUrl}/mentorship`);
  await expectHeading(page, 'Mentorship Program');
  await page.getByRole('article', { name: 'Growth', exact: true }).getByRole('button', { name: 'Choose Growth' }).click();
  await page.waitForURL(`${baseUrl}/login?redirect=${encodeURIComponent(GROWTH_CHECKOUT)}`);
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel('First name').fill('Ava');
  await page.getByLabel('Last name').fill('Lopez');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('recruit-me-2027');
  await page.getByLabel('Confirm password').fill('recruit-me-2027');
  await page.getByRole('checkbox', { name: 'I am 13 years of age or older' }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${baseUrl}${GROWTH_CHECKOUT}`);
}

/** /sessions once the paid package is there to book from (fulfilment is asynchronous). */
async function openSessionsWhenBookable(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/sessions`);
  await expectHeading(page, 'Your Mentorship Sessions');
  const booking = page.getByRole('region', { name: 'Book Your Next Session' });
  await expect.poll(async () => (await booking.count()) > 0 || (await page.reload(), false), { timeout: 30_000, interval: 500 }).toBe(true);
}

describe.skipIf(chromiumMissing)("the family's journey, first visit to mark complete, with reminders", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const width of [320, 390, 1280]) {
    it(`at ${width} px`, { timeout: 180_000 }, async () => {
      const { page, errors } = await openPage(browser, { width, height: 800 });
      const email = `family-${randomUUID()}@example.com`;
      await registerFromGrowth(page, email);
      await payWithCard(page, '$560');
      await page.waitForURL((url) => url.pathname === '/payment-success', { timeout: 20_000 });
      await expectHeading(page, 'Payment Successful!');
      await openSessionsWhenBookable(page);

      const history = page.getByRole('region', { name: 'Session History' });
      const sessionOf = (mentor: string, status: string) => history.getByRole('article').filter({ hasText: mentor }).filter({ hasText: status });
      const schedulerNow = await schedulerClock(schedulerUrl);
      const yesterday = dayAt(new Date(), -1, 10);
      const toCancel = dayAt(schedulerNow, 4, 15);
      const kept = dayAt(schedulerNow, 3, 16);

      // Two bookings: yesterday's with Maya (to mark complete), and one with Jordan in four days.
      await bookInScheduler(page, page.getByRole('link', { name: /Schedule 60-min session with Maya Reynolds/ }), yesterday);
      await bookInScheduler(page, page.getByRole('link', { name: /Schedule 60-min session with Jordan Ellis/ }), toCancel);
      const jordan = sessionOf('Jordan Ellis', 'Scheduled');
      await refreshUntil(
        page,
        async () =>
          (await jordan.getByRole('link', { name: /Cancel/ }).count()) === 1 && (await history.getByRole('button', { name: 'Mark Complete' }).count()) === 1,
      );
      expect(await jordan.getByRole('link', { name: /Reschedule/ }).getAttribute('target')).toBe('_blank');
      expect(await history.getByText(/You can cancel or reschedule a session up to 24 hours before it starts/).isVisible()).toBe(true);

      // She cancels Jordan's through the scheduler's page, and books Maya again in three days.
      await cancelInScheduler(page, jordan.getByRole('link', { name: /Cancel/ }));
      await refreshUntil(page, async () => (await sessionOf('Jordan Ellis', 'Cancelled').count()) === 1);
      await bookInScheduler(page, page.getByRole('link', { name: /Schedule 60-min session with Maya Reynolds/ }), kept);
      await refreshUntil(
        page,
        async () =>
          (await sessionOf('Maya Reynolds', 'Scheduled')
            .getByRole('link', { name: /Reschedule/ })
            .count()) === 1,
      );

      // Yesterday's session: Mark Complete.
      await history.getByRole('button', { name: 'Mark Complete' }).click();
      await sessionOf('Maya Reynolds', 'Completed').waitFor({ timeout: 15_000 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // The reminder goes 24 hours before the kept session, not a minute sooner; the nudge after it.
      const reminders = async () => (await subjectsSentTo(sesUrl, email)).filter((subject) => /^Reminder|^How was/.test(subject));
      await schedulerClock(schedulerUrl, new Date(kept.getTime() - 24 * HOUR - 60_000));
      expect(await reminders()).toEqual([]);
      await schedulerClock(schedulerUrl, new Date(kept.getTime() - 24 * HOUR));
      expect(await reminders()).toEqual(['Reminder: your HerWay session with Maya Reynolds is tomorrow']);
      await schedulerClock(schedulerUrl, new Date(toCancel.getTime() + 2 * HOUR));
      expect(await reminders()).toEqual([
        'Reminder: your HerWay session with Maya Reynolds is tomorrow',
        'How was your session with Maya Reynolds? Mark it complete',
      ]);

      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
