import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Steps of the family's journey (family-journey.e2e.test.ts) that talk to the local stand-ins:
// the local Stripe's card form, the local scheduler's pages, the local SES store and the local
// EventBridge Scheduler's clock.

/** Waits for the page's one h1 to read `text` (pages load lazily after the URL changes). */
export async function expectHeading(page: Page, text: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect.poll(() => heading.innerText(), { timeout: 15_000 }).toBe(text);
}

/** Pays the open checkout with a test card, agreeing to the terms first (the payment form opens only then). */
export async function payWithCard(page: Page, amount: string, cardNumber = '4242 4242 4242 4242'): Promise<void> {
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check({ timeout: 20_000 });
  const pay = page.getByRole('button', { name: `Pay ${amount}` });
  await page.getByLabel('Card number').waitFor({ timeout: 20_000 });
  await expect.poll(() => pay.isEnabled(), { timeout: 20_000 }).toBe(true);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel(/Postal code/).fill('94105');
  await pay.click();
}

/** Books in the scheduler tab a booking link opened: a date (YYYY-MM-DD) and time, in UTC. */
export async function bookInScheduler(page: Page, link: ReturnType<Page['getByRole']>, when: Date): Promise<void> {
  const [scheduler] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await scheduler.waitForLoadState();
  await scheduler.getByLabel('Date').fill(when.toISOString().slice(0, 10));
  await scheduler.getByLabel('Start time').selectOption(when.toISOString().slice(11, 16));
  await scheduler.getByLabel('Time zone').selectOption('UTC');
  await scheduler.getByRole('button', { name: 'Schedule Event' }).click();
  await scheduler.getByRole('heading', { name: "You're scheduled" }).waitFor();
  await scheduler.close();
}

/** Cancels in the scheduler tab the session's Cancel link opened. */
export async function cancelInScheduler(page: Page, link: ReturnType<Page['getByRole']>): Promise<void> {
  const [scheduler] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await scheduler.waitForLoadState();
  await scheduler.getByRole('heading', { name: 'Cancel your session' }).waitFor();
  await scheduler.getByLabel(/Reason/).fill('Tournament moved');
  await scheduler.getByRole('button', { name: 'Cancel session' }).click();
  await scheduler.getByRole('heading', { name: 'Session cancelled' }).waitFor();
  await scheduler.close();
}

/** Clicks Refresh until `ready` holds: what the scheduler did reaches the site through its webhook. */
export async function refreshUntil(page: Page, ready: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await ready()) return true;
        await page.getByRole('button', { name: 'Refresh' }).click();
        await page.waitForTimeout(300);
        return ready();
      },
      { timeout: 20_000, interval: 200 },
    )
    .toBe(true);
}

interface StoredEmail {
  subject: string;
  destination: { to: string[] };
  attachments: { filename?: string }[];
}

/** The subjects of the e-mails the local SES holds for `address`, oldest first. */
export async function subjectsSentTo(sesUrl: string, address: string): Promise<string[]> {
  const { emails } = (await (await fetch(`${sesUrl}/store`)).json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.includes(address)).map((email) => email.subject);
}

/** The local EventBridge Scheduler's clock: read it, or move it to `to` and let due schedules run. */
export async function schedulerClock(schedulerUrl: string, to?: Date): Promise<Date> {
  const response = to
    ? await fetch(`${schedulerUrl}/local/clock`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ to: to.toISOString() }),
      })
    : await fetch(`${schedulerUrl}/local/clock`);
  return new Date(((await response.json()) as { now: string }).now);
}
