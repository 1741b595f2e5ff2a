/**
 * The support inbox families write to, one per stage: the local stack's (and the tests') is here;
 * dev's and prod's are their `supportEmail` in infra/lib/stages.ts. The functions get the stage's
 * as SUPPORT_EMAIL; the site reads it from a meta tag of every page, which the build fills from
 * SUPPORT_EMAIL (web/vite.config.ts) and the deploy rewrites to the stage's
 * (infra/constructs/site-pages.ts), so the prerendered pages, the app and the e-mails all agree.
 */
export const LOCAL_SUPPORT_EMAIL = 'support@herway.local';

/** `<meta name="herway-support-email" content="...">` in web/index.html. */
export const SUPPORT_EMAIL_META = 'herway-support-email';

const metaPattern = new RegExp(`<meta\\s+name="${SUPPORT_EMAIL_META}"\\s+content="([^"]+)"`);

/** The support address a built page was made with, read from its meta tag. */
export function supportEmailOfPage(html: string): string | undefined {
  return metaPattern.exec(html)?.[1];
}
