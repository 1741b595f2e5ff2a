import { describe, expect, it } from 'vitest';
import { parseProtectedCheckoutParams } from './checkout-params';
import { checkoutProductOf, includesCoursePacket, productAnalytics, productNameFor, successPathOf } from './checkout-product';

const productOf = (search: string) => checkoutProductOf(parseProtectedCheckoutParams(new URLSearchParams(search)));

describe('product name', () => {
  it("is 'Complete Course Packet' for a course, whatever the package type", () => {
    expect(productNameFor({ type: 'course', courseType: 'full_packet', packageType: 'elite' })).toBe('Complete Course Packet');
  });

  it.each([
    ['starter', 'STARTER Mentorship Package'],
    ['growth', 'GROWTH Mentorship Package'],
    ['elite', 'ELITE Mentorship Package'],
    ['premium', 'PREMIUM Mentorship Package'],
  ])('is the upper-cased package for %s', (packageType, name) => {
    expect(productNameFor({ type: 'mentorship', courseType: 'full_packet', packageType })).toBe(name);
  });

  it('treats any type but course as mentorship', () => {
    expect(productNameFor({ type: 'something', courseType: 'full_packet', packageType: 'growth' })).toBe('GROWTH Mentorship Package');
  });
});

describe('checkoutProductOf', () => {
  it('is the course packet by default', () => {
    expect(productOf('')).toMatchObject({ type: 'course', key: 'full_packet', name: 'Complete Course Packet', known: true });
  });

  it('knows a catalog package and its sessions from the catalog, not the URL', () => {
    expect(productOf('type=mentorship&packageType=growth&amount=560&totalSessions=3')).toMatchObject({
      type: 'mentorship',
      key: 'growth',
      known: true,
      sessions: 8,
    });
  });

  it('refuses what the catalog does not sell', () => {
    expect(productOf('type=mentorship&packageType=free_consultation')).toMatchObject({ known: false, name: 'FREE_CONSULTATION Mentorship Package' });
    expect(productOf('type=course&courseType=bonus')).toMatchObject({ known: false, name: 'Complete Course Packet' });
  });

  it('builds the success path and non-personal analytics', () => {
    const growth = productOf('type=mentorship&packageType=growth');
    expect(successPathOf(growth)).toBe('/payment-success?type=mentorship&package=growth');
    expect(successPathOf(growth, 'user-maya')).toBe('/payment-success?type=mentorship&package=growth&for=user-maya');
    expect(productAnalytics(growth)).toEqual({ product_type: 'mentorship', package_type: 'growth' });
    const course = productOf('');
    expect(successPathOf(course)).toBe('/payment-success?type=course&package=full_packet');
    expect(productAnalytics(course)).toEqual({ product_type: 'course', course_type: 'full_packet' });
  });

  it('knows which orders include the Course Packet: the course and Elite', () => {
    expect(includesCoursePacket(productOf(''))).toBe(true);
    expect(includesCoursePacket(productOf('type=mentorship&packageType=elite'))).toBe(true);
    expect(includesCoursePacket(productOf('type=mentorship&packageType=growth'))).toBe(false);
    expect(includesCoursePacket(productOf('type=course&courseType=bonus'))).toBe(false);
  });
});
