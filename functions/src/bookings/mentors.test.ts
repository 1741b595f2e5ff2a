import { describe, expect, it } from 'vitest';
import { changedMentor, initialsOf, mentorBySchedulingUrl, mentorIdOf, newMentorRecord, sampleMentorRecords, schedulingLinkProblem } from './mentors';

const now = '2026-11-27T10:00:00.000Z';

describe('mentor ids and initials', () => {
  it('make a lasting id from her name', () => {
    expect(mentorIdOf('Maya Reynolds')).toBe('maya-reynolds');
    expect(mentorIdOf('  Zoë  O’Brien-Díaz ')).toBe('zoe-o-brien-diaz');
    expect(mentorIdOf('!!!')).toBe('mentor');
  });

  it('show her initials when there is no photo', () => {
    expect(initialsOf('Maya Reynolds')).toBe('MR');
    expect(initialsOf('Mary Jo Smith')).toBe('MS');
    expect(initialsOf('Cher')).toBe('CH');
  });
});

describe('scheduling links (no placeholders reach prod)', () => {
  it('on prod, must be her own Calendly event link', () => {
    expect(schedulingLinkProblem('https://calendly.com/ava-cole/60min', 'prod')).toBeUndefined();
    expect(schedulingLinkProblem('https://calendly.com/herway-maya/60min?x=1', 'prod')).toMatch(/sample scheduling link/);
    expect(schedulingLinkProblem('https://calendly.com/ava-cole', 'prod')).toMatch(/Calendly event link/);
    expect(schedulingLinkProblem('https://example.com/book', 'prod')).toMatch(/Calendly event link/);
  });

  it('elsewhere, any https link will do', () => {
    expect(schedulingLinkProblem('https://calendly.com/herway-maya/60min', 'dev')).toBeUndefined();
    expect(schedulingLinkProblem('https://example.com/book', 'local')).toBeUndefined();
  });
});

describe('mentor records', () => {
  it('are 60-minute mentors, off the site until switched on, placed where asked', () => {
    const record = newMentorRecord(
      {
        name: 'Ava Cole',
        sport: 'Tennis',
        school: 'Bay U',
        specialty: 'Showcases',
        bio: 'Bio',
        schedulingUrl: 'https://calendly.com/ava/60min',
        active: false,
      },
      2,
      now,
    );
    expect(record).toMatchObject({ id: 'ava-cole', initials: 'AC', sessionMinutes: 60, active: false, position: 2, version: 0 });
  });

  it('change by the admin: id kept, initials follow the name, version raised, photo set or removed', () => {
    const [maya] = sampleMentorRecords(now);
    if (!maya) throw new Error('no sample');
    const renamed = changedMentor(maya, { name: 'Maya Reyes' }, '2026-11-28T00:00:00.000Z');
    expect(renamed).toMatchObject({ id: 'maya-reynolds', name: 'Maya Reyes', initials: 'MR', version: 1, updatedAt: '2026-11-28T00:00:00.000Z' });
    const withPhoto = changedMentor(maya, { photoKey: 'mentors/maya-reynolds/0b7c4c2e-5a8e-4b6f-9a1d-2f3e4d5c6b7a.jpg' }, now);
    expect(withPhoto.photoKey).toMatch(/^mentors\/maya-reynolds\//);
    expect(changedMentor(withPhoto, { photoKey: null }, now).photoKey).toBeUndefined();
  });

  it('are found by their scheduling link', () => {
    const mentors = sampleMentorRecords(now);
    expect(mentorBySchedulingUrl(mentors, 'https://calendly.com/herway-jordan/60min/?utm_source=x')?.id).toBe('jordan-ellis');
    expect(mentorBySchedulingUrl(mentors, 'https://calendly.com/someone/60min')).toBeUndefined();
  });
});
