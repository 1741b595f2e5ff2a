import { coachLinkListReplySchema, coachLinkReplySchema } from '@herway/shared/contracts/coach-links';
import type { CoachLink } from '@herway/shared/contracts/coach-links';
import { expect } from 'vitest';
import { recruitingCall } from './recruiting';

/** A person's browser, as a coach opening the link would send it. */
export const BROWSER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** POST /api/schools/{id}/share: her coach link for that school, with the status it was answered with. */
export async function shareWithSchool(siteUrl: string, cookie: string | undefined, schoolId: string) {
  const response = await recruitingCall(siteUrl, 'POST', `/api/schools/${schoolId}/share`, cookie);
  const link = response.ok ? coachLinkReplySchema.parse(await response.json()).link : undefined;
  return { status: response.status, link };
}

/** GET /api/profile/shares: her coach links. */
export async function coachLinksOf(siteUrl: string, cookie: string): Promise<CoachLink[]> {
  const response = await recruitingCall(siteUrl, 'GET', '/api/profile/shares', cookie);
  expect(response.status).toBe(200);
  return coachLinkListReplySchema.parse(await response.json()).links;
}

/** The token of a '/p/<token>' path. */
export const tokenOf = (path: string) => path.slice('/p/'.length);

/** Opens /p/{token}'s data as a browser would: with a User-Agent and, signed in, her cookie. */
export function openCoachPage(siteUrl: string, path: string, options: { userAgent?: string; cookie?: string } = {}) {
  return fetch(`${siteUrl}/api/shared-profiles/${tokenOf(path)}`, {
    headers: { 'User-Agent': options.userAgent ?? BROWSER_AGENT, ...(options.cookie ? { Cookie: options.cookie } : {}) },
  });
}
