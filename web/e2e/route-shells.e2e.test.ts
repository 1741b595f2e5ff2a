import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GATE_QUESTION, ROUTE_SHELLS, type RouteShell } from '@herway/shared/route-shells';
import { newAdmin, signInAdminByApi } from './admin-sign-in';
import { chromiumMissing, launchBrowser, openPage } from './browser';
import './provided-context';

// A page with a shell of its own (shared/src/route-shells.ts) starts its chunks and its first API
// answers with the HTML. This checks, in Chromium, that what the shell preloads is what the page
// then uses: each preloaded answer is asked for once (the app's own request took the preloaded
// one; a mismatch of URL, credentials or headers would make it ask again), no preload goes unused
// (Chromium warns in the console), and the page's chunk came from the shell.

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  if (!chromiumMissing) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shell = (path: string): RouteShell => {
  const found = ROUTE_SHELLS.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`no shell for ${path}`);
  return found;
};

/** Opens `path` on a signed-in page and returns how often each URL was asked for and the console's warnings. */
async function openAndCount(page: Page, path: string): Promise<{ asked: Map<string, number>; warnings: string[]; html: string }> {
  const asked = new Map<string, number>();
  const warnings: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const asAsked = `${url.pathname}${url.search}`;
    asked.set(asAsked, (asked.get(asAsked) ?? 0) + 1);
  });
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const response = await page.goto(`${baseUrl}${path}`);
  const html = (await response?.text()) ?? '';
  // Chromium reports an unused preload a few seconds after the load event.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3_500);
  return { asked, warnings, html };
}

function expectPreloadsUsed(result: { asked: Map<string, number>; warnings: string[]; html: string }, page: RouteShell): void {
  expect(result.html).toContain('rel="modulepreload"');
  const gate = page.role ? GATE_QUESTION[page.role] : undefined;
  if (gate) expect(result.html).toContain(`href="${gate}"`);
  for (const url of [...(gate ? [gate] : []), ...page.data]) {
    expect(result.html).toContain(url);
    expect(result.asked.get(url), url).toBe(1);
  }
  expect(result.warnings.filter((text) => /preload/i.test(text))).toEqual([]);
}

describe.skipIf(chromiumMissing)('a page’s own shell', () => {
  it('starts what an athlete’s pages ask for with the page, and each is asked once', async () => {
    const { page } = await openPage(browser, { width: 390, height: 844 });
    const athlete = { email: `shell-${randomUUID()}@example.com`, password: `Shell-${randomUUID()}` };
    const registered = await page.request.post(`${baseUrl}/api/auth/register`, {
      headers: { Origin: baseUrl, 'Content-Type': 'application/json' },
      data: { ...athlete, firstName: 'Ava', lastName: 'Shell', confirmPassword: athlete.password, ageConfirmed: true },
    });
    expect(registered.status()).toBeLessThan(300);
    // Her first page tells this browser she is an athlete; the next ones ask for their data at once.
    await page.goto(`${baseUrl}/dashboard`);
    for (const path of ['/dashboard', '/sessions', '/profile', '/schools', '/course/learn']) {
      const result = await openAndCount(page, path);
      expectPreloadsUsed(result, shell(path));
      page.removeAllListeners('request');
      page.removeAllListeners('console');
    }

    // Early means before the gate has answered: with who-is-signed-in held back, the page's data is already on its way.
    let gateAnswered = false;
    const dataAskedBeforeGate: string[] = [];
    await page.route('**/api/auth/user', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      gateAnswered = true;
      await route.continue();
    });
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (!gateAnswered && shell('/sessions').data.includes(pathname)) dataAskedBeforeGate.push(pathname);
    });
    await page.goto(`${baseUrl}/sessions`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(dataAskedBeforeGate.sort()).toEqual([...shell('/sessions').data].sort());
    await page.context().close();
  });

  it('asks a signed-out visitor only the gate’s question (an admin on /dashboard: admin.e2e.test.ts)', async () => {
    const { page } = await openPage(browser, { width: 390, height: 844 });
    const result = await openAndCount(page, '/sessions');
    expect(result.asked.get('/api/auth/user')).toBe(1);
    expect(result.asked.get('/api/dashboard')).toBeUndefined();
    expect(result.asked.get('/api/sessions/user')).toBeUndefined();
    await page.context().close();
  });

  it('preloads what the admin pages ask for, and each is asked once', async () => {
    const { page } = await openPage(browser, { width: 1280, height: 900 });
    await signInAdminByApi(page.request, baseUrl, await newAdmin());
    const adminPages = ROUTE_SHELLS.filter((candidate) => candidate.path.startsWith('/admin') && !candidate.path.endsWith('*'));
    expect(adminPages.length).toBeGreaterThanOrEqual(7);
    for (const { path } of adminPages) {
      const result = await openAndCount(page, path);
      expectPreloadsUsed(result, shell(path));
      page.removeAllListeners('request');
      page.removeAllListeners('console');
    }
    await page.context().close();
  });
});
