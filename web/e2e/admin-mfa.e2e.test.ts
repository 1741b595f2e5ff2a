import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { codeStepKey, newAdmin, totpCodeFor } from './admin-sign-in';
import { chromiumMissing, launchBrowser, openPage } from './browser';
import './provided-context';

// Admins must use TOTP (docs/decisions/app-owned-admin-totp.md), in Chromium: otpauth plays her authenticator app.

const baseUrl = inject('baseUrl');
const WAIT = { timeout: 15_000 };

async function expectToast(page: Page, title: string) {
  await page
    .getByRole('region', { name: /Notification/ })
    .getByText(title, { exact: true })
    .first()
    .waitFor(WAIT);
}

async function passwordStep(page: Page, admin: { email: string; password: string }) {
  await page.goto(`${baseUrl}/admin-login`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify and Sign In' }).click();
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.skipIf(chromiumMissing)('admin sign-in with a TOTP code in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const width of [320, 1280]) {
    it(`at ${width} px: enrols with the QR code's key, signs out, signs in with a code, is refused a wrong one`, async () => {
      const admin = await newAdmin();
      const { page, errors } = await openPage(browser, { width });
      await passwordStep(page, admin);
      const key = await codeStepKey(page);
      if (!key) throw new Error('expected the enrolment step');
      const qr = page.getByRole('img', { name: 'QR code to add HerWay to your authenticator app' });
      expect(await qr.isVisible()).toBe(true);
      expect((await qr.boundingBox())?.width).toBeGreaterThan(150);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await (await page.request.get(`${baseUrl}/api/admin/status`)).json()).toEqual({ isAdmin: false });

      await enterCode(page, totpCodeFor(key));
      await page.waitForURL(`${baseUrl}/admin`, WAIT);
      await expectToast(page, 'Admin Login Successful');
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(`${baseUrl}/admin-login`, WAIT);

      // Her second sign-in asks for the code only; a wrong one stays on the step with a reason.
      await passwordStep(page, admin);
      expect(await codeStepKey(page)).toBeUndefined();
      const next = totpCodeFor(key, Date.now() + 30_000);
      await enterCode(page, next === '000000' ? '111111' : '000000');
      await page.getByText('That code is not right.', { exact: false }).waitFor(WAIT);
      expect(new URL(page.url()).pathname).toBe('/admin-login');
      await enterCode(page, next);
      await page.waitForURL(`${baseUrl}/admin`, WAIT);
      expect(await (await page.request.get(`${baseUrl}/api/admin/status`)).json()).toEqual({ isAdmin: true });
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    }, 90_000);
  }

  it('never asks an athlete for a code', async () => {
    const { page, errors } = await openPage(browser, { width: 390 });
    const email = `ava-${randomUUID()}@example.com`;
    await page.goto(`${baseUrl}/register`);
    await page.getByLabel('First name').fill('Ava');
    await page.getByLabel('Last name').fill('Lopez');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('recruit-me-2027');
    await page.getByLabel('Confirm password').fill('recruit-me-2027');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`, WAIT);
    await page.context().clearCookies();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('recruit-me-2027');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`, WAIT);
    expect(await page.getByLabel('Authentication code').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);
});
