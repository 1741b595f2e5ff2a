import { acceptFamilyInviteReplySchema, familyReplySchema } from '@herway/shared/contracts/family';
import type { FamilyLink, FamilyReply } from '@herway/shared/contracts/family';
import type { TestAccount } from './accounts';
import { callApi } from './admin-calls';
import { emailsTo } from './emails';

/** The token of the newest family invitation e-mailed to `address` (its /family/accept/<token> link). */
export async function inviteTokenSentTo(sesUrl: string, address: string): Promise<string> {
  const emails = await emailsTo(sesUrl, address);
  const tokens = emails.flatMap((email) => /\/family\/accept\/([\w-]{43})/.exec(email.body.text ?? '')?.[1] ?? []);
  const token = tokens.at(-1);
  if (!token) throw new Error(`No family invitation was e-mailed to ${address}`);
  return token;
}

/** Links an athlete and a guardian as the app does: the athlete invites, the guardian accepts the e-mailed link. */
export async function linkFamily(siteUrl: string, sesUrl: string, athlete: TestAccount, guardian: TestAccount): Promise<FamilyLink> {
  const invited = await callApi(siteUrl, 'POST', '/api/family/invites', athlete, { email: guardian.email });
  if (invited.status !== 201) throw new Error(`Invitation refused: ${invited.status} ${JSON.stringify(invited.json)}`);
  const token = await inviteTokenSentTo(sesUrl, guardian.email);
  const accepted = await callApi(siteUrl, 'POST', '/api/family/accept', guardian, { token });
  if (accepted.status !== 200) throw new Error(`Accept refused: ${accepted.status} ${JSON.stringify(accepted.json)}`);
  return acceptFamilyInviteReplySchema.parse(accepted.json).link;
}

/** GET /api/family for a signed-in account. */
export async function familyOf(siteUrl: string, account: TestAccount): Promise<FamilyReply> {
  const response = await callApi(siteUrl, 'GET', '/api/family', account);
  if (response.status !== 200) throw new Error(`GET /api/family: ${response.status}`);
  return familyReplySchema.parse(response.json);
}
