import { sampleMentors } from '@herway/shared/catalog/mentors';
import type { MentorsReply, PublicMentor } from '@herway/shared/contracts/mentors';
import { jsonResponse } from './test-utils';

/** The two sample mentors as GET /api/mentors gives them on the local stack (no photos). */
export const testMentors: readonly PublicMentor[] = sampleMentors.map((mentor) => ({
  ...mentor,
  id: mentor.name.toLowerCase().replace(/\s+/g, '-'),
  initials: mentor.name
    .split(' ')
    .map((word) => word[0])
    .join(''),
  sessionMinutes: 60,
  photoUrl: null,
}));

/** A fetch handler for GET /api/mentors, for the page tests that show mentors. */
export const mentorsResponse = (mentors: readonly PublicMentor[] = testMentors) => jsonResponse({ mentors: [...mentors] } satisfies MentorsReply);
