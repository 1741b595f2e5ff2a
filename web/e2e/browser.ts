import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';

/** Debian's Chromium (apt's `chromium`): playwright-core never downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Locally a missing Chromium skips the browser tests; under CI it fails the run. */
export const chromiumMissing = !existsSync(CHROMIUM_PATH);
if (chromiumMissing && process.env.CI === 'true') {
  throw new Error(`Chromium not found at ${CHROMIUM_PATH}: .ci/run installs Debian's chromium package.`);
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** How long a navigation may take to be rendered or hydrated by React (web/src/app/layout.tsx). */
const PAGE_READY_TIMEOUT_MS = 15_000;

/** Waits for the mark the app sets once React has rendered, or hydrated, the page. */
export async function waitForPageReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true', undefined, { timeout: PAGE_READY_TIMEOUT_MS });
}

/**
 * A fresh page that records uncaught page errors. Its `goto` and `reload` also wait until React
 * has taken the page over: a prerendered page shows its buttons before their handlers are attached,
 * and a test, unlike a person, would click them at once. A navigation to something other than the
 * app (a PDF, a JSON reply) or to a page that failed is left to the test's own assertions.
 */
export async function openPage(browser: Browser, options: { width?: number; height?: number } = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const ready = async <T>(response: T): Promise<T> => {
    const isApp = await page.evaluate(() => document.getElementById('root') !== null).catch(() => false);
    if (isApp) await waitForPageReady(page).catch(() => undefined);
    return response;
  };
  page.goto = async (...args) => ready(await goto(...args));
  page.reload = async (...args) => ready(await reload(...args));
  return { page, errors };
}
