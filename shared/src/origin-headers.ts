/**
 * Headers CloudFront adds to every `/api/*` request it forwards (infra/constructs/website.ts), read
 * by the handlers' middy stack (functions/src/kernel/site-origin-guard.ts).
 */

/** The origin-verify secret: without it a request did not come through the site and is refused. */
export const ORIGIN_VERIFY_HEADER = 'x-herway-origin-verify';

/**
 * The viewer's address, set by a CloudFront Function from `event.viewer.ip` (overwriting any value
 * the browser sent). Behind CloudFront, API Gateway's own `sourceIp` is the edge's address.
 */
export const VIEWER_IP_HEADER = 'x-herway-viewer-ip';
