import { statSync } from 'node:fs';
import path from 'node:path';
import { profileReplySchema } from '@herway/shared/contracts/recruiting';
import { createTestAccount } from '@herway/functions/testing/accounts';
import { newCertificateCode } from '@herway/functions/course/certificate';
import { writeCertificate } from '@herway/functions/course/store/certificate-repo';
import { grantEntitlement } from '@herway/functions/testing/content';
import { inviteTokenSentTo, linkFamily } from '@herway/functions/testing/family';
import { callApi } from '@herway/functions/testing/admin-calls';
import type { TestAccount } from '@herway/functions/testing/accounts';
import { signInAdminWithCode } from '@herway/functions/testing/second-factor';
import { TestBrowser } from '@herway/functions/testing/test-browser';
import { repoRoot } from '../local/settings';
import { measureRoute } from './lighthouse';
import {
  ATHLETE_ID_PLACEHOLDER,
  CERTIFICATE_CODE_PLACEHOLDER,
  FAMILY_INVITE_PLACEHOLDER,
  PAYMENT_INTENT_PLACEHOLDER,
  SHARE_TOKEN_PLACEHOLDER,
  lighthouseRoutes,
} from './lighthouse-routes';
import type { Viewer } from './lighthouse-routes';
import { measurePaymentOnce } from './payment-to-dashboard';
import type { Measurement, SectionError } from './report';

/** The Cookie header each viewer's browser sends, the athlete's id and her own payment. */
export interface SignedInViewers {
  cookies: Record<Viewer, string | undefined>;
  athleteId: string;
  paymentIntentId: string;
  /** The token of her shared recruiting page (/p/{token}). */
  shareToken: string;
  /** The code of her course certificate (/verify/{code}), shown on her shared page. */
  certificateCode: string;
  /** The token of an invitation she sent to a second parent, not accepted yet (/family/accept/{token}). */
  familyInviteToken: string;
}

/**
 * Her parent, linked to her as the app links them (she invites, the parent accepts the e-mailed
 * link), and a second invitation, to an address with no account yet, left open.
 */
async function linkedParentAndOpenInvite(siteUrl: string, sesUrl: string, athlete: TestAccount): Promise<{ guardian: TestAccount; familyInviteToken: string }> {
  const guardian = await createTestAccount({ group: 'guardian', firstName: 'Dana' });
  await linkFamily(siteUrl, sesUrl, athlete, guardian);
  const invitedEmail = `second-parent-${Date.now()}@example.com`;
  const invited = await callApi(siteUrl, 'POST', '/api/family/invites', athlete, { email: invitedEmail });
  if (invited.status !== 201) throw new Error(`POST /api/family/invites answered ${invited.status}`);
  return { guardian, familyInviteToken: await inviteTokenSentTo(sesUrl, invitedEmail) };
}

/**
 * Her course certificate, shown on her coach page, written as the course's store writes it: the
 * bench measures the pages that show one, not the nine modules she would complete first.
 */
async function giveCertificate(athleteId: string): Promise<string> {
  const now = new Date().toISOString();
  const code = newCertificateCode();
  const base = { code, displayName: 'Avery Athlete', firstName: 'Avery', lastInitial: 'A.', courseTitle: 'Complete Course Packet' };
  const written = await writeCertificate(athleteId, { ...base, completedAt: now, issuedAt: now, nameShown: 'full', onCoachPage: true });
  if (written !== 'written') throw new Error(`The measured athlete's certificate was not written (${written})`);
  return code;
}

/**
 * An athlete who bought the Growth package and holds the Course Packet (so her dashboard, sessions,
 * player and success page show what a customer sees) and shares her recruiting page, her parent
 * linked to her with a second invitation open, and an admin
 * signed in as admins are: password, then her TOTP code, enrolling on the first sign-in (her
 * session cookies are the ones the API set). Every page then answers as it does for them, with no
 * refusal in the console.
 */
export async function signInViewers(siteUrl: string, sesUrl: string): Promise<SignedInViewers> {
  const athlete = await createTestAccount({ group: 'athlete', firstName: 'Avery' });
  const { paymentIntentId } = await measurePaymentOnce(siteUrl, athlete);
  await grantEntitlement(athlete.sub, 'course_packet');
  const shared = await fetch(`${siteUrl}/api/profile/share`, {
    method: 'POST',
    headers: { Origin: siteUrl, Cookie: athlete.cookie, 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (shared.status !== 200) throw new Error(`POST /api/profile/share answered ${shared.status}`);
  const shareToken = profileReplySchema.parse(await shared.json()).sharing.sharePath?.replace('/p/', '') ?? '';
  const certificateCode = await giveCertificate(athlete.sub);
  const { guardian, familyInviteToken } = await linkedParentAndOpenInvite(siteUrl, sesUrl, athlete);

  const admin = await createTestAccount({ group: 'admin', firstName: 'Founder', withoutSecondFactor: true });
  const browser = new TestBrowser(siteUrl);
  const verified = await signInAdminWithCode(browser, admin.email, admin.password);
  if (verified.status !== 200) throw new Error(`The admin's code step answered ${verified.status}`);
  return {
    cookies: { visitor: undefined, athlete: athlete.cookie, guardian: guardian.cookie, admin: browser.cookieHeader },
    athleteId: athlete.sub,
    paymentIntentId,
    shareToken,
    certificateCode,
    familyInviteToken,
  };
}

/**
 * Lighthouse on every route, one after the other (each run takes the machine's CPUs), each as its
 * viewer (or only the routes named), each `runs` times for the median. A route that cannot be measured is an error of its own; the
 * others still run. The viewers sign in at the gateway (`urls.site`); the pages are opened at
 * `urls.pages` when it is given: the HTTP/2 front, as CloudFront serves them (http2-front.ts).
 */
export async function measureLighthouse(
  urls: { site: string; ses: string; pages?: { url: string; chromeFlag: string } },
  outDir: string,
  progress: (line: string) => void,
  options: { only?: string[] | undefined; runs?: number } = {},
): Promise<{ measurements: Measurement[]; errors: SectionError[] }> {
  const { only, runs = 1 } = options;
  const routes = lighthouseRoutes.filter((route) => !only || only.includes(route.path));
  if (routes.length === 0) throw new Error(`no route of ${only?.join(', ')} is on the list`);
  const siteUrl = urls.site;
  const viewers = await signInViewers(siteUrl, urls.ses);
  // A build while measuring replaces the hashed files the pages load: say so rather than score a broken page.
  const builtAt = () => statSync(path.join(repoRoot, 'web/dist/index.html')).mtimeMs;
  const built = builtAt();
  const measurements: Measurement[] = [];
  const errors: SectionError[] = [];
  for (const [index, route] of routes.entries()) {
    progress(`lighthouse ${index + 1}/${routes.length}: ${route.path} as ${route.viewer}`);
    const url = route.url
      .replace(PAYMENT_INTENT_PLACEHOLDER, viewers.paymentIntentId)
      .replace(ATHLETE_ID_PLACEHOLDER, viewers.athleteId)
      .replace(SHARE_TOKEN_PLACEHOLDER, viewers.shareToken)
      .replace(CERTIFICATE_CODE_PLACEHOLDER, viewers.certificateCode)
      .replace(FAMILY_INVITE_PLACEHOLDER, viewers.familyInviteToken);
    try {
      const rows = await measureRoute(route, urls.pages?.url ?? siteUrl, outDir, {
        cookie: viewers.cookies[route.viewer],
        url,
        runs,
        chromeFlag: urls.pages?.chromeFlag,
      });
      if (builtAt() !== built) throw new Error('web/dist was rebuilt while the bench ran (another build?): run it again');
      measurements.push(...rows);
    } catch (error) {
      errors.push({ section: `Lighthouse ${route.path}`, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return { measurements, errors };
}
