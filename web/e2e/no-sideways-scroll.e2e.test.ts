import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRERENDERED_PAGES } from '@herway/shared/prerendered-pages';
import { adminSections } from '../src/features/admin/lib/admin-sections';
import { newAdmin, signInAdminByApi } from './admin-sign-in';
import { chromiumMissing, launchBrowser, openPage } from './browser';
import './provided-context';

// No page scrolls sideways on a 320 px phone (docs/decisions/phones.md): every route of the app, the signed-in
// ones signed in, with a package and a booking so that /sessions shows its booking buttons.

Object.assign(process.env, inject('e2eStackEnv'));
const baseUrl = inject('baseUrl');
const PHONE = 320;

const PUBLIC_ROUTES = [
  ...PRERENDERED_PAGES,
  '/checkout?amount=500&description=Team+fees',
  '/checkout-demo',
  '/demo-payment-success',
  '/test-stripe',
  '/stripe-debug',
  '/hero-options',
  '/image-options',
  '/discount-demo',
  '/no-such-page',
];
const ATHLETE_ROUTES = [
  '/dashboard',
  '/sessions',
  '/profile',
  '/schools',
  '/protected-checkout?type=mentorship&packageType=growth&amount=560&totalSessions=8',
  '/protected-checkout?type=course&courseType=full_packet&amount=150',
];
/** Every page of the admin navigation (the dashboard and content included), and one athlete's page. */
const ADMIN_ROUTES: readonly string[] = adminSections.map((section) => section.path);

/** How far the document is wider than the phone, once the page and its data have loaded. */
async function overflowOf(page: Page, route: string): Promise<number> {
  await page.goto(`${baseUrl}${route}`);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function overflowingRoutes(page: Page, routes: readonly string[]): Promise<string[]> {
  const overflowing: string[] = [];
  for (const route of routes) {
    const overflow = await overflowOf(page, route);
    if (overflow > 0) overflowing.push(`${route} (${overflow} px)`);
  }
  return overflowing;
}

describe.skipIf(chromiumMissing)(`no page scrolls sideways at ${PHONE} px`, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('the public pages', async () => {
    const { page, errors } = await openPage(browser, { width: PHONE, height: 700 });
    expect(await overflowingRoutes(page, PUBLIC_ROUTES)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it("an athlete's pages, with a package and a booking", async () => {
    const { createTestAccount } = await import('@herway/functions/testing/accounts');
    const { createMentorshipPackage } = await import('@herway/functions/bookings/store/package-repo');
    const { recordInviteeBooking } = await import('@herway/functions/bookings/invitee-bookings');
    const { calendlyInvitee } = await import('@herway/functions/testing/calendly');
    const athlete = await createTestAccount({ firstName: 'Alexandria-Josephine' });
    await createMentorshipPackage({ userId: athlete.sub, packageType: 'growth', amount: 56_000 });
    await recordInviteeBooking(calendlyInvitee({ userId: athlete.sub, email: athlete.email }));

    const { page, errors } = await openPage(browser, { width: PHONE, height: 700 });
    await page.context().addCookies([{ name: 'herway_access', value: athlete.accessToken, url: baseUrl }]);
    expect(await overflowingRoutes(page, ATHLETE_ROUTES)).toEqual([]);
    // The booking buttons wrap inside the phone's width rather than widen the page.
    await page.goto(`${baseUrl}/sessions`);
    const button = page.getByRole('link', { name: /Schedule .* session with/ }).first();
    await button.waitFor({ timeout: 15_000 });
    expect((await button.boundingBox())?.width).toBeLessThanOrEqual(PHONE);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it("an admin's pages", async () => {
    const { page, errors } = await openPage(browser, { width: PHONE, height: 700 });
    await signInAdminByApi(page.request, baseUrl, await newAdmin());
    const { createTestAccount } = await import('@herway/functions/testing/accounts');
    const athlete = await createTestAccount({ firstName: 'Ava' });
    expect(await overflowingRoutes(page, [...ADMIN_ROUTES, `/admin/athletes/${athlete.sub}`])).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
