import * as z from '../zod';

// A module of its own (re-exported by ./mentors) so that her dashboard's answer is checked without
// building the admin's mentor schemas.

/** A mentor's id: a slug made from her name when she is added, never changed (booking links carry it). */
export const mentorIdSchema = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid mentor id'), z.maxLength(64));
