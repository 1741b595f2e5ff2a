import { setTimeout as sleep } from 'node:timers/promises';
import type { CurrentUser } from '@herway/shared/contracts/auth';
import type { AccountType } from '@herway/shared/contracts/account-type';
import { accountTypeOf } from '../kernel/auth/account-type';
import type { SessionUser } from '../kernel/auth/token-verifier';
import { verifyAccessToken } from '../kernel/auth/token-verifier';
import { readSessionState } from '../kernel/auth/session-repo';
import { createProfile, getProfile, reclaimStaleEmailLookup } from './store/user-repo';
import type { UserProfile } from './store/user-repo';
import { createUser, deleteUser, findUser, revokeRefreshToken, signIn } from './identity';
import type { SessionTokens } from '../kernel/auth/token-verifier';
import { NotSignedIn } from '../kernel/domain-errors';
import { logger } from '../kernel/logger';

/** A browser that has just signed in: the tokens for its cookies and the user to show. */
export interface SignedIn {
  tokens: SessionTokens;
  session: SessionUser;
  user: CurrentUser;
}

export interface Registration {
  /** An athlete's account or a parent's or guardian's (docs/family.md): its Cognito group and its profile say which. */
  accountType: AccountType;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  profileImageUrl?: string;
}

/** The kind of account a token's groups say she holds; none for an admin, whose account is neither. */
function accountTypeOfSession(session: SessionUser): { accountType?: AccountType } {
  return session.isAdmin ? {} : { accountType: accountTypeOf(session) };
}

/** GET /api/auth/user's shape: the profile, with isAdmin and the kind of account from the verified token, never a request body. */
export function toCurrentUser(session: SessionUser, profile: UserProfile): CurrentUser {
  return {
    id: profile.id,
    email: profile.email,
    ...(profile.firstName ? { firstName: profile.firstName } : {}),
    ...(profile.lastName ? { lastName: profile.lastName } : {}),
    ...(profile.profileImageUrl ? { profileImageUrl: profile.profileImageUrl } : {}),
    isAdmin: session.isAdmin,
    ...accountTypeOfSession(session),
    createdAt: profile.createdAt,
  };
}

/**
 * Registers an athlete or a parent or guardian: her Cognito user (in the `athlete` or `guardian`
 * group), her profile (with the same kind), then a sign-in. If the profile cannot be written the
 * Cognito user is removed again, so a retry starts clean.
 */
export async function registerAccount(registration: Registration): Promise<SignedIn> {
  const identity = await createUser({ ...registration, group: registration.accountType });
  const now = new Date().toISOString();
  const profile: UserProfile = {
    id: identity.sub,
    email: registration.email,
    firstName: registration.firstName,
    lastName: registration.lastName,
    ...(registration.profileImageUrl ? { profileImageUrl: registration.profileImageUrl } : {}),
    isAdmin: false,
    accountType: registration.accountType,
    createdAt: now,
    updatedAt: now,
  };
  try {
    // A new sub cannot have a profile: false means an e-mail look-up is in the way. One whose user's
    // profile is gone is reclaimed (conditionally) once; any other is not overwritten blindly.
    const created = (await createProfile(profile)) || ((await reclaimStaleEmailLookup(profile.email)) && (await createProfile(profile)));
    if (!created) throw new Error('The e-mail look-up of a new user already exists');
  } catch (error) {
    await deleteUser(identity.username).catch((cleanupError: unknown) =>
      logger.error('A Cognito user without a profile could not be removed', { sub: identity.sub, error: cleanupError as Error }),
    );
    throw error;
  }
  const tokens = await signIn(registration.email, registration.password);
  const session = await sessionOf(tokens);
  return { tokens, session, user: toCurrentUser(session, profile) };
}

/**
 * Signs in with her password, in a second her sessions are open in. A password reset ends every
 * session signed in until the end of its second (session-ending.ts: tokens tell whole seconds), so
 * a sign-in within that second would be ended at once: it waits the rest of the second (under one)
 * and signs in again, the first tokens given up.
 */
async function signInAfterSessionMark(username: string, password: string, refusal?: string): Promise<{ tokens: SessionTokens; session: SessionUser }> {
  const tokens = await signIn(username, password, refusal);
  const session = await sessionOf(tokens);
  const { validAfter } = await readSessionState(session.sub, session.tokenId);
  if (session.authTime >= validAfter) return { tokens, session };
  await sleep(Math.max(0, validAfter * 1000 - Date.now()) + 50);
  if (tokens.refreshToken) await revokeRefreshToken(tokens.refreshToken).catch((error: unknown) => logger.error('Refresh token not revoked', error as Error));
  const again = await signIn(username, password, refusal);
  return { tokens: again, session: await sessionOf(again) };
}

/** POST /api/auth/login: any registered user; a wrong e-mail or password is one generic NotSignedIn. */
export async function signInUser(email: string, password: string): Promise<SignedIn> {
  const { tokens, session } = await signInAfterSessionMark(email, password);
  return { tokens, session, user: toCurrentUser(session, await ensureProfile(session)) };
}

const ADMIN_REFUSAL = 'Invalid credentials';

/**
 * POST /api/admin/login: only a member of the `admin` group (read from the verified token).
 * A non-admin gets the answer a wrong password gets, and the session just opened is revoked.
 */
export async function signInAdmin(email: string, password: string): Promise<SignedIn> {
  const { tokens, session } = await signInAfterSessionMark(email.trim().toLowerCase(), password, ADMIN_REFUSAL);
  if (!session.isAdmin) {
    if (tokens.refreshToken) await revokeRefreshToken(tokens.refreshToken).catch((error: unknown) => logger.error('Refresh token not revoked', error as Error));
    throw new NotSignedIn(ADMIN_REFUSAL);
  }
  return { tokens, session, user: toCurrentUser(session, await ensureProfile(session)) };
}

/** The signed-in user's profile; undefined when it is gone (her account was deleted). */
export async function currentUserOf(session: SessionUser): Promise<CurrentUser | undefined> {
  const profile = await getProfile(session.sub);
  return profile ? toCurrentUser(session, profile) : undefined;
}

async function sessionOf(tokens: SessionTokens): Promise<SessionUser> {
  const session = await verifyAccessToken(tokens.accessToken);
  if (!session) throw new Error('Cognito issued an access token that does not verify');
  return session;
}

/**
 * The profile of a user who signs in, created from her Cognito attributes when it is missing
 * (an account made outside registration, such as by an operator in the Cognito console), of the
 * kind her token's groups say.
 */
async function ensureProfile(session: SessionUser): Promise<UserProfile> {
  const existing = await getProfile(session.sub);
  if (existing) return existing;
  const identity = await findUser(session.username);
  if (!identity) throw new Error('A signed-in user is missing from Cognito');
  const now = new Date().toISOString();
  await createProfile({
    id: session.sub,
    email: identity.email.trim().toLowerCase(),
    ...(identity.firstName ? { firstName: identity.firstName } : {}),
    ...(identity.lastName ? { lastName: identity.lastName } : {}),
    isAdmin: session.isAdmin,
    ...accountTypeOfSession(session),
    createdAt: identity.createdAt ?? now,
    updatedAt: now,
  });
  const created = await getProfile(session.sub);
  if (!created) throw new Error('The profile of a signed-in user could not be created');
  return created;
}
