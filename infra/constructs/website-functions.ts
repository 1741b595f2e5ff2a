import { VIEWER_IP_HEADER } from '@herway/shared/origin-headers';
import { PRERENDERED_PAGES, prerenderedFile } from '@herway/shared/prerendered-pages';
import { ROUTE_SHELL_PREFIXES, ROUTE_SHELL_URIS } from '@herway/shared/route-shells';

/** Request path → file, for the pages built to HTML (shared/src/prerendered-pages.ts). */
const PRERENDERED_URIS = Object.fromEntries(PRERENDERED_PAGES.map((page) => [page, prerenderedFile(page)]));

/**
 * CloudFront Function (viewer request, default behaviour): a prerendered page (`/`, `/about`, ...)
 * is served its own HTML, a page with a shell of its own (`/dashboard`, `/admin/athletes/{id}`,
 * shared/src/route-shells.ts) that shell; the single-page app's other routes the empty shell,
 * index.html; files (`/assets/app.js`, `/robots.txt`) go to S3 as asked.
 * Done here rather than with custom error responses, which would also turn the API's own 403 and
 * 404 answers into index.html. A page this stage hides (prod: the demo page publishing sample
 * discount codes) is answered 404 here.
 */
export function spaRewriteCode(hiddenPages: readonly string[] = []): string {
  return `function handler(event) {
  var request = event.request;
  var hidden = ${JSON.stringify(Object.fromEntries(hiddenPages.map((page) => [page, true])))};
  if (hidden[request.uri] || hidden[request.uri.replace(/\\/$/, '')]) {
    return {
      statusCode: 404,
      statusDescription: 'Not Found',
      headers: { 'content-type': { value: 'text/html; charset=utf-8' }, 'cache-control': { value: 'no-store' } },
      body: { encoding: 'text', data: ${JSON.stringify(HIDDEN_PAGE_HTML)} },
    };
  }
  var pages = ${JSON.stringify({ ...PRERENDERED_URIS, ...ROUTE_SHELL_URIS })};
  if (pages[request.uri]) {
    request.uri = pages[request.uri];
    return request;
  }
  var prefixes = ${JSON.stringify(ROUTE_SHELL_PREFIXES)};
  for (var start in prefixes) {
    var rest = request.uri.slice(start.length);
    if (request.uri.indexOf(start) === 0 && rest.length > 0 && rest.indexOf('/') === -1) {
      request.uri = prefixes[start];
      return request;
    }
  }
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;
}

/** The page of a path this stage does not serve. */
export const HIDDEN_PAGE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Page not found - HerWay</title></head><body><h1>Page not found</h1><p><a href="/">Go to the HerWay home page</a></p></body></html>';

/** The function of a stage that hides no page. */
export const SPA_REWRITE_CODE = spaRewriteCode();

/**
 * CloudFront Function (viewer request, `/api/*`): writes the viewer's address into a header the
 * handlers read (functions/src/kernel/site-origin-guard.ts), overwriting whatever the browser sent.
 */
export const VIEWER_IP_CODE = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_IP_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;
