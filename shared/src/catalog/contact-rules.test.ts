import { describe, expect, it } from 'vitest';
import { compareContactRules, contactRuleFor, contactRuleView, contactRules, contactStanding, isSeptemberFirstSport, openingDate } from './contact-rules';
import { divisionKeys } from './recruiting';

describe('the contact rule of a school', () => {
  it('gives Division I most sports June 15 after sophomore year, and its three September sports September 1 of junior year', () => {
    expect(contactRuleFor('ncaa_d1', 'Soccer')).toBe(contactRules.ncaaD1);
    expect(contactRuleFor('ncaa_d1', 'Volleyball, track')).toBe(contactRules.ncaaD1);
    for (const sport of ['Softball', 'Lacrosse', "Women's lacrosse", 'basketball (point guard)']) {
      expect(contactRuleFor('ncaa_d1', sport)).toBe(contactRules.ncaaD1September);
    }
    expect(contactRules.ncaaD1.opens?.label).toBe('June 15 after sophomore year');
    expect(contactRules.ncaaD1September.opens?.label).toBe('September 1 of junior year');
  });

  it('gives Division II June 15 after sophomore year in every sport, and Division III, the NAIA and junior colleges no date', () => {
    expect(contactRuleFor('ncaa_d2', 'Softball')).toBe(contactRules.ncaaD2);
    expect(contactRules.ncaaD2.opens?.label).toBe('June 15 after sophomore year');
    for (const division of ['ncaa_d3', 'naia', 'njcaa'] as const) {
      expect(contactRuleFor(division, 'Softball').opens).toBeNull();
      expect(contactRuleFor(division, 'Soccer').division).toBe(division);
    }
  });

  it('has a rule for every division, each with its sources and the day it was checked', () => {
    for (const division of divisionKeys) {
      const rule = contactRuleFor(division, 'Soccer');
      expect(rule.sources.length).toBeGreaterThan(0);
      for (const source of rule.sources) expect(source.url).toMatch(/^https:\/\/[^/]+\.[a-z]+\//);
      expect(rule.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rule.summary).not.toBe('');
    }
  });

  it('reads her sport without caring for case, and only the three September sports', () => {
    expect(isSeptemberFirstSport('SOFTBALL')).toBe(true);
    expect(isSeptemberFirstSport('Field hockey')).toBe(false);
    expect(isSeptemberFirstSport('')).toBe(false);
  });
});

describe('where she stands under a rule', () => {
  const d1 = contactRules.ncaaD1;
  const september = contactRules.ncaaD1September;

  it('counts the opening day back from her graduation year', () => {
    expect(openingDate(JSON.parse(JSON.stringify(d1.opens)), 2028)).toBe('2026-06-15');
    expect(openingDate(JSON.parse(JSON.stringify(september.opens)), 2028)).toBe('2026-09-01');
  });

  it('is not yet open the day before, and open on the day itself and after', () => {
    expect(contactStanding(d1, 2028, '2026-06-14')).toEqual({ status: 'not_yet', opensOn: '2026-06-15' });
    expect(contactStanding(d1, 2028, '2026-06-15')).toEqual({ status: 'open', opensOn: '2026-06-15' });
    expect(contactStanding(september, 2028, '2026-08-31')).toEqual({ status: 'not_yet', opensOn: '2026-09-01' });
    expect(contactStanding(september, 2028, '2026-09-01')).toEqual({ status: 'open', opensOn: '2026-09-01' });
  });

  it('is open for a graduation year already past', () => {
    expect(contactStanding(d1, 2024, '2026-11-29')).toEqual({ status: 'open', opensOn: '2022-06-15' });
  });

  it('has no date where the division sets none, whatever her year', () => {
    expect(contactStanding(contactRules.ncaaD3, 2031, '2026-11-29')).toEqual({ status: 'no_date' });
    expect(contactStanding(contactRules.naia, null, '2026-11-29')).toEqual({ status: 'no_date' });
  });

  it('is unknown while her profile has no graduation year to count from', () => {
    expect(contactStanding(d1, null, '2026-11-29')).toEqual({ status: 'unknown' });
  });
});

describe('a school’s rule on her list', () => {
  const profile = { sports: 'Softball', graduationYear: 2029 };

  it('names her standing, the rule and its sources, or nothing for a school with no division', () => {
    expect(contactRuleView(null, profile, '2026-11-29')).toBeNull();
    expect(contactRuleView('ncaa_d1', profile, '2026-11-29')).toEqual({
      status: 'not_yet',
      opensOn: '2027-09-01',
      summary: contactRules.ncaaD1September.summary,
      sources: contactRules.ncaaD1September.sources,
      checkedOn: contactRules.ncaaD1September.checkedOn,
    });
    expect(contactRuleView('naia', profile, '2026-11-29')).toMatchObject({ status: 'no_date', opensOn: null });
  });

  it('sorts open first, then no date, then the soonest to open, then unknown, then schools with no division', () => {
    const today = '2026-11-29';
    const open = contactRuleView('ncaa_d1', { sports: 'Soccer', graduationYear: 2027 }, today);
    const noDate = contactRuleView('ncaa_d3', profile, today);
    const soon = contactRuleView('ncaa_d2', { sports: 'Soccer', graduationYear: 2029 }, today);
    const later = contactRuleView('ncaa_d1', { sports: 'Soccer', graduationYear: 2030 }, today);
    const unknown = contactRuleView('ncaa_d1', { sports: 'Soccer', graduationYear: null }, today);
    const shuffled = [null, unknown, later, soon, noDate, open];
    expect(shuffled.sort(compareContactRules)).toEqual([open, noDate, soon, later, unknown, null]);
  });
});
