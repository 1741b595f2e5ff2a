import { DeleteSuppressedDestinationCommand, PutSuppressedDestinationCommand } from '@aws-sdk/client-sesv2';
import type { SuppressionReason } from '@herway/shared/contracts/mail';
import { sesClient } from '../kernel/aws-clients';

// SES's account-level suppression list: SES itself drops mail to an address on it (and counts it as
// a bounce, not against the account's reputation). HerWay keeps it in step with its own table
// (dynamo/suppression-repo.ts), so an address suppressed here is suppressed for every sender of
// the account, Cognito's reset codes included.

const SES_REASONS: Record<SuppressionReason, 'BOUNCE' | 'COMPLAINT'> = { bounce: 'BOUNCE', complaint: 'COMPLAINT' };

/** Puts the address on the list (again: SES keeps the latest reason). */
export async function addToSuppressionList(email: string, reason: SuppressionReason): Promise<void> {
  await sesClient().send(new PutSuppressedDestinationCommand({ EmailAddress: email, Reason: SES_REASONS[reason] }));
}

/** Takes the address off the list; one that is not on it is fine. */
export async function removeFromSuppressionList(email: string): Promise<void> {
  try {
    await sesClient().send(new DeleteSuppressedDestinationCommand({ EmailAddress: email }));
  } catch (error) {
    if ((error as { name?: string } | null)?.name === 'NotFoundException') return;
    throw error;
  }
}
