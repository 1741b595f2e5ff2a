import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumMissing, launchBrowser, openPage } from './browser';
import { expectHeading } from './journey-steps';
import './provided-context';

// E-mail that bounces, on a 320 px phone (docs/email.md): a parent registers with the mailbox
// simulator's bounce address, her reset code bounces through the local SES and its event, her
// dashboard says so, and she confirms the address from it.

const baseUrl = inject('baseUrl');
const PHONE = 320;

describe.skipIf(chromiumMissing)('a bounced address on the dashboard, at 320 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows what happened, lets her confirm the address, and the notice goes', async () => {
    const { page, errors } = await openPage(browser, { width: PHONE, height: 740 });
    const address = `bounce+${randomUUID()}@simulator.amazonses.com`;
    const password = `Goal-${randomUUID()}`;
    await page.goto(`${baseUrl}/register`);
    await expectHeading(page, 'Create Account');
    await page.getByLabel('First name').fill('Maya');
    await page.getByLabel('Last name').fill('Lopez');
    await page.getByLabel('Email').fill(address);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('checkbox', { name: 'I am 13 years of age or older' }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);

    // A reset code to her address: Cognito mails it through the local SES, which bounces it.
    const reset = await page.request.post(`${baseUrl}/api/auth/forgot-password`, { headers: { Origin: baseUrl }, data: { email: address } });
    expect(reset.status()).toBe(200);
    const notice = page.getByRole('region', { name: "We can't e-mail you" });
    await expect
      .poll(
        async () => {
          await page.reload();
          return notice.isVisible();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
    await notice.getByText(/came back undelivered/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    expect(await notice.getByLabel('Email').inputValue()).toBe(address);
    await notice.getByLabel('Password').fill(password);
    await notice.getByRole('button', { name: 'Save and e-mail me again' }).click();
    // The toast's text, and Radix's copy of it for screen readers: the first is the one shown.
    await page.getByText(`Thank you. We will e-mail you at ${address} again.`).first().waitFor({ timeout: 10_000 });
    await notice.waitFor({ state: 'detached', timeout: 10_000 });
    expect(errors).toEqual([]);
  });
});
