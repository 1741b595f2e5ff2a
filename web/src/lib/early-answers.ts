/**
 * The API answers a page's own shell preloads (shared/src/route-shells.ts: `<link rel="preload"
 * as="fetch">`), started with the HTML, long before the page's code asks for them. They are taken
 * into the app at start-up, each by the one fetch that matches its preload (same URL, credentials
 * and no extra header), so none is left in the browser's preload cache: a preload nobody used
 * would otherwise answer a later request for the same URL with what was true when the page
 * opened (her dashboard from before she signed in). The app's first GET of each URL takes the
 * answer once, and only on the page that was opened: once she moves to another path they are all
 * dropped (app/drop-preloaded-answers.ts), so coming back later asks afresh.
 */

const answers = new Map<string, Promise<Response>>();
let openedPath: string | undefined;

/** Starts taking over the document's preloaded answers; main.tsx calls it once, before rendering. */
export function takeOverPreloadedAnswers(document: Document = globalThis.document, pathname = document.location.pathname): void {
  openedPath = pathname;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')) {
    const url = link.getAttribute('href');
    if (!url?.startsWith('/api/')) continue;
    const answer = fetch(url, { credentials: 'include' });
    // A failure is the app's own request's to report, when it takes this answer.
    answer.catch(() => undefined);
    answers.set(url, answer);
  }
}

/** Forgets the answers not taken yet (she has left the page that was opened). */
export function dropPreloadedAnswers(): void {
  answers.clear();
}

/** The preloaded answer for a GET of `url`, once, while the opened page is still the one shown. */
export function takePreloadedAnswer(url: string, currentPath: string = globalThis.location?.pathname ?? ''): Promise<Response> | undefined {
  if (currentPath !== openedPath) {
    dropPreloadedAnswers();
    return undefined;
  }
  const answer = answers.get(url);
  answers.delete(url);
  return answer;
}
