import { describe, expect, inject, it } from 'vitest';
import { publicMentors as readPublicMentors } from '../../testing/mentors';

const siteUrl = inject('siteUrl');

const publicMentors = () => readPublicMentors(siteUrl);

describe('GET /api/mentors', () => {
  it('shows the sample mentors to anyone, with her initials when there is no photo', async () => {
    const mentors = await publicMentors();
    expect(mentors.slice(0, 2).map(({ id, initials, sessionMinutes, photoUrl }) => ({ id, initials, sessionMinutes, photoUrl }))).toEqual([
      { id: 'maya-reynolds', initials: 'MR', sessionMinutes: 60, photoUrl: null },
      { id: 'jordan-ellis', initials: 'JE', sessionMinutes: 60, photoUrl: null },
    ]);
  });
});
