import { adminMentorReplySchema, mentorsReplySchema } from '@herway/shared/contracts/mentors';
import { expect } from 'vitest';
import { jsonHeaders } from './content';

/** A same-site request of the mentors API as the signed-in `cookie`. */
export const sendAs = (siteUrl: string, cookie: string, method: string, path: string, body?: unknown) =>
  fetch(`${siteUrl}${path}`, { method, headers: jsonHeaders(siteUrl, cookie), ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

/** The mentors the site shows, as GET /api/mentors answers them. */
export const publicMentors = async (siteUrl: string) => mentorsReplySchema.parse(await (await fetch(`${siteUrl}/api/mentors`)).json()).mentors;

/** A complete new-mentor form for `name`. */
export const mentorForm = (name: string) => ({
  name,
  sport: 'Tennis',
  school: 'Bay University',
  specialty: 'Showcases and film',
  bio: 'Plays singles and mentors juniors.',
  schedulingUrl: 'https://calendly.com/ava-cole/60min',
});

/** An admin adds a mentor (expecting 201) and answers her as stored. */
export async function createMentor(siteUrl: string, cookie: string, name: string, extra: Record<string, unknown> = {}) {
  const response = await sendAs(siteUrl, cookie, 'POST', '/api/admin/mentors', { ...mentorForm(name), ...extra });
  expect(response.status).toBe(201);
  return adminMentorReplySchema.parse(await response.json()).mentor;
}
