import { profileReplySchema, schoolListReplySchema, schoolReplySchema } from '@herway/shared/contracts/recruiting';
import type { ListedSchool, RecruitingProfileBody, School } from '@herway/shared/contracts/recruiting';
import { expect } from 'vitest';

const year = new Date().getUTCFullYear();

/** A same-site call to her workspace's API, signed in with `cookie` (signed out without). */
export function recruitingCall(siteUrl: string, method: string, path: string, cookie?: string, body?: unknown) {
  return fetch(`${siteUrl}${path}`, {
    method,
    headers: { Origin: siteUrl, 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** A profile with every field filled in (contact details, but no guardian consent yet). */
export const fullProfile: RecruitingProfileBody = {
  graduationYear: year + 2,
  sports: 'Soccer',
  position: 'Center back',
  clubTeam: 'Bay Area Breakers ECNL',
  highSchoolTeam: 'Lincoln High Varsity',
  stats: [{ label: '40-yard dash', value: '5.1 s', date: `${year}-05-01` }],
  gpa: 3.8,
  satScore: 1350,
  actScore: null,
  highlightLinks: [
    { url: 'https://www.youtube.com/watch?v=abc123', title: 'Junior season' },
    { url: 'https://www.hudl.com/video/3/123', title: '' },
  ],
  academicInterests: 'Biology, pre-med',
  goals: 'Play Division I soccer and study medicine.',
  targetDivisions: ['ncaa_d1', 'ncaa_d2'],
  targetRegions: ['pacific', 'mountain_west'],
  contactEmail: 'family.contact@example.com',
  contactPhone: '+1 415 555 0100',
  guardianConsent: false,
};

/** Her profile as GET /api/profile answers it. */
export async function profileOf(siteUrl: string, cookie: string) {
  const response = await recruitingCall(siteUrl, 'GET', '/api/profile', cookie);
  expect(response.status).toBe(200);
  return profileReplySchema.parse(await response.json());
}

/** Adds a school to her list (expecting 201) and answers it as stored. */
export async function addSchool(siteUrl: string, cookie: string, body: Record<string, unknown>): Promise<School> {
  const response = await recruitingCall(siteUrl, 'POST', '/api/schools', cookie, body);
  expect(response.status).toBe(201);
  return schoolReplySchema.parse(await response.json()).school;
}

/** Her school list as GET /api/schools answers it. */
export async function schoolsOf(siteUrl: string, cookie: string): Promise<ListedSchool[]> {
  return schoolListReplySchema.parse(await (await recruitingCall(siteUrl, 'GET', '/api/schools', cookie)).json()).schools;
}
