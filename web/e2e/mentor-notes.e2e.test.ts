import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newAdmin, signInAdminByApi } from './admin-sign-in';
import { chromiumMissing, launchBrowser, openPage } from './browser';
import { expectHeading, subjectsSentTo } from './journey-steps';
import './provided-context';

// Mentor notes (docs/sessions-and-reminders.md): after her session an admin writes notes with two action items on
// the athlete's page; she is e-mailed, reads them under the session on /sessions, ticks one, sees
// the other on her dashboard (overdue in red), and both are in her data export. At a 390 px phone
// and at desktop width, and nothing scrolls sideways at 320 px.

Object.assign(process.env, inject('e2eStackEnv'));
const baseUrl = inject('baseUrl');
const sesUrl = inject('e2eSesUrl');
const WAIT = { timeout: 20_000 };
const DAY = 86_400_000;

/** A registered athlete with a Starter package and a session that took place yesterday. */
async function athleteAfterHerSession() {
  const { createTestAccount } = await import('@herway/functions/testing/accounts');
  const { createMentorshipPackage } = await import('@herway/functions/bookings/store/package-repo');
  const { recordInviteeBooking } = await import('@herway/functions/bookings/invitee-bookings');
  const { calendlyInvitee } = await import('@herway/functions/testing/calendly');
  const athlete = await createTestAccount({ firstName: 'Nia' });
  await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 40_000 });
  await recordInviteeBooking(calendlyInvitee({ userId: athlete.sub, email: athlete.email, start: new Date(Date.now() - DAY) }));
  return athlete;
}

/** Her first action item carries a long link (one unbreakable word), which must wrap rather than widen a phone's page. */
const EMAIL_COACHES = 'Email two coaches your highlight video https://www.youtube.com/watch?v=herway-highlights-2026-spring-season-full-game';

/** 'YYYY-MM-DD' `days` from today. */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** How far the document is wider than the window. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function writeNotes(desk: Page, athleteId: string): Promise<void> {
  await desk.goto(`${baseUrl}/admin/athletes/${athleteId}`);
  await desk.getByText('Write session notes', { exact: true }).click();
  const form = desk.locator('details').filter({ hasText: 'Write session notes' });
  await form.getByLabel(/Notes for her/).fill('Great first touch today. Work on the weak foot every day.');
  await form.getByRole('button', { name: 'Add an action item' }).click();
  await form.getByLabel('Action item 1').fill(EMAIL_COACHES);
  await form.getByLabel('Due (optional)').first().fill(dayFromNow(-3));
  await form.getByRole('button', { name: 'Add an action item' }).click();
  await form.getByLabel('Action item 2').fill('Film one full game');
  await form.getByLabel('Due (optional)').nth(1).fill(dayFromNow(10));
  await form.getByRole('button', { name: 'Save notes' }).click();
  await desk.getByText('Notes saved; she was e-mailed').first().waitFor(WAIT);
  await desk.getByText('Edit the session notes', { exact: true }).waitFor(WAIT);
}

describe.skipIf(chromiumMissing)('mentor notes and action items after a session', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const width of [390, 1280]) {
    it(`at ${width} px: written by the admin, e-mailed, ticked by her, and in her export`, { timeout: 120_000 }, async () => {
      const athlete = await athleteAfterHerSession();
      const { page: desk, errors: deskErrors } = await openPage(browser, { width });
      await signInAdminByApi(desk.request, baseUrl, await newAdmin());
      await writeNotes(desk, athlete.sub);
      expect(await overflow(desk)).toBeLessThanOrEqual(0);
      expect(await subjectsSentTo(sesUrl, athlete.email)).toEqual([expect.stringMatching(/^Notes from your HerWay session with /)]);

      const { page, errors } = await openPage(browser, { width });
      await page.context().addCookies([{ name: 'herway_access', value: athlete.accessToken, url: baseUrl }]);
      await page.goto(`${baseUrl}/sessions`);
      await expectHeading(page, 'Your Mentorship Sessions');
      const notes = page.getByRole('region', { name: 'Notes from your mentor' });
      await notes.getByText('Great first touch today.', { exact: false }).waitFor(WAIT);
      await notes.getByText(/^Overdue: was due/).waitFor(WAIT);
      // Her tick is saved (the PATCH answered) before she leaves the page.
      await Promise.all([
        page.waitForResponse((response) => response.url().includes('/api/action-items/') && response.status() === 200, WAIT),
        notes.getByRole('checkbox', { name: 'Film one full game' }).check(),
      ]);
      await page.reload();
      await expect.poll(() => notes.getByRole('checkbox', { name: 'Film one full game' }).isChecked(), WAIT).toBe(true);
      expect(await notes.getByRole('checkbox', { name: EMAIL_COACHES }).isChecked()).toBe(false);
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      await page.goto(`${baseUrl}/dashboard`);
      const open = page.getByRole('region', { name: 'Your Action Items' });
      await open.getByText(EMAIL_COACHES).waitFor(WAIT);
      expect(await open.getByText('Film one full game').count()).toBe(0);
      await open.getByText(/^Overdue: was due/).waitFor(WAIT);
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      const [download] = await Promise.all([page.waitForEvent('download', WAIT), page.getByRole('button', { name: 'Download my data' }).click()]);
      const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as { records: Record<string, Record<string, unknown>[]> };
      expect(exported.records.mentorNotes).toEqual([expect.objectContaining({ notes: 'Great first touch today. Work on the weak foot every day.' })]);
      const items = exported.records.actionItems ?? [];
      expect(items.map((item) => [item.text, item.doneAt !== null]).sort()).toEqual([
        [EMAIL_COACHES, false],
        ['Film one full game', true],
      ]);

      expect([...deskErrors, ...errors]).toEqual([]);
      await desk.context().close();
      await page.context().close();
    });
  }

  it('nothing scrolls sideways at 320 px: her sessions and dashboard with notes, the admin’s open notes form', { timeout: 120_000 }, async () => {
    const athlete = await athleteAfterHerSession();
    const { page: desk, errors: deskErrors } = await openPage(browser, { width: 320, height: 700 });
    await signInAdminByApi(desk.request, baseUrl, await newAdmin());
    await writeNotes(desk, athlete.sub);
    await desk.getByText('Edit the session notes', { exact: true }).click();
    await desk.getByRole('button', { name: 'Add an action item' }).click();
    expect(await overflow(desk)).toBeLessThanOrEqual(0);

    const { page, errors } = await openPage(browser, { width: 320, height: 700 });
    await page.context().addCookies([{ name: 'herway_access', value: athlete.accessToken, url: baseUrl }]);
    for (const [route, region] of [
      ['/sessions', 'Notes from your mentor'],
      ['/dashboard', 'Your Action Items'],
    ] as const) {
      await page.goto(`${baseUrl}${route}`);
      await page.getByRole('region', { name: region }).waitFor(WAIT);
      expect(await overflow(page), route).toBeLessThanOrEqual(0);
    }
    expect([...deskErrors, ...errors]).toEqual([]);
    await desk.context().close();
    await page.context().close();
  });
});
