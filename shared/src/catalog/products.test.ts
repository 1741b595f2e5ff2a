import { describe, expect, it } from 'vitest';
import { coursePacket } from './course';
import { courseKeySchema } from './course-schema';
import { getPackage } from './packages';
import { paidPackageKeySchema } from './packages-schema';
import {
  checkoutPathOf,
  courseIdsGrantedBy,
  findProduct,
  grantsOf,
  priceOf,
  productKeySchema,
  productNameOf,
  products,
  productSchema,
  productTypeOf,
  sessionsOf,
} from './products';

describe('products', () => {
  it('are the paid packages and the course packet, nothing else', () => {
    expect(productKeySchema.options).toEqual([...paidPackageKeySchema.options, ...courseKeySchema.options]);
    expect(Object.keys(products)).toEqual(productKeySchema.options);
    for (const key of productKeySchema.options) {
      expect(productSchema.parse(products[key])).toEqual(products[key]);
      expect(products[key].key).toBe(key);
    }
  });

  it('price like the marketing cards', () => {
    expect(productKeySchema.options.map((k) => [k, priceOf(k), sessionsOf(k)])).toEqual([
      ['starter', 40000, 5],
      ['growth', 56000, 8],
      ['elite', 65000, 10],
      ['full_packet', 15000, 0],
    ]);
    for (const k of paidPackageKeySchema.options) {
      expect(priceOf(k)).toBe(getPackage(k).priceCents);
      expect(priceOf(k)).toBe(getPackage(k).sessions * getPackage(k).pricePerSessionCents);
      expect(sessionsOf(k)).toBe(getPackage(k).sessions);
    }
    expect(priceOf('full_packet')).toBe(coursePacket.priceCents);
  });

  it('grant the course packet with Elite and with the course, not otherwise', () => {
    expect(courseIdsGrantedBy('starter')).toEqual([]);
    expect(courseIdsGrantedBy('growth')).toEqual([]);
    expect(courseIdsGrantedBy('elite')).toEqual(['course_packet']);
    expect(courseIdsGrantedBy('full_packet')).toEqual(['course_packet']);
    expect(grantsOf('full_packet')).toEqual({ sessions: 0, courseIds: ['course_packet'], coursePurchase: true });
    expect(grantsOf('elite')).toEqual({ sessions: 10, courseIds: ['course_packet'], coursePurchase: false });
  });

  it('are named as on the protected checkout', () => {
    expect(productNameOf('full_packet')).toBe('Complete Course Packet');
    expect(productNameOf('starter')).toBe('STARTER Mentorship Package');
    expect(productNameOf('elite')).toBe('ELITE Mentorship Package');
    expect(productTypeOf('growth')).toBe('mentorship');
    expect(productTypeOf('full_packet')).toBe('course');
  });

  it('link to the protected checkout with whole-dollar amounts', () => {
    expect(checkoutPathOf('starter')).toBe('/protected-checkout?type=mentorship&packageType=starter&amount=400&totalSessions=5');
    expect(checkoutPathOf('elite')).toBe('/protected-checkout?type=mentorship&packageType=elite&amount=650&totalSessions=10');
    expect(checkoutPathOf('full_packet')).toBe('/protected-checkout?type=course&courseType=full_packet&amount=150');
    for (const k of productKeySchema.options) expect(priceOf(k) % 100).toBe(0);
  });

  it('are found from a query value', () => {
    expect(findProduct('growth')?.priceCents).toBe(56000);
    expect(findProduct('free_consultation')).toBeUndefined();
    expect(findProduct('premium')).toBeUndefined();
  });
});
