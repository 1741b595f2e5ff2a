import { screen, within } from '@testing-library/react';
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

  it('shows her course certificate with the page that confirms it, only when she chose to show it', async () => {
    openPage({ ...maya, certificate: { courseTitle: 'Complete Course Packet', completedAt: '2026-11-20T15:00:00.000Z', verifyPath: '/verify/ABCDE23456' } });
    const part = within(await screen.findByRole('region', { name: 'Course certificate' }));
    expect(part.getByText(/Completed the HerWay Complete Course Packet on November 20, 2026\./)).toBeDefined();
    expect(part.getByRole('link', { name: 'Verify this certificate' }).getAttribute('href')).toBe('/verify/ABCDE23456');
  });

  it('has no certificate part when she did not choose to show it', async () => {
    openPage(maya);
    expect(await screen.findByText('Recruiting profile, shared by the athlete through HerWay.')).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Course certificate' })).toBeNull();
  });
});
