import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SharedProfileReply } from '@herway/shared/contracts/recruiting';
import { fakeApi } from '@/testing/fake-api';
import { jsonResponse, renderRoute } from '@/testing/test-utils';
import SharedProfileRoute from '@/features/recruiting/routes/shared-profile';

const TOKEN = 'b'.repeat(43);
const maya: SharedProfileReply = {
  name: 'Maya Lopez',
  graduationYear: 2028,
  sports: 'Soccer',
  position: '',
  clubTeam: '',
  highSchoolTeam: '',
  stats: [],
  gpa: null,
  satScore: null,
  actScore: null,
  highlightLinks: [],
  academicInterests: '',
  goals: '',
  targetDivisions: [],
  targetRegions: [],
  contact: null,
};

function openPage(reply: SharedProfileReply) {
  fakeApi({ [`GET /api/shared-profiles/${TOKEN}`]: jsonResponse(reply) });
  renderRoute(<SharedProfileRoute />, `/p/${TOKEN}`, '/p/:token');
}

describe('/p/:token', () => {
  it('names the school a coach link was made for', async () => {
    openPage({ ...maya, forSchool: 'University of Oregon' });
    expect(await screen.findByText(/shared with the University of Oregon coaching staff/)).toBeDefined();
  });

  it('names no school on her own profile link', async () => {
    openPage(maya);
    expect(await screen.findByText('Recruiting profile, shared by the athlete through HerWay.')).toBeDefined();
    expect(screen.queryByText(/coaching staff/)).toBeNull();
  });
});
