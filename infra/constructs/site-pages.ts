import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PRERENDERED_PAGES, prerenderedFile } from '@herway/shared/prerendered-pages';
import { ROUTE_SHELLS, routeShellFile } from '@herway/shared/route-shells';
import { supportEmailOfPage } from '@herway/shared/support-email';

export interface SitePage {
  /** The page's key in the site bucket: `index.html`, `prerendered/home.html`. */
  readonly key: string;
  readonly html: string;
}

/** The built site's HTML files: the app shell, the prerendered pages and the pages' own shells, by key. */
export function sitePageKeys(webDist: string): string[] {
  const pages = [...PRERENDERED_PAGES.map(prerenderedFile), ...ROUTE_SHELLS.map(routeShellFile)];
  return ['index.html', ...pages.map((file) => file.slice(1)).filter((key) => existsSync(path.join(webDist, key)))];
}

/**
 * The built site's HTML files with the stage's support inbox (shared/src/support-email.ts): the
 * build wrote its own address into each page's meta tag and the prerendered text; every occurrence
 * becomes the stage's, so the pages and the app (which reads the meta tag) show the stage's.
 */
export function stageSitePages(webDist: string, supportEmail: string): SitePage[] {
  const shell = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const built = supportEmailOfPage(shell);
  if (!built) throw new Error(`${webDist}/index.html has no support-email meta tag: rebuild the web app with \`npm run build:web\``);
  return sitePageKeys(webDist).map((key) => ({ key, html: readFileSync(path.join(webDist, key), 'utf8').replaceAll(built, supportEmail) }));
}
