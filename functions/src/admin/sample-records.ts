import { seedDiscounts } from '@herway/shared/catalog/discounts';
import { sampleMentorRecords } from '../bookings/mentors';
import { addMentor } from '../bookings/store/mentor-repo';
import { addDiscountIfAbsent } from '../payments/store/discount-repo';

/** How many of the sample records a run added (the others were there already). */
export interface SampleRecordsAdded {
  discountCodes: number;
  mentors: number;
}

/**
 * The sample discount codes (shared/src/catalog/discounts.ts) and the sample mentors
 * (docs/decisions/mentors-are-data.md), each added only if absent: a code's redemptions and a
 * mentor the founders changed are never reset. The one seeding the local stack and the deploy's
 * custom resource both run, so their records cannot differ.
 */
export async function addSampleRecords(now: Date = new Date()): Promise<SampleRecordsAdded> {
  const added: SampleRecordsAdded = { discountCodes: 0, mentors: 0 };
  for (const discount of seedDiscounts) if (await addDiscountIfAbsent(discount)) added.discountCodes += 1;
  for (const record of sampleMentorRecords(now.toISOString())) if (await addMentor(record)) added.mentors += 1;
  return added;
}
