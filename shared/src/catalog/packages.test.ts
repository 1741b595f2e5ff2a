import { describe, expect, it } from 'vitest';
import {
  describePackage,
  elitePackage,
  findPackage,
  freeConsultation,
  getPackage,
  growthPackage,
  isPaidPackageKey,
  mentorshipPackages,
  paidPackages,
  parsePackageDescription,
  starterPackage,
} from './packages';
import { mentorshipPackageSchema, packageKeySchema, paidPackageKeySchema } from './packages-schema';

describe('mentorship packages', () => {
  it('every card matches the schema', () => {
    for (const pkg of mentorshipPackages) expect(mentorshipPackageSchema.parse(pkg)).toEqual(pkg);
  });

  it('has the four cards in display order with unique keys', () => {
    expect(mentorshipPackages.map((p) => p.key)).toEqual(packageKeySchema.options);
    expect(new Set(mentorshipPackages.map((p) => p.key)).size).toBe(mentorshipPackages.length);
    expect(mentorshipPackages.map((p) => p.title)).toEqual(['Free Consultation', 'Starter', 'Growth', 'Elite']);
  });

  it('has the prices of the marketing cards: 5 for $400, 8 for $560, 10 for $650', () => {
    const table = mentorshipPackages.map((p) => [p.key, p.sessions, p.pricePerSessionCents, p.priceCents]);
    expect(table).toEqual([
      ['free_consultation', 1, 0, 0],
      ['starter', 5, 8000, 40000],
      ['growth', 8, 7000, 56000],
      ['elite', 10, 6500, 65000],
    ]);
  });

  it('prices every package as sessions × price per session, in integer cents', () => {
    for (const p of mentorshipPackages) {
      expect(Number.isInteger(p.priceCents)).toBe(true);
      expect(p.priceCents).toBe(p.sessions * p.pricePerSessionCents);
    }
  });

  it('gives 45 minutes to the free consultation and 60 to paid sessions', () => {
    expect(freeConsultation.sessionMinutes).toBe(45);
    for (const p of paidPackages) expect(p.sessionMinutes).toBe(60);
  });

  it('states sessions and total in the description, readable back by the checkout', () => {
    expect(starterPackage.description).toBe('5 sessions • $400 total');
    expect(growthPackage.description).toBe('8 sessions • $560 total');
    expect(elitePackage.description).toBe('10 sessions • $650 total');
    for (const p of paidPackages) {
      expect(parsePackageDescription(p.description)).toEqual({ sessions: p.sessions, priceCents: p.priceCents });
    }
  });

  it('keeps the free consultation out of checkout: its description has no total above 0', () => {
    expect(freeConsultation.description).toBe('1 session • Free');
    expect(parsePackageDescription(freeConsultation.description)).toBeUndefined();
  });

  it('parses descriptions with thousands and cents', () => {
    expect(parsePackageDescription('15 sessions • $1,000 total')).toEqual({ sessions: 15, priceCents: 100000 });
    expect(parsePackageDescription('1 session • $12.50 total')).toEqual({ sessions: 1, priceCents: 1250 });
    expect(parsePackageDescription(describePackage(3, 25000))).toEqual({ sessions: 3, priceCents: 25000 });
    expect(parsePackageDescription('no numbers here')).toBeUndefined();
  });

  it('highlights only Elite, with the MOST POPULAR badge, and only Elite includes the course', () => {
    expect(mentorshipPackages.filter((p) => p.highlighted).map((p) => p.key)).toEqual(['elite']);
    expect(mentorshipPackages.filter((p) => p.badge !== undefined).map((p) => p.key)).toEqual(['elite']);
    expect(elitePackage.badge).toBe('MOST POPULAR');
    expect(mentorshipPackages.filter((p) => p.includesCoursePacket).map((p) => p.key)).toEqual(['elite']);
    expect(elitePackage.features).toContainEqual({ text: expect.stringContaining('$150 value'), included: true });
  });

  it('gives each card features, a button text, and unique feature texts', () => {
    for (const p of mentorshipPackages) {
      expect(p.features.length).toBeGreaterThan(0);
      expect(p.features.some((f) => f.included)).toBe(true);
      expect(new Set(p.features.map((f) => f.text)).size).toBe(p.features.length);
      expect(p.buttonText.trim()).not.toBe('');
    }
  });

  it('mentions its own session count in the first feature of every paid card', () => {
    for (const p of paidPackages) expect(p.features[0]?.text).toContain(`${p.sessions} one-on-one`);
  });

  it('lists the paid packages apart from the free consultation', () => {
    expect(paidPackages.map((p) => p.key)).toEqual(paidPackageKeySchema.options);
    expect(isPaidPackageKey('free_consultation')).toBe(false);
    expect(isPaidPackageKey('elite')).toBe(true);
    expect(paidPackageKeySchema.safeParse('premium').success).toBe(false);
  });

  it('looks packages up by key', () => {
    expect(getPackage('growth')).toBe(growthPackage);
    expect(findPackage('starter')).toBe(starterPackage);
    expect(findPackage('premium')).toBeUndefined();
    expect(findPackage('toString')).toBeUndefined();
  });
});
