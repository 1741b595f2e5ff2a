import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SessionMessageKind } from './session-message';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys } from '../../kernel/store/keys';
import { tableName } from '../../kernel/store/table';
import { isConditionFailure } from '../../kernel/store/transaction';

// Which of a booking's e-mails went out (the reminder, the nudge): a claim written before sending,
// so a schedule invoked twice (Scheduler delivers at least once) sends one e-mail.

const SENT_FIELD: Record<SessionMessageKind, string> = { reminder: 'reminderSentAt', nudge: 'nudgeSentAt' };

/** Claims the message for sending; false when it was claimed already or the booking moved on. */
export async function claimSessionMessage(sub: string, bookingId: string, kind: SessionMessageKind, sessionDate: string, now: string): Promise<boolean> {
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.sessionBooking(sub, bookingId),
        UpdateExpression: 'SET #sent = :now',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#sent) AND #status = :scheduled AND sessionDate = :date',
        ExpressionAttributeNames: { '#sent': SENT_FIELD[kind], '#status': 'status' },
        ExpressionAttributeValues: { ':now': now, ':scheduled': 'scheduled', ':date': sessionDate },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives the claim back after the e-mail failed, so the schedule's retry sends it. */
export async function releaseSessionMessageClaim(sub: string, bookingId: string, kind: SessionMessageKind, claimedAt: string): Promise<void> {
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.sessionBooking(sub, bookingId),
        UpdateExpression: 'REMOVE #sent',
        ConditionExpression: '#sent = :claimedAt',
        ExpressionAttributeNames: { '#sent': SENT_FIELD[kind] },
        ExpressionAttributeValues: { ':claimedAt': claimedAt },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
