import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../../kernel/aws-clients';
import { listBookings } from './booking-repo';
import { keys } from '../../kernel/store/keys';
import { tableName } from '../../kernel/store/table';
import { isConditionFailure } from '../../kernel/store/transaction';

/** Why a booking of a refunded package is on the admins' attention list. */
export const REFUNDED_PACKAGE_REASON = 'Its package was refunded: cancel this session in Calendly (the family keeps no session for it).';

/**
 * After a full refund, the package's sessions still booked at the scheduler are flagged for the
 * founders (GSI1 ATTENTION) rather than cancelled here: HerWay cannot cancel the mentor's calendar
 * event, and a booking cancelled only in our records would still send the mentor to the call.
 * When they cancel it in Calendly, invitee.canceled ends it as usual. Mark Complete already
 * refuses them: their package is no longer active. Idempotent; answers how many it flagged.
 */
export async function flagBookingsOfRefundedPackage(userId: string, packageId: string, now: string): Promise<number> {
  const scheduled = (await listBookings(userId)).filter(
    (booking) => booking.status === 'scheduled' && booking.mentorshipPackageId === packageId && !booking.needsAttention,
  );
  for (const booking of scheduled) {
    await dynamoClient()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.sessionBooking(userId, booking.id),
          UpdateExpression: 'SET needsAttention = :true, attentionReason = :reason, updatedAt = :now, GSI1PK = :attention, GSI1SK = :listed',
          ConditionExpression: 'attribute_exists(PK) AND #status = :scheduled',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':true': true,
            ':reason': REFUNDED_PACKAGE_REASON,
            ':now': now,
            ':scheduled': 'scheduled',
            ...Object.fromEntries(
              Object.entries(keys.listing('ATTENTION', booking.createdAt, booking.id)).map(([name, value]) => [
                name === 'GSI1PK' ? ':attention' : ':listed',
                value,
              ]),
            ),
          },
        }),
      )
      .catch((error: Error) => {
        // Cancelled or completed meanwhile: nothing left to flag.
        if (!isConditionFailure(error)) throw error;
      });
  }
  return scheduled.length;
}
