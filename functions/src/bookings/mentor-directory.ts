import type { AdminMentor, PublicMentor } from '@herway/shared/contracts/mentors';
import { listMentorRecords } from './store/mentor-repo';
import type { MentorRecord } from './store/mentor-repo';
import { presignView } from '../content/download-links';
import { toPublicMentor } from './mentors';

// The mentors as the site, the dashboard and the booking consumer read them: the active ones, kept
// for a minute per Lambda container, so a page that shows them costs no extra DynamoDB request on
// a warm container (the dashboard is one request: docs/decisions/performance-budgets.md). An admin's change shows within a minute.

const CACHE_MS = 60_000;
/** Photo links outlive the cache and are signed per hour (storage.ts presignView): 2 hours. */
const PHOTO_LINK_SECONDS = 2 * 3600;

let cached: { at: number; mentors: Promise<MentorRecord[]> } | undefined;

/** The active mentors, in the founders' order. */
export function activeMentors(now = Date.now()): Promise<MentorRecord[]> {
  if (!cached || now - cached.at > CACHE_MS) {
    const mentors = listMentorRecords().then((records) => records.filter((record) => record.active));
    cached = { at: now, mentors };
    mentors.catch(() => {
      cached = undefined; // A failed read is not remembered.
    });
  }
  return cached.mentors;
}

/** Forgets the cached mentors (after an admin's change, in the container that made it; and in tests). */
export function forgetMentors(): void {
  cached = undefined;
}

/** A mentor as the site shows her, with a link to her photo when she has one. */
export async function publicMentor(record: MentorRecord): Promise<PublicMentor> {
  const photoUrl = record.photoKey ? await presignView({ key: record.photoKey, expiresInSeconds: PHOTO_LINK_SECONDS }) : null;
  return toPublicMentor(record, photoUrl);
}

/** A mentor as the admin edits her: what the site shows, and whether, where and when. */
export async function adminMentor(record: MentorRecord): Promise<AdminMentor> {
  return { ...(await publicMentor(record)), active: record.active, position: record.position, createdAt: record.createdAt, updatedAt: record.updatedAt };
}
