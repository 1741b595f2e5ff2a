import { MFA_STEP_MESSAGES } from '@herway/shared/contracts/mfa';
import type { MfaRequiredReply } from '@herway/shared/contracts/mfa';
import type { SignedIn } from './account-sessions';
import { SIGN_IN_TICKET_SECONDS, startSecondFactor } from './second-factor';
import { signInTicketCookie } from '../kernel/cookies';

/**
 * What both login endpoints answer an admin after her right password: her TOTP step, and the
 * cookie holding the ticket of the sign-in that waits for it (no session cookies yet).
 */
export async function secondFactorStep({ tokens, session, user }: SignedIn): Promise<{ answer: MfaRequiredReply; cookies: string[] }> {
  const { ticket, step } = await startSecondFactor(tokens, session, user.email);
  return { answer: { mfa: step, message: MFA_STEP_MESSAGES[step.step] }, cookies: [signInTicketCookie(ticket, SIGN_IN_TICKET_SECONDS)] };
}
