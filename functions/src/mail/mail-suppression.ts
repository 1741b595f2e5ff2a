import { clearSuppression, markAccountSuppressed, recordSuppression, unmarkAccountSuppressed } from './store/suppression-repo';
import type { SuppressionEntry } from './store/suppression-repo';
import { addToSuppressionList, removeFromSuppressionList } from './suppression-list';
import { logger } from '../kernel/logger';

// An address suppressed, or cleared, in both places that stop mail to it (docs/email.md): HerWay's
// table, which every send checks first, and SES's account-level suppression list, which stops any
// sender of the account (Cognito's reset codes included).

/**
 * Suppresses the address in the table (and in the collection of the account it is the address
 * of, for her dashboard), then on SES's list. A duplicate event does the last two again (a first
 * delivery may have stopped before them); an event about a message sent before the address was
 * cleared changes nothing. Answers whether this event suppressed it.
 */
export async function suppressAddress(entry: SuppressionEntry): Promise<boolean> {
  const recorded = await recordSuppression(entry);
  if (recorded.outcome === 'cleared-since') {
    logger.info('Mail feedback ignored: the address was cleared after this message was sent', { reason: entry.reason, feedbackId: entry.feedbackId });
    return false;
  }
  await markAccountSuppressed(recorded.stored);
  await addToSuppressionList(entry.email, entry.reason);
  if (recorded.outcome === 'recorded') logger.warn('Address suppressed', { reason: entry.reason, kind: entry.kind, feedbackId: entry.feedbackId });
  return recorded.outcome === 'recorded';
}

/**
 * Her account's address is confirmed: off SES's list first, then cleared in the table and in her
 * collection (a failure between them leaves it suppressed, and trying again finishes it). Answers
 * whether it was suppressed.
 */
export async function clearAccountAddress(sub: string, email: string, at: Date): Promise<boolean> {
  await removeFromSuppressionList(email);
  const wasSuppressed = await clearSuppression(email, at);
  await unmarkAccountSuppressed(sub);
  return wasSuppressed;
}
