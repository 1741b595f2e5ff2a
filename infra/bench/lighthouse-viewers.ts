import { createTestAccount } from '../../functions/src/testing/accounts';
import { signInAdminWithCode } from '../../functions/src/testing/second-factor';
import { TestBrowser } from '../../functions/src/testing/test-browser';
import { measureRoute } from './lighthouse';
import { PAYMENT_INTENT_PLACEHOLDER, lighthouseRoutes } from './lighthouse-routes';
import type { Viewer } from './lighthouse-routes';
import { measurePaymentOnce } from './payment-to-dashboard';
import type { Measurement, SectionError } from './report';

/** The Cookie header each viewer's browser sends, and the athlete's own payment. */
export interface SignedInViewers {
  cookies: Record<Viewer, string | undefined>;
  paymentIntentId: string;
}

/**
 * An athlete who bought the Growth package (so her dashboard, sessions and success page show what
 * a customer sees), and an admin signed in as admins are: password, then her TOTP code, enrolling
 * on the first sign-in (her session cookies are the ones the API set).
 */
export async function signInViewers(siteUrl: string): Promise<SignedInViewers> {
  const athlete = await createTestAccount({ group: 'athlete', firstName: 'Avery' });
  const { paymentIntentId } = await measurePaymentOnce(siteUrl, athlete);

  const admin = await createTestAccount({ group: 'admin', firstName: 'Founder', withoutSecondFactor: true });
  const browser = new TestBrowser(siteUrl);
  const verified = await signInAdminWithCode(browser, admin.email, admin.password);
  if (verified.status !== 200) throw new Error(`The admin's code step answered ${verified.status}`);
  return { cookies: { visitor: undefined, athlete: athlete.cookie, admin: browser.cookieHeader }, paymentIntentId };
}

/**
 * Lighthouse on every route, one after the other (each run takes the machine's CPUs), each as its
 * viewer (or only the routes named). A route that cannot be measured is an error of its own; the
 * others still run.
 */
export async function measureLighthouse(
  siteUrl: string,
  outDir: string,
  progress: (line: string) => void,
  only?: string[],
): Promise<{ measurements: Measurement[]; errors: SectionError[] }> {
  const routes = lighthouseRoutes.filter((route) => !only || only.includes(route.path));
  if (routes.length === 0) throw new Error(`no route of ${only?.join(', ')} is on the list`);
  const viewers = await signInViewers(siteUrl);
  const measurements: Measurement[] = [];
  const errors: SectionError[] = [];
  for (const [index, route] of routes.entries()) {
    progress(`lighthouse ${index + 1}/${routes.length}: ${route.path} as ${route.viewer}`);
    const url = route.url.replace(PAYMENT_INTENT_PLACEHOLDER, viewers.paymentIntentId);
    try {
      measurements.push(...(await measureRoute(route, siteUrl, outDir, viewers.cookies[route.viewer], url)));
    } catch (error) {
      errors.push({ section: `Lighthouse ${route.path}`, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return { measurements, errors };
}
