import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recruitingProfileSchema, type School } from '@herway/shared/contracts/recruiting';
import { AthleteRecruitingProfile, AthleteSchoolList } from './athlete-recruiting';

const profile = recruitingProfileSchema.parse({
  graduationYear: 2028,
  sports: 'Soccer',
  position: 'Keeper',
  gpa: 3.9,
  goals: 'Play in the Ivy League',
  highlightLinks: [{ url: 'https://vimeo.com/123', title: 'Saves' }],
  targetDivisions: ['ncaa_d1'],
  updatedAt: '2026-11-20T10:00:00.000Z',
});
const school: School = {
  id: 's1',
  name: 'Yale University',
  division: 'ncaa_d1',
  athleticFit: 4,
  academicFit: 5,
  socialFit: null,
  financialFit: 3,
  overallScore: 4,
  status: 'visit',
  nextStep: 'Official visit',
  nextStepDate: '2027-02-10',
  notes: 'Ask about the keeper depth chart',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('her recruiting data on the admin athlete page', () => {
  it('shows her profile, that it is shared, and her schools with scores, status and next step, under the anchors the session cards link to', () => {
    const { container } = render(
      <>
        <AthleteRecruitingProfile recruiting={{ profile, shared: true, schools: [school] }} />
        <AthleteSchoolList recruiting={{ profile, shared: true, schools: [school] }} />
      </>,
    );
    const section = within(screen.getByRole('region', { name: 'Recruiting profile' }));
    expect(section.getByText('shared with coaches')).toBeDefined();
    expect(section.getByText('Soccer · Keeper')).toBeDefined();
    expect(section.getByText('NCAA Division I')).toBeDefined();
    expect(section.getByRole('link', { name: 'Saves (Vimeo)' }).getAttribute('href')).toBe('https://vimeo.com/123');
    const schools = within(screen.getByRole('region', { name: 'School list' }));
    expect(schools.getByText('Visit')).toBeDefined();
    expect(schools.getByText(/overall 4 \(athletic 4, academic 5, social –, financial 3\)/)).toBeDefined();
    expect(schools.getByText('Next: Official visit by 2027-02-10')).toBeDefined();
    expect(container.querySelector('#recruiting-profile')).not.toBeNull();
    expect(container.querySelector('#school-list')).not.toBeNull();
  });

  it('says so when she has neither yet', () => {
    render(
      <>
        <AthleteRecruitingProfile recruiting={{ profile: null, shared: false, schools: [] }} />
        <AthleteSchoolList recruiting={undefined} />
      </>,
    );
    expect(screen.getByText('She has not filled in her recruiting profile yet.')).toBeDefined();
    expect(screen.getByText('No school on her list yet.')).toBeDefined();
    expect(screen.queryByText('shared with coaches')).toBeNull();
  });
});
