import { seedDiscounts } from '@herway/shared/catalog/discounts';
import type { CloudFormationCustomResourceEvent, Context } from 'aws-lambda';
import { answerCloudFormation } from './answer-cloudformation';
import { addDiscountIfAbsent } from '@herway/functions/payments/store/discount-repo';
import { addMentor } from '@herway/functions/bookings/store/mentor-repo';
import { sampleMentorRecords } from '@herway/functions/bookings/mentors';

/**
 * CloudFormation custom resource `Custom::SeedDiscountCodes`: adds the six sample discount
 * codes (shared/src/catalog/discounts.ts), and the sample mentors (shared/src/catalog/mentors.ts), to the table, through the same repository function the
 * local stack seeds with (infra/local/seed.ts), so the cloud and local codes cannot differ. A code
 * that already exists is left alone, so running it again (a new code in the catalog changes the
 * resource's properties) never resets a redemption count. Deleting the resource keeps the codes.
 *
 * It answers CloudFormation itself (a PUT to the pre-signed ResponseURL) rather than through the
 * custom-resources Provider framework: one small function instead of three.
 */

const PHYSICAL_ID = 'herway-seed-discount-codes';

export async function seedDiscountCodes(): Promise<number> {
  let added = 0;
  for (const discount of seedDiscounts) if (await addDiscountIfAbsent(discount)) added += 1;
  return added;
}

/** The sample mentors, on the same stages as the sample codes (never prod), if absent. */
export async function seedSampleMentors(): Promise<number> {
  let added = 0;
  for (const record of sampleMentorRecords(new Date().toISOString())) if (await addMentor(record)) added += 1;
  return added;
}

export async function handler(event: CloudFormationCustomResourceEvent, context: Pick<Context, 'logStreamName'>): Promise<void> {
  let status: 'SUCCESS' | 'FAILED' = 'SUCCESS';
  let reason = 'Discount codes seeded';
  let data: Record<string, number> = {};
  try {
    if (event.RequestType !== 'Delete') data = { added: await seedDiscountCodes(), mentorsAdded: await seedSampleMentors() };
  } catch (error) {
    status = 'FAILED';
    reason = `Seeding the discount codes failed: ${error instanceof Error ? error.message : String(error)} (log stream ${context.logStreamName})`;
    console.error(reason, error);
  }
  await answerCloudFormation(event, { status, reason, physicalId: PHYSICAL_ID, data });
}
