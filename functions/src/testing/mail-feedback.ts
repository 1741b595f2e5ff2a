import { GetSuppressedDestinationCommand } from '@aws-sdk/client-sesv2';
import { attentionReplySchema } from '@herway/shared/contracts/attention';
import type { SuppressedAddress } from '@herway/shared/contracts/mail';
import { readFixture } from '@herway/events/fixture';
import type { EventBridgeEnvelope } from '@herway/events/envelope';
import { sesClient } from '../kernel/aws-clients';
import { findSuppression } from '../mail/store/suppression-repo';

// SES's bounces and complaints in integration tests: the local SES publishes them shortly after a
// send (infra/local/ses-front.ts), so a test waits for the suppression they record.

/** A mailbox-simulator address of its own (`bounce+<label>@…`), so each test's suppression is its own. */
export const simulatorAddress = (outcome: 'bounce' | 'complaint' | 'success', label: string) => `${outcome}+${label}@simulator.amazonses.com`;

/** The address's suppression once the local SES's event has been consumed, table and SES's list (at most 10 s). */
export async function waitForSuppression(address: string): Promise<SuppressedAddress> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    // Done once on SES's list too: the consumer writes the table, her account's mark, then the list
    // (mail-suppression.ts), so the table alone can be seen before the rest.
    const suppression = await findSuppression(address);
    if (suppression && (await sesListReason(address)) !== undefined) return suppression;
    if (Date.now() > deadline) throw new Error(`${address} was not suppressed within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What SES's account-level suppression list (the local SES's) says about the address: its reason, or undefined. */
export async function sesListReason(address: string): Promise<string | undefined> {
  try {
    return (await sesClient().send(new GetSuppressedDestinationCommand({ EmailAddress: address }))).SuppressedDestination?.Reason;
  } catch (error) {
    if ((error as Error).name === 'NotFoundException') return undefined;
    throw error;
  }
}

/** The addresses the founders' attention page lists as bounced or complained. */
export async function attentionAddresses(siteUrl: string, adminCookie: string): Promise<SuppressedAddress[]> {
  const response = await fetch(`${siteUrl}/api/admin/attention`, { headers: { Cookie: adminCookie } });
  if (response.status !== 200) throw new Error(`The attention page answered ${response.status}`);
  return attentionReplySchema.parse(await response.json()).suppressedAddresses;
}

/** SES's 'Email Bounced' event (the captured fixture) about a message to `address` sent at `sentAt`. */
export function bounceEvent(address: string, sentAt: Date, kind = 'receipt'): EventBridgeEnvelope {
  const detail = readFixture('ses/email-bounced') as { bounce: Record<string, unknown>; mail: Record<string, unknown> };
  return {
    version: '0',
    id: `bounce-${address}-${sentAt.getTime()}`,
    'detail-type': 'Email Bounced',
    source: 'aws.ses',
    account: '000000000000',
    time: new Date(sentAt.getTime() + 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: 'us-east-1',
    resources: [],
    detail: {
      ...detail,
      bounce: {
        ...detail.bounce,
        bouncedRecipients: [{ emailAddress: address, action: 'failed', status: '5.1.1' }],
        timestamp: new Date(sentAt.getTime() + 900).toISOString(),
      },
      mail: { ...detail.mail, destination: [address], timestamp: sentAt.toISOString(), tags: { kind: [kind] } },
    },
  };
}
