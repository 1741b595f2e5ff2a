import { describe, expect, it } from 'vitest';
import { reportablePath, sanitizeParams } from './analytics';

describe('sanitizeParams', () => {
  it('keeps only allowed, non-personal parameters', () => {
    expect(
      sanitizeParams({
        package_type: 'growth',
        value: 560,
        email: 'mom@example.com',
        name: 'Ava Lopez',
        message: 'Hi',
        sport: 'Soccer',
      }),
    ).toEqual({ package_type: 'growth', value: 560, sport: 'Soccer' });
  });

  it('drops any value that looks like an e-mail address, whatever its key', () => {
    expect(sanitizeParams({ sport: 'ava@example.com', page_path: '/contact' })).toEqual({ page_path: '/contact' });
  });

  it('drops objects and long strings are cut', () => {
    expect(sanitizeParams({ location: { a: 1 }, page_title: 'x'.repeat(200) })).toEqual({ page_title: 'x'.repeat(100) });
  });
});

describe('reportablePath', () => {
  it('leaves out the token of a shared recruiting profile, and nothing else', () => {
    expect(reportablePath('/p/Ab3_-x9KQm2Zt7Yw1Vu5Ts8Rq4Po6Nm0Lk2Ji3Hg5Fe')).toBe('/p/:token');
    expect(reportablePath('/profile')).toBe('/profile');
    expect(reportablePath('/schools')).toBe('/schools');
  });

  it("leaves out a certificate's code on /verify", () => {
    expect(reportablePath('/verify/ABCDE23456')).toBe('/verify/:code');
  });
});
