import { describe, expect, it } from 'vitest';
import { highlightHost, isHttpsLink, overallScore, profileCompleteness } from './recruiting';

const empty = {
  graduationYear: null,
  sports: '',
  position: '',
  clubTeam: '',
  highSchoolTeam: '',
  stats: [],
  gpa: null,
  highlightLinks: [],
  academicInterests: '',
  goals: '',
  targetDivisions: [],
  targetRegions: [],
};

describe('overallScore', () => {
  it('is the mean of the scores she gave, to one decimal, and null before any', () => {
    expect(overallScore({ athleticFit: null, academicFit: null, socialFit: null, financialFit: null })).toBeNull();
    expect(overallScore({ athleticFit: 5, academicFit: null, socialFit: null, financialFit: null })).toBe(5);
    expect(overallScore({ athleticFit: 5, academicFit: 4, socialFit: 4, financialFit: 2 })).toBe(3.8);
    expect(overallScore({ athleticFit: 4, academicFit: 4, socialFit: 5, financialFit: null })).toBe(4.3);
  });
});

describe('highlight links', () => {
  it('names YouTube, Hudl and Vimeo, and any other host by its domain', () => {
    expect(highlightHost('https://www.youtube.com/watch?v=a')).toBe('YouTube');
    expect(highlightHost('https://youtu.be/a')).toBe('YouTube');
    expect(highlightHost('https://m.youtube.com/watch?v=a')).toBe('YouTube');
    expect(highlightHost('https://www.hudl.com/video/1')).toBe('Hudl');
    expect(highlightHost('https://vimeo.com/1')).toBe('Vimeo');
    expect(highlightHost('https://drive.google.com/file/d/1')).toBe('drive.google.com');
    expect(highlightHost('https://notyoutube.com/a')).toBe('notyoutube.com');
  });

  it('are https addresses with a real host and no password', () => {
    expect(isHttpsLink('https://www.hudl.com/v/1')).toBe(true);
    for (const bad of [
      'http://www.youtube.com/watch?v=a',
      'javascript:alert(1)',
      'https://localhost/x',
      'https://user:pw@vimeo.com/1',
      'youtube.com/watch',
      '',
    ])
      expect(isHttpsLink(bad), bad).toBe(false);
  });
});

describe('profileCompleteness', () => {
  it('counts ten parts and names the missing ones', () => {
    expect(profileCompleteness(null)).toEqual({ percent: 0, missing: expect.arrayContaining(['graduation year', 'GPA']) });
    expect(profileCompleteness(empty).missing).toHaveLength(10);
    const half = { ...empty, graduationYear: 2028, sports: 'Soccer', position: 'Keeper', highSchoolTeam: 'Lincoln', gpa: 3.9, goals: 'D1' };
    expect(profileCompleteness(half)).toEqual({
      percent: 50,
      missing: ['key stats', 'highlight video', 'academic interests', 'target divisions', 'target regions'],
    });
    // A sport without a position is not yet that part.
    expect(profileCompleteness({ ...empty, sports: 'Soccer' }).percent).toBe(0);
  });
});
