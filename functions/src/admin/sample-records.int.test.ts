import { describe, expect, it } from 'vitest';
import { seedDiscounts } from '@herway/shared/catalog/discounts';
import { findDiscount } from '../payments/store/discount-repo';
import { sampleMentorRecords } from '../bookings/mentors';
import { getMentorRecord } from '../bookings/store/mentor-repo';
import { addSampleRecords } from './sample-records';

describe('addSampleRecords', () => {
  it('leaves every sample code and mentor in place and adds none twice (the stack seeded them at start)', async () => {
    const [first, second] = await Promise.all([addSampleRecords(), addSampleRecords()]);
    expect(first).toEqual({ discountCodes: 0, mentors: 0 });
    expect(second).toEqual({ discountCodes: 0, mentors: 0 });
    for (const discount of seedDiscounts) expect(await findDiscount(discount.code), discount.code).toBeDefined();
    for (const mentor of sampleMentorRecords(new Date().toISOString())) expect(await getMentorRecord(mentor.id), mentor.id).toBeDefined();
  });
});
