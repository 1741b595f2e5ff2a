import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newAdmin, signInAdminByApi } from './admin-sign-in';
import { chromiumMissing, launchBrowser, openPage } from './browser';
import { expectHeading } from './journey-steps';
import './provided-context';

// The founders run the business from /admin. An admin creates a limited
// discount code and a payment link; an athlete pays with both (on a phone); the admin refunds
// half of the package, grants her a session, and reads all of it in the audit log.

const baseUrl = inject('baseUrl');
const WAIT = { timeout: 20_000 };

async function fillCard(page: Page): Promise<void> {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel(/Postal code/).fill('94105');
}

/** Pays once the card form is there: on /protected-checkout it opens once the terms box is ticked (on /checkout, ticked in step 1). */
async function payWhenReady(page: Page, amount: string): Promise<void> {
  const terms = page.getByRole('checkbox', { name: /I agree to the Terms of Service/ });
  if ((await terms.count()) > 0) await terms.check();
  await page.getByLabel('Card number').waitFor(WAIT);
  const pay = page.getByRole('button', { name: `Pay ${amount}` });
  await expect.poll(() => pay.isEnabled(), WAIT).toBe(true);
  await fillCard(page);
  await pay.click();
  await page.waitForURL((url) => url.pathname === '/payment-success', WAIT);
  await expectHeading(page, 'Payment Successful!');
}

describe.skipIf(chromiumMissing)('the founders run the business from /admin', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('code and link created, paid with both, half refunded, a session granted, all in the audit log', { timeout: 180_000 }, async () => {
    const admin = await newAdmin();
    const { page: desk, errors } = await openPage(browser, { width: 1280 });
    await signInAdminByApi(desk.request, baseUrl, admin);
    const code = `TEAM${randomUUID().slice(0, 6).toUpperCase()}`;

    // A one-use 25% code, and a single-use $120 link.
    await desk.goto(`${baseUrl}/admin/discount-codes`);
    await expectHeading(desk, 'Discount Codes');
    const codeForm = desk.getByRole('form', { name: 'New discount code' });
    await codeForm.getByLabel('Code', { exact: true }).fill(code);
    await codeForm.getByLabel(/Percent off/).fill('25');
    await codeForm.getByLabel(/How many orders may use it/).fill('1');
    await codeForm.getByRole('button', { name: 'Create code' }).click();
    await desk.getByRole('region', { name: 'Discount codes' }).getByText(code, { exact: true }).first().waitFor(WAIT);

    await desk.goto(`${baseUrl}/admin/payment-links`);
    const linkForm = desk.getByRole('form', { name: 'New payment link' });
    await linkForm.getByLabel(/Amount/).fill('120');
    await linkForm.getByLabel('What it is for').fill('Film review');
    await linkForm.getByLabel(/Single use/).check();
    await linkForm.getByRole('button', { name: 'Create link' }).click();
    const linkField = desk.getByLabel('New link: $120 for Film review');
    await linkField.waitFor(WAIT);
    const paymentLink = await linkField.inputValue();

    // The athlete, on a phone: Growth with the code ($560 → $420), then the link.
    const { page: phone } = await openPage(browser, { width: 390 });
    const athlete = { email: `team-${randomUUID()}@example.com`, password: `Pay-${randomUUID()}` };
    const registered = await phone.request.post(`${baseUrl}/api/auth/register`, {
      headers: { Origin: baseUrl },
      data: { ...athlete, firstName: 'Ava', lastName: 'Team', confirmPassword: athlete.password, ageConfirmed: true },
    });
    expect(registered.status()).toBeLessThan(300);
    const athleteId = ((await (await phone.request.get(`${baseUrl}/api/auth/user`)).json()) as { id: string }).id;
    await phone.goto(`${baseUrl}/protected-checkout?type=mentorship&packageType=growth&amount=560&totalSessions=8`);
    const discount = phone.getByLabel(/Discount code/);
    await discount.waitFor(WAIT);
    await discount.fill(code);
    await discount.press('Enter');
    await phone.getByText(`Discount: ${code} (-$140)`).waitFor(WAIT);
    await payWhenReady(phone, '$420');
    await phone.goto(paymentLink);
    await phone.getByLabel('Parent/guardian name').fill('Maria Team');
    await phone.getByLabel('Athlete name').fill('Ava Team');
    await phone.getByLabel('Email', { exact: true }).fill(athlete.email);
    await phone.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    await phone.getByRole('button', { name: 'Continue to Payment' }).click();
    await payWhenReady(phone, '$120');
    await phone.context().close();

    // Half of the package back, once Stripe's events have recorded the payment.
    await desk.goto(`${baseUrl}/admin`);
    await expectHeading(desk, 'Admin Dashboard');
    await desk.getByRole('tab', { name: 'Payments' }).click();
    const refund = desk.getByRole('button', { name: "Refund Ava Team's payment of $420" });
    await expect
      .poll(async () => (await refund.count()) > 0 || (await desk.reload(), await desk.getByRole('tab', { name: 'Payments' }).click(), false), {
        timeout: 30_000,
        interval: 1000,
      })
      .toBe(true);
    await refund.click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByLabel('Part of it').check();
    await dialog.getByLabel('Amount to refund (dollars)').fill('210');
    await dialog.getByLabel('Reason (for the audit log)').fill('Half the package: moved away');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });

    // A session granted on her page.
    await desk.goto(`${baseUrl}/admin/athletes/${athleteId}`);
    await desk.getByText('Grant a session', { exact: true }).first().click();
    await desk.getByLabel('Reason (for the audit log)').first().fill('Make-up for a missed call');
    await desk.getByRole('button', { name: 'Grant a session' }).click();
    await desk
      .getByText(/· 9 in all/)
      .first()
      .waitFor(WAIT);

    // The audit log says all of it, by her.
    await desk.goto(`${baseUrl}/admin/audit-log`);
    const entries = desk.getByRole('region', { name: 'Audit log entries' });
    await entries.waitFor(WAIT);
    const mine = entries.getByRole('listitem').filter({ hasText: admin.email });
    const actions = await mine.getByRole('heading', { level: 3 }).allInnerTexts();
    for (const action of ['Session granted', 'Payment refund requested', 'Payment link created', 'Discount code created', 'Admin signed in'])
      expect(actions).toContain(action);
    expect(await mine.filter({ hasText: 'Reason: Half the package: moved away' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await desk.context().close();
  });
});
