import { afterEach, describe, expect, it, vi } from 'vitest';
import { addSchoolBodySchema, recruitingProfileBodySchema, recruitingProfileSchema, shareTokenPathSchema, updateSchoolBodySchema } from './recruiting';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('recruitingProfileBodySchema', () => {
  afterEach(() => vi.useRealTimers());

  it('takes a graduation year from this year to six years ahead, counted on the day it is checked', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z'), toFake: ['Date'] });
    expect(recruitingProfileBodySchema.safeParse({ graduationYear: 2026 }).success).toBe(true);
    expect(recruitingProfileBodySchema.safeParse({ graduationYear: 2032 }).success).toBe(true);
    expect(messagesOf(recruitingProfileBodySchema.safeParse({ graduationYear: 2033 }))).toEqual(['Graduation year must be between 2026 and 2032']);
    expect(messagesOf(recruitingProfileBodySchema.safeParse({ graduationYear: 2027.5 }))).toEqual(['Graduation year must be between 2026 and 2032']);
    vi.setSystemTime(new Date('2027-01-01T00:00:00Z'));
    expect(messagesOf(recruitingProfileBodySchema.safeParse({ graduationYear: 2026 }))).toEqual(['Graduation year must be between 2027 and 2033']);
    // A year saved earlier is still read back.
    expect(recruitingProfileSchema.parse({ graduationYear: 2026 }).graduationYear).toBe(2026);
  });

  it('fills every part she left out, and trims text', () => {
    expect(recruitingProfileBodySchema.parse({ sports: '  Soccer ' })).toMatchObject({
      sports: 'Soccer',
      stats: [],
      gpa: null,
      guardianConsent: false,
      targetDivisions: [],
    });
  });

  it('says what is wrong in words a parent reads', () => {
    expect(messagesOf(recruitingProfileBodySchema.safeParse({ gpa: -0.1 }))).toEqual(['GPA must be between 0 and 5']);
    expect(messagesOf(recruitingProfileBodySchema.safeParse({ satScore: 1700 }))).toEqual(['SAT score must be between 400 and 1600']);
    expect(messagesOf(recruitingProfileBodySchema.safeParse({ stats: [{ label: '', value: '5.1' }] }))).toEqual(['Give each stat a name']);
    expect(messagesOf(recruitingProfileBodySchema.safeParse({ targetDivisions: ['ncaa_d4'] }))).toEqual(['Choose divisions from the list']);
    expect(messagesOf(recruitingProfileBodySchema.safeParse({ contactPhone: 'call me' }))).toEqual([
      'Contact phone must be a phone number (digits, spaces, + - ( ))',
    ]);
  });
});

describe('school bodies', () => {
  it('need a name to add, default the rest, and refuse a change of nothing', () => {
    expect(addSchoolBodySchema.parse({ name: 'Duke' })).toMatchObject({ status: 'researching', division: null, athleticFit: null, nextStepDate: '' });
    expect(messagesOf(addSchoolBodySchema.safeParse({ name: '  ' }))).toEqual(['Enter the school’s name']);
    expect(messagesOf(updateSchoolBodySchema.safeParse({}))).toEqual(['Nothing to change: change at least one thing']);
    expect(updateSchoolBodySchema.parse({ socialFit: null })).toEqual({ socialFit: null });
    expect(messagesOf(updateSchoolBodySchema.safeParse({ nextStepDate: '2027-02-30' }))).toEqual(['The next step date must be a date']);
  });
});

describe('shareTokenPathSchema', () => {
  it('takes 43 base64url characters only', () => {
    expect(shareTokenPathSchema.safeParse({ token: 'A'.repeat(43) }).success).toBe(true);
    expect(shareTokenPathSchema.safeParse({ token: 'A'.repeat(42) }).success).toBe(false);
    expect(shareTokenPathSchema.safeParse({ token: `${'A'.repeat(42)}/` }).success).toBe(false);
  });
});
