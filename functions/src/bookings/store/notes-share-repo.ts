import { keys } from '../../kernel/store/keys';
import { writeForOpenAccount } from '../../kernel/store/account-guard';
import { conditionFailedAt } from '../../kernel/store/transaction';

// Her "share with my parent" switch of one session (docs/family.md): NOTESHARE#<bookingId> in her
// collection while she shares that session's notes; her family's view reads it with the same Query.

/**
 * Turns sharing of one of her sessions' notes on or off, only for a booking of hers (the check
 * and the write are one transaction); answers false when she has no such booking.
 */
export async function setNotesShared(sub: string, bookingId: string, shared: boolean, now: string): Promise<boolean> {
  const share = keys.notesShare(sub, bookingId);
  try {
    await writeForOpenAccount(sub, [
      { ConditionCheck: { Key: keys.sessionBooking(sub, bookingId), ConditionExpression: 'attribute_exists(PK)' } },
      shared ? { Put: { Item: { ...share, type: 'notesShare', bookingId, sharedAt: now } } } : { Delete: { Key: share } },
    ]);
    return true;
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
}
