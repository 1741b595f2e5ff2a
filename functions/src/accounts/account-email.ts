import type { SessionUser } from '../kernel/auth/token-verifier';
import { retireSuppression } from '../mail/store/suppression-repo';
import { changeProfileEmail, getProfile } from './store/user-repo';
import { changeUserEmail, signIn } from './identity';
import { Conflict, NotFound } from '../kernel/domain-errors';
import { logger } from '../kernel/logger';
import { clearAccountAddress } from '../mail/mail-suppression';

// Her account's address, changed or confirmed from the dashboard (docs/email.md): the parent whose
// address bounced types the right one, or the same one again ("it is right, try again").

export const emailChangeMessages = {
  wrongPassword: 'Password is incorrect',
  taken: 'Another account already uses this e-mail address. Enter a different one, or sign in to that account.',
  changedMeanwhile: 'Your e-mail address was changed a moment ago, perhaps in another window. Reload the page to see it.',
  noProfile: 'Your account has no profile to change. Please sign out and sign in again.',
} as const;

export interface EmailChangeOutcome {
  email: string;
  /** False when she confirmed the address she had. */
  changed: boolean;
}

/**
 * Cognito follows her profile: two changes close together may reach Cognito in the other order
 * than the profile, so after writing it the profile is read again, and Cognito set to what it
 * holds until the two agree (the last writer always reads after its write).
 */
async function keepCognitoInStep(session: SessionUser, written: string): Promise<void> {
  let cognitoHas = written;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const profileHas = (await getProfile(session.sub))?.email;
    if (!profileHas || profileHas === cognitoHas) return;
    await changeUserEmail(session.username, profileHas, emailChangeMessages.taken);
    cognitoHas = profileHas;
  }
  logger.error('Her Cognito e-mail may not match her profile after changes close together', { sub: session.sub });
}

/** Moves the profile, then Cognito; if Cognito refuses (another user holds the address there), the profile moves back. */
async function moveAccount(session: SessionUser, from: string, to: string, now: Date): Promise<void> {
  const outcome = await changeProfileEmail(session.sub, from, to, now);
  if (outcome === 'taken') throw new Conflict(emailChangeMessages.taken);
  if (outcome === 'changed-meanwhile') throw new Conflict(emailChangeMessages.changedMeanwhile);
  try {
    await changeUserEmail(session.username, to, emailChangeMessages.taken);
  } catch (error) {
    const undone = await changeProfileEmail(session.sub, to, from, now);
    if (undone !== 'changed') logger.error('Her profile could not be moved back to her old address', { sub: session.sub, outcome: undone });
    throw error;
  }
  await keepCognitoInStep(session, to);
}

/**
 * Sets her account's address once her password is confirmed, and lets HerWay mail it again: off the
 * suppression list in the table and at SES. A new address leaves the old one suppressed (it did
 * bounce, or she did complain) but off the founders' list, as nothing of hers goes to it any more.
 */
export async function changeAccountEmail(session: SessionUser, email: string, password: string, now = new Date()): Promise<EmailChangeOutcome> {
  await signIn(session.username, password, emailChangeMessages.wrongPassword);
  const profile = await getProfile(session.sub);
  if (!profile) throw new NotFound(emailChangeMessages.noProfile);
  const current = profile.email.trim().toLowerCase();
  const changed = current !== email;
  if (changed) await moveAccount(session, current, email, now);
  const wasSuppressed = await clearAccountAddress(session.sub, email, now);
  if (changed) await retireSuppression(current, now);
  logger.info('Account address confirmed', { sub: session.sub, changed, wasSuppressed });
  return { email, changed };
}
