import { SUPPORT_EMAIL_META } from '@herway/shared/support-email';

/**
 * The stage's support inbox (shared/src/support-email.ts). Every page carries it in a meta tag
 * (web/index.html) that the deploy sets to the stage's; the prerender, which has no document,
 * uses the one the app was built with.
 */
export function supportEmail(): string {
  const meta = typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>(`meta[name="${SUPPORT_EMAIL_META}"]`);
  return meta?.content || import.meta.env.VITE_SUPPORT_EMAIL;
}
