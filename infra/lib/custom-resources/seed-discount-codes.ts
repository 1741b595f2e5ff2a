import type { CloudFormationCustomResourceEvent, Context } from 'aws-lambda';
import { answerCloudFormation } from './answer-cloudformation';
import { addSampleRecords } from '@herway/functions/admin/sample-records';

/**
 * CloudFormation custom resource `Custom::SeedDiscountCodes`: adds the six sample discount
 * codes (shared/src/catalog/discounts.ts), and the sample mentors (shared/src/catalog/mentors.ts), to the table, through the same function the local stack
 * seeds with (functions/src/admin/sample-records.ts), so the cloud and local records cannot differ. A code
 * that already exists is left alone, so running it again (a new code in the catalog changes the
 * resource's properties) never resets a redemption count. Deleting the resource keeps the codes.
 *
 * It answers CloudFormation itself (a PUT to the pre-signed ResponseURL) rather than through the
 * custom-resources Provider framework: one small function instead of three.
 */

const PHYSICAL_ID = 'herway-seed-discount-codes';

export async function handler(event: CloudFormationCustomResourceEvent, context: Pick<Context, 'logStreamName'>): Promise<void> {
  let status: 'SUCCESS' | 'FAILED' = 'SUCCESS';
  let reason = 'Discount codes seeded';
  let data: Record<string, number> = {};
  try {
    if (event.RequestType !== 'Delete') {
      const added = await addSampleRecords();
      data = { added: added.discountCodes, mentorsAdded: added.mentors };
    }
  } catch (error) {
    status = 'FAILED';
    reason = `Seeding the discount codes failed: ${error instanceof Error ? error.message : String(error)} (log stream ${context.logStreamName})`;
    console.error(reason, error);
  }
  await answerCloudFormation(event, { status, reason, physicalId: PHYSICAL_ID, data });
}
