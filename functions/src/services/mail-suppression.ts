import { clearSuppression, recordSuppression } from '../adapters/dynamo/suppression-repo';
import type { SuppressionEntry } from '../adapters/dynamo/suppression-repo';
import { addToSuppressionList, removeFromSuppressionList } from '../adapters/suppression-list';
import { logger } from '../lib/logger';

// An address suppressed, or cleared, in both places that stop mail to it (docs/email.md): HerWay's
// table, which every send checks first, and SES's account-level suppression list, which stops any
// sender of the account (Cognito's reset codes included).

/**
 * Suppresses the address in the table, then on SES's list. A duplicate event still puts it on the
 * list (a first delivery may have failed after the table write); an event about a message sent
 * before the address was cleared changes nothing. Answers whether this event suppressed it.
 */
export async function suppressAddress(entry: SuppressionEntry): Promise<boolean> {
  const outcome = await recordSuppression(entry);
  if (outcome === 'cleared-since') {
    logger.info('Mail feedback ignored: the address was cleared after this message was sent', { reason: entry.reason, feedbackId: entry.feedbackId });
    return false;
  }
  await addToSuppressionList(entry.email, entry.reason);
  if (outcome === 'recorded') logger.warn('Address suppressed', { reason: entry.reason, kind: entry.kind, feedbackId: entry.feedbackId });
  return outcome === 'recorded';
}

/**
 * Its owner confirmed the address: off SES's list first, then cleared in the table (a failure
 * between the two leaves it suppressed, and trying again finishes it). Answers whether it was suppressed.
 */
export async function clearAddress(email: string, at: Date): Promise<boolean> {
  await removeFromSuppressionList(email);
  return clearSuppression(email, at);
}
