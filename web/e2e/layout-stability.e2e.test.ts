import { randomUUID } from 'node:crypto';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHROMIUM_PATH, chromiumMissing, waitForPageReady } from './browser';
import './provided-context';

// A signed-in page paints its shell from the HTML, then its content once the data is in; nothing
// already on screen may move when the rest arrives (CLS ≤ 0.05: docs/lighthouse.md). Opened as a
// phone does: the phone's viewport, its CPU 4× slower, and Chromium's paint holding off, which in
// headless Chromium keeps a page's first frame back for about a second and with it the shell, so
// a shift from shell to page would not be seen.

const baseUrl = inject('baseUrl');
const PHONE = { width: 412, height: 823 };
const CLS_BUDGET = 0.05;
let browser: Browser;

beforeAll(async () => {
  if (chromiumMissing) return;
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-features=PaintHolding'],
  });
});
afterAll(async () => {
  await browser?.close();
});

/** Records every layout shift not caused by her input, with the elements that moved. */
function recordShifts(): void {
  const shifts: { value: number; moved: string[] }[] = [];
  Object.assign(window, { layoutShifts: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] })[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({ value: entry.value, moved: entry.sources.map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : '')) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The layout shifts recordShifts saw on the page so far. */
const recordedShifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts);

/** Opens `path` and sums its layout shifts once it has rendered and its requests are done. */
async function shiftsOf(page: Page, path: string): Promise<{ total: number; moved: string[] }> {
  await page.goto(`${baseUrl}${path}`);
  await waitForPageReady(page);
  await page.waitForLoadState('networkidle');
  const shifts = await recordedShifts(page);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), moved: shifts.flatMap((shift) => shift.moved) };
}

describe.skipIf(chromiumMissing)('layout stability on a phone', () => {
  it('moves nothing on screen while an athlete’s pages load, on her first visit and when she comes back', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(recordShifts);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const athlete = { email: `steady-${randomUUID()}@example.com`, password: `Steady-${randomUUID()}` };
    const registered = await page.request.post(`${baseUrl}/api/auth/register`, {
      headers: { Origin: baseUrl, 'Content-Type': 'application/json' },
      data: { ...athlete, firstName: 'Sage', lastName: 'Steady', confirmPassword: athlete.password, ageConfirmed: true },
    });
    expect(registered.status()).toBeLessThan(300);

    // The dashboard twice: first as a new browser, then with her data asked for with the page.
    for (const path of ['/dashboard', '/dashboard', '/sessions', '/profile', '/schools', '/']) {
      const { total, moved } = await shiftsOf(page, path);
      expect(total, `${path} moved: ${moved.join(' | ')}`).toBeLessThanOrEqual(CLS_BUDGET);
    }
    await context.close();
  });

  it('moves nothing on screen while the image options load, their previews still on the way', async () => {
    // Each card took its width from its content: narrow until its preview arrived, then the full
    // column. The previews are held back until the cards are drawn, as a slow phone network would.
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(recordShifts);
    let releasePreviews = () => {};
    const previewsReleased = new Promise<void>((resolve) => {
      releasePreviews = resolve;
    });
    await page.route('**/images/hero/*.svg', async (route) => {
      await previewsReleased;
      await route.continue();
    });
    await page.goto(`${baseUrl}/image-options`);
    const firstCard = page.locator('main ul > li').first();
    await firstCard.locator('article').waitFor();
    const widths = await firstCard.evaluate((item) => [item.getBoundingClientRect().width, item.querySelector('article')?.getBoundingClientRect().width]);
    expect(widths[1], 'the card fills its column before its preview arrives').toBe(widths[0]);

    releasePreviews();
    await page.waitForLoadState('networkidle');
    const shifts = await recordedShifts(page);
    expect(shifts.flatMap((shift) => shift.moved)).toEqual([]);
    await context.close();
  });
});
