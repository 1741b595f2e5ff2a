import { createHash, randomBytes } from 'node:crypto';
import type { MfaStep } from '@herway/shared/contracts/mfa';
import type { SessionUser } from '../kernel/auth/token-verifier';
import { verifyAccessToken } from '../kernel/auth/token-verifier';
import type { PendingSignIn } from './store/sign-in-repo';
import {
  deletePendingSignIn,
  enrolTotpFactor,
  markSignInVerified,
  readPendingSignIn,
  readTotpFactor,
  savePendingSignIn,
  takeCodeCheck,
  useTotpStep,
} from './store/sign-in-repo';
import type { SessionTokens } from '../kernel/auth/token-verifier';
import { REFRESH_COOKIE_MAX_AGE } from '../kernel/cookies';
import { InvalidInput, NotSignedIn } from '../kernel/domain-errors';
import { abuseLimits, takeAttemptSlots } from './abuse-limits';
import { authenticatorEnrolledEmail, tellAdmin } from './admin-security-emails';
import { auditEntry } from './audit';
import type { LimitUse } from './abuse-limits';
import { forgetSessionChecks } from '../kernel/auth/session-validity';
import { newTotpSecret, stepOfCode, totpEnrolment } from './totp';

// Admins sign in with their password and then a TOTP code (docs/decisions/app-owned-admin-totp.md). The app does it itself,
// the same on `npm start` and in AWS: cognito-local has no MFA, and Cognito's own TOTP cannot be
// required for one group only. After the password, Cognito's tokens wait server-side (the
// browser holds a random ticket); the right code turns them into the session cookies and marks
// that sign-in verified, which every admin request checks (session-validity.ts), so tokens got
// from Cognito with the password alone open nothing. The first sign-in enrols her authenticator.

/** How long she has to enter the code after her password. */
export const SIGN_IN_TICKET_SECONDS = 5 * 60;
/** Wrong codes one sign-in may have before the password is asked again. */
export const WRONG_CODES_PER_SIGN_IN = 5;

export const SIGN_IN_EXPIRED = 'Your sign-in has expired. Please sign in again.';
export const WRONG_TOTP_CODE = 'That code is not right. Check that the time on your phone is correct and enter the newest code.';
export const TOO_MANY_WRONG_CODES = 'Too many wrong codes. Please sign in again.';

const ticketHashOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');
const seconds = (ms: number) => Math.floor(ms / 1000);

/** Holds an admin's password sign-in until her code: the ticket for her cookie and the step to show. */
export async function startSecondFactor(
  tokens: SessionTokens,
  session: SessionUser,
  email: string,
  now = Date.now(),
): Promise<{ ticket: string; step: MfaStep }> {
  const enrolmentSecret = (await readTotpFactor(session.sub)) ? undefined : newTotpSecret();
  const ticket = randomBytes(32).toString('base64url');
  await savePendingSignIn(ticketHashOf(ticket), {
    sub: session.sub,
    email,
    accessToken: tokens.accessToken,
    ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}),
    accessTokenLifetime: tokens.accessTokenLifetime,
    authTime: session.authTime,
    ...(enrolmentSecret ? { enrolmentSecret } : {}),
    codeChecks: 0,
    expiresAt: seconds(now) + SIGN_IN_TICKET_SECONDS,
  });
  const step: MfaStep = enrolmentSecret ? { step: 'enrol', ...(await totpEnrolment(enrolmentSecret, email)) } : { step: 'challenge' };
  return { ticket, step };
}

/** Whether the code is right for her factor (or, on enrolment, for the secret she is enrolling), never twice. */
async function acceptsCode(pending: PendingSignIn, code: string, now: number): Promise<boolean> {
  if (pending.enrolmentSecret) {
    const step = stepOfCode(pending.enrolmentSecret, code, now);
    if (step === undefined) return false;
    const at = new Date(now);
    const audit = auditEntry({ sub: pending.sub, email: pending.email }, { action: 'admin.totp-enrolled', targetType: 'admin', targetId: pending.sub }, at);
    if (await enrolTotpFactor(pending.sub, { secret: pending.enrolmentSecret, lastStep: step }, at.toISOString(), audit)) {
      await tellAdmin(authenticatorEnrolledEmail(pending.email, at));
      return true;
    }
    // Enrolled meanwhile from another window: that authenticator is the one, so sign in again.
    throw new NotSignedIn(SIGN_IN_EXPIRED);
  }
  const factor = await readTotpFactor(pending.sub);
  const step = factor ? stepOfCode(factor.secret, code, now) : undefined;
  return step === undefined ? false : useTotpStep(pending.sub, step);
}

/** The limits on her wrong codes: her network's, and her own over all her sign-ins. */
const wrongCodeLimits = (sub: string, network: string): LimitUse[] => [
  { limit: abuseLimits.secondFactorFailuresNetwork, subject: network },
  { limit: abuseLimits.secondFactorFailuresAccount, subject: sub },
];

/**
 * Checks her code as one of the sign-in's WRONG_CODES_PER_SIGN_IN checks, taken before the check:
 * whether it is right. None left: the sign-in ends (NotSignedIn, back to her password).
 */
async function checkOnce(ticketHash: string, pending: PendingSignIn, code: string, now: number): Promise<{ right: boolean; last: boolean }> {
  const taken = await takeCodeCheck(ticketHash, WRONG_CODES_PER_SIGN_IN);
  if (taken === undefined) {
    await deletePendingSignIn(ticketHash);
    throw new NotSignedIn(TOO_MANY_WRONG_CODES);
  }
  return { right: await acceptsCode(pending, code, now), last: taken >= WRONG_CODES_PER_SIGN_IN };
}

/**
 * Finishes an admin's sign-in with her code: the session's tokens and who she is. Every code takes
 * a slot of the wrong-code limits of her network and of her account, and one of the sign-in's
 * checks, BEFORE it is checked, so a burst of codes cannot pass them (a right code gives its slots
 * back). A wrong code is InvalidInput she can correct; the last of the sign-in's checks wrong, or
 * the ticket expired or used, NotSignedIn, which sends her back to her password; too many wrong
 * codes for her network or account, TooManyAttempts.
 */
export async function completeSecondFactor(
  ticket: string | undefined,
  code: string,
  network: string,
  now = Date.now(),
): Promise<{ tokens: SessionTokens; session: SessionUser }> {
  const ticketHash = ticket ? ticketHashOf(ticket) : undefined;
  const pending = ticketHash && (await readPendingSignIn(ticketHash, seconds(now)));
  if (!ticketHash || !pending) throw new NotSignedIn(SIGN_IN_EXPIRED);
  const slots = await takeAttemptSlots(wrongCodeLimits(pending.sub, network), now);
  const checked = await checkOnce(ticketHash, pending, code, now).catch(async (error: unknown) => {
    await slots.giveBack();
    throw error;
  });
  if (!checked.right) {
    if (!checked.last) throw new InvalidInput(WRONG_TOTP_CODE);
    await deletePendingSignIn(ticketHash);
    throw new NotSignedIn(TOO_MANY_WRONG_CODES);
  }
  await slots.giveBack();
  return finishSignIn(ticketHash, pending, now);
}

/** The right code: the ticket used up (once), the sign-in marked verified, the session's tokens. */
async function finishSignIn(ticketHash: string, pending: PendingSignIn, now: number): Promise<{ tokens: SessionTokens; session: SessionUser }> {
  // A ticket works once, even when two requests bring the right code at the same moment.
  if (!(await deletePendingSignIn(ticketHash))) throw new NotSignedIn(SIGN_IN_EXPIRED);
  await markSignInVerified(pending.sub, pending.authTime, pending.authTime + REFRESH_COOKIE_MAX_AGE);
  forgetSessionChecks(pending.sub);
  const session = await verifyAccessToken(pending.accessToken);
  if (!session) throw new NotSignedIn(SIGN_IN_EXPIRED);
  // The access cookie lives as long as the token has left.
  const accessTokenLifetime = Math.max(0, session.expiresAt - seconds(now));
  const tokens: SessionTokens = {
    accessToken: pending.accessToken,
    accessTokenLifetime,
    ...(pending.refreshToken ? { refreshToken: pending.refreshToken } : {}),
  };
  return { tokens, session };
}
