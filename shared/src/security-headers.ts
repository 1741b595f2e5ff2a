/**
 * The site's Content-Security-Policy, used by CloudFront's response-headers policy and by the
 * local gateway, so both serve the same rules. Stripe's script and frames are allowed; so is the
 * content bucket's origin, which the admin's browser uploads to through presigned PUTs, and from
 * which the course player plays videos (with their captions tracks: media-src), reads their
 * transcripts (connect-src) and shows PDFs through presigned GETs (docs/course-player.md).
 */
export function contentSecurityPolicy(options: { contentOrigin: string; apiOrigin?: string }): string {
  const connect = ["'self'", 'https://api.stripe.com', 'https://*.google-analytics.com', options.contentOrigin];
  if (options.apiOrigin) connect.push(options.apiOrigin);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", 'https://js.stripe.com', 'https://www.googletagmanager.com'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': connect,
    'media-src': ["'self'", options.contentOrigin],
    'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com', options.contentOrigin],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Headers every page of the site carries (besides HSTS, which only the HTTPS deployment sends). */
export function pageSecurityHeaders(options: { contentOrigin: string }): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
  };
}
