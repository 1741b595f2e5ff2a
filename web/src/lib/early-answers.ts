import { PAGE_DATA_META, type PageRole } from '@herway/shared/page-data';
import { isApiPath } from './api-paths';

/**
 * The API answers a page's own shell starts early (shared/src/route-shells.ts): its gate's
 * question, preloaded with the HTML (`<link rel="preload" as="fetch">`), and the data its meta tag
 * names for its role, asked here at start-up when this browser's last answer said she is signed
 * in with that role (so an admin on /dashboard, or a visitor, asks nothing she would be refused).
 * A preload is taken into the app by the one fetch that matches it (same URL, credentials and no
 * extra header), so none is left in the browser's preload cache: an unused preload would answer a
 * later request for the same URL with what was true when the page opened. The app's first GET of
 * each URL takes its answer once, and only on the page that was opened: once she moves to another
 * path they are all dropped (app/drop-preloaded-answers.ts), so coming back later asks afresh.
 */

const answers = new Map<string, Promise<Response>>();
let openedPath: string | undefined;

const ROLE_KEY = 'herway:page-role';

/** Remembers who this browser is signed in as (from the API's answers), for the next page opened. */
export function rememberPageRole(role: PageRole | null): void {
  try {
    if (role) window.localStorage.setItem(ROLE_KEY, role);
    else window.localStorage.removeItem(ROLE_KEY);
  } catch {
    // Storage disabled: pages then ask for their data once their gate let her in.
  }
}

/** Forgets the remembered role if it is `role` (her admin session ended; she may still be an athlete elsewhere). */
export function forgetPageRole(role: PageRole): void {
  if (rememberedPageRole() === role) rememberPageRole(null);
}

function rememberedPageRole(): string | null {
  try {
    return window.localStorage.getItem(ROLE_KEY);
  } catch {
    return null;
  }
}

function askEarly(url: string): void {
  if (!isApiPath(url) || answers.has(url)) return;
  const answer = fetch(url, { credentials: 'include' });
  // A failure is the app's own request's to report, when it takes this answer.
  answer.catch(() => undefined);
  answers.set(url, answer);
}

/** Starts the page's early answers; main.tsx calls it once, before rendering. */
export function takeOverPreloadedAnswers(document: Document = globalThis.document, pathname = document.location.pathname): void {
  openedPath = pathname;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')) {
    askEarly(link.getAttribute('href') ?? '');
  }
  const [role, ...data] = (document.querySelector(`meta[name="${PAGE_DATA_META}"]`)?.getAttribute('content') ?? '').split(' ');
  if (role && role === rememberedPageRole()) data.forEach(askEarly);
}

/** Forgets the answers not taken yet (she has left the page that was opened). */
export function dropPreloadedAnswers(): void {
  answers.clear();
}

/** The early answer for a GET of `url`, once, while the opened page is still the one shown. */
export function takePreloadedAnswer(url: string, currentPath: string = globalThis.location?.pathname ?? ''): Promise<Response> | undefined {
  if (currentPath !== openedPath) {
    dropPreloadedAnswers();
    return undefined;
  }
  const answer = answers.get(url);
  answers.delete(url);
  return answer;
}
