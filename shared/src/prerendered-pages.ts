/**
 * The public pages and the sign-in pages, built to HTML at build time (web/scripts/prerender.mjs):
 * their words paint before any JavaScript has run, and the app then hydrates them. Each is the page
 * as a signed-out visitor first sees it, with no data from the API. Every other path gets the empty app shell
 * (`/index.html`). CloudFront (infra/constructs/website.ts) and the local gateway map a path here
 * to its file.
 */
export const PRERENDERED_PAGES = [
  '/',
  '/about',
  '/mentorship',
  '/course',
  '/resources',
  '/faq',
  '/contact',
  '/terms',
  '/privacy',
  // The sign-in pages are the same for every visitor until she types: their query and navigation
  // state (`?redirect=`, a handed-over address) apply once the page is taken over.
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/admin-login',
] as const;
export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

/** Where the build puts them, under the site's root. */
export const PRERENDERED_DIR = '/prerendered';

/** The file a prerendered page is served from: `/` → `/prerendered/home.html`, `/about` → `/prerendered/about.html`. */
export function prerenderedFile(page: PrerenderedPage): string {
  return `${PRERENDERED_DIR}/${page === '/' ? 'home' : page.slice(1)}.html`;
}

/** The prerendered file for a request path, if it names one of the pages (no trailing slash). */
export function prerenderedFileFor(pathname: string): string | undefined {
  return (PRERENDERED_PAGES as readonly string[]).includes(pathname) ? prerenderedFile(pathname as PrerenderedPage) : undefined;
}
