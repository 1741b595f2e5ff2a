import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AttributeType } from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../lib/config';
import { Conflict, InvalidInput, NotSignedIn, ProviderUnavailable, TooManyAttempts } from '../lib/domain-errors';
import { logger } from '../lib/logger';
import { cognitoClient } from './aws-clients';

/**
 * Cognito user operations (DESIGN §1 "Accounts"): the API is the browser's only party to Cognito.
 * Cognito's refusals leave this module as domain errors (lib/domain-errors.ts); anything
 * unexpected is thrown as it came (a logged 500).
 */

export type Group = 'athlete' | 'admin';

export interface SessionTokens {
  accessToken: string;
  /** Absent after a refresh, unless the pool rotates refresh tokens. */
  refreshToken?: string;
  /** Seconds until the access token expires: the access cookie lives as long. */
  accessTokenLifetime: number;
}

/** A user as Cognito holds her: the profile is rebuilt from this when it is missing. */
export interface IdentityUser {
  sub: string;
  username: string;
  email: string;
  firstName?: string;
  lastName?: string;
  createdAt?: string;
}

export const messages = {
  emailTaken: 'An account with this email already exists. Sign in instead.',
  invalidLogin: 'Invalid email or password',
  codeMismatch: "That code doesn't match. Check the latest e-mail we sent you, or ask for a new code.",
  codeExpired: 'That code has expired. Ask for a new code and try again.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  unavailable: 'Sign-in is not responding right now. Please try again in a moment.',
} as const;

function poolIds(): { userPoolId: string; clientId: string } {
  const { USER_POOL_ID: userPoolId, USER_POOL_CLIENT_ID: clientId } = config();
  if (!userPoolId || !clientId) throw new Error('USER_POOL_ID and USER_POOL_CLIENT_ID must be set');
  return { userPoolId, clientId };
}

const errorName = (error: unknown): string | undefined => (error as { name?: unknown } | null)?.name as string | undefined;
const errorMessage = (error: unknown): string => String((error as { message?: unknown } | null)?.message ?? '');
const attribute = (attributes: AttributeType[] | undefined, name: string) => attributes?.find((candidate) => candidate.Name === name)?.Value;

/** What a sign-in refusal can look like: cognito-local answers a wrong password with InvalidPasswordException. */
const SIGN_IN_REFUSALS = new Set([
  'NotAuthorizedException',
  'InvalidPasswordException',
  'UserNotFoundException',
  'UserNotConfirmedException',
  'PasswordResetRequiredException',
]);

const THROTTLED = new Set(['LimitExceededException', 'TooManyRequestsException', 'TooManyFailedAttemptsException']);

/** Cognito's password-policy wording, in the words of the SPEC's forms. */
const PASSWORD_PROBLEMS: [RegExp, string][] = [
  [/not long enough/i, 'Password must be at least 8 characters'],
  [/uppercase/i, 'Password must include an uppercase letter'],
  [/lowercase/i, 'Password must include a lowercase letter'],
  [/numeric/i, 'Password must include a number'],
  [/symbol/i, 'Password must include a symbol'],
  [/regular expression|\[\\S\]/i, 'Password cannot start or end with a space'],
  [/security reasons|compromised/i, 'This password has appeared in a data breach. Please choose a different one.'],
  [/previously|history/i, "Choose a password you haven't used before"],
];

export function readablePasswordProblem(cognitoMessage: string): string {
  const known = PASSWORD_PROBLEMS.find(([pattern]) => pattern.test(cognitoMessage));
  if (known) return known[1];
  const stripped = cognitoMessage.replace(/^Password (did not conform with|does not conform to) policy:\s*/i, '').trim();
  return stripped ? stripped.charAt(0).toUpperCase() + stripped.slice(1) : 'Password does not meet the requirements';
}

const invalidPassword = (cognitoMessage: string) => {
  const message = readablePasswordProblem(cognitoMessage);
  return new InvalidInput(message, { issues: [{ field: 'password', message }] });
};

const wrongCode = (message: string) => new InvalidInput(message, { issues: [{ field: 'code', message }] });

/**
 * Cognito's refusals as domain errors (Conflict e-mail taken, InvalidInput password policy or code,
 * NotSignedIn refused sign-in, TooManyAttempts throttled, ProviderUnavailable unreachable); any other
 * error is returned unchanged.
 */
export function toDomainError(error: unknown, refusal: string = messages.invalidLogin): unknown {
  const name = errorName(error);
  if (name === 'UsernameExistsException' || name === 'AliasExistsException') return new Conflict(messages.emailTaken);
  if (name === 'InvalidPasswordException') return invalidPassword(errorMessage(error));
  if (name === 'InvalidParameterException' && /password/i.test(errorMessage(error))) return invalidPassword(errorMessage(error));
  if (name === 'CodeMismatchException') return wrongCode(messages.codeMismatch);
  if (name === 'ExpiredCodeException') return wrongCode(messages.codeExpired);
  if (name && SIGN_IN_REFUSALS.has(name)) return new NotSignedIn(refusal);
  if (name && THROTTLED.has(name)) return new TooManyAttempts(messages.tooManyAttempts);
  if (isUnreachable(error)) return new ProviderUnavailable(messages.unavailable);
  return error;
}

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** Cognito did not answer in time, could not be reached, or failed on its side. */
function isUnreachable(error: unknown): boolean {
  const { name, code, $metadata } = (error ?? {}) as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'TimeoutError' || name === 'RequestTimeout' || (code !== undefined && UNREACHABLE_CODES.has(code)) || ($metadata?.httpStatusCode ?? 0) >= 500;
}

/** The seconds left on a JWT, read from its `exp` (it was just issued by Cognito; the verifier checks it on use). */
export function secondsUntilExpiry(token: string, fallback = 3600, now = Date.now()): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    if (typeof payload.exp === 'number') return Math.max(0, Math.floor(payload.exp - now / 1000));
  } catch {
    // Not a readable JWT: fall back to the lifetime Cognito reported.
  }
  return fallback;
}

/**
 * Creates a confirmed user whose username is her e-mail, with her names, a verified e-mail, her
 * password and her group. Created through the admin API so Cognito sends no verification e-mail;
 * if a step after the creation fails, the user is deleted again: no half-created account remains.
 */
export async function createUser(input: { email: string; password: string; firstName: string; lastName: string; group: Group }): Promise<IdentityUser> {
  const { userPoolId } = poolIds();
  const cognito = cognitoClient();
  let created;
  try {
    created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: input.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: input.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: input.firstName },
          { Name: 'family_name', Value: input.lastName },
        ],
      }),
    );
  } catch (error) {
    throw toDomainError(error);
  }
  const sub = attribute(created.User?.Attributes, 'sub');
  const username = created.User?.Username ?? input.email;
  try {
    if (!sub) throw new Error('Cognito returned no sub for the new user');
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: username, Password: input.password, Permanent: true }));
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: input.group }));
  } catch (error) {
    await deleteUser(username).catch((cleanupError: unknown) =>
      logger.error('A half-created Cognito user could not be removed', { username, error: cleanupError as Error }),
    );
    throw toDomainError(error);
  }
  return { sub, username, email: input.email, firstName: input.firstName, lastName: input.lastName };
}

/**
 * Signs in with a username (or e-mail) and password. Every refusal, whichever part was wrong, is
 * the same NotSignedIn with the caller's wording.
 */
export async function signIn(username: string, password: string, refusal: string = messages.invalidLogin): Promise<SessionTokens> {
  let result;
  try {
    result = await cognitoClient().send(
      new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: poolIds().clientId, AuthParameters: { USERNAME: username, PASSWORD: password } }),
    );
  } catch (error) {
    if (SIGN_IN_REFUSALS.has(errorName(error) ?? '')) throw new NotSignedIn(refusal);
    throw toDomainError(error, refusal);
  }
  const tokens = result.AuthenticationResult;
  if (!tokens?.AccessToken || !tokens.RefreshToken) {
    // A challenge (new password, MFA) is not something this site offers.
    logger.warn('Sign-in answered with a challenge', { challenge: result.ChallengeName });
    throw new NotSignedIn(refusal);
  }
  return { accessToken: tokens.AccessToken, refreshToken: tokens.RefreshToken, accessTokenLifetime: secondsUntilExpiry(tokens.AccessToken, tokens.ExpiresIn) };
}

/** New tokens for a refresh token, or undefined when Cognito refuses it (expired, revoked, forged, user gone). */
export async function refreshSession(refreshToken: string): Promise<SessionTokens | undefined> {
  let result;
  try {
    result = await cognitoClient().send(
      new InitiateAuthCommand({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: poolIds().clientId, AuthParameters: { REFRESH_TOKEN: refreshToken } }),
    );
  } catch (error) {
    if (SIGN_IN_REFUSALS.has(errorName(error) ?? '')) return undefined;
    throw error;
  }
  const tokens = result.AuthenticationResult;
  if (!tokens?.AccessToken) return undefined;
  return {
    accessToken: tokens.AccessToken,
    ...(tokens.RefreshToken ? { refreshToken: tokens.RefreshToken } : {}),
    accessTokenLifetime: secondsUntilExpiry(tokens.AccessToken, tokens.ExpiresIn),
  };
}

/** Revokes a refresh token (cognito-local has no GlobalSignOut); one already revoked or unknown is fine. */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  try {
    await cognitoClient().send(new RevokeTokenCommand({ ClientId: poolIds().clientId, Token: refreshToken }));
  } catch (error) {
    if (errorName(error) === 'NotAuthorizedException' || errorName(error) === 'UnsupportedTokenTypeException') return;
    throw error;
  }
}

/** The user behind a username, sub or e-mail, or undefined when there is none. */
export async function findUser(username: string): Promise<IdentityUser | undefined> {
  let result;
  try {
    result = await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: poolIds().userPoolId, Username: username }));
  } catch (error) {
    if (errorName(error) === 'UserNotFoundException') return undefined;
    throw error;
  }
  const sub = attribute(result.UserAttributes, 'sub');
  const email = attribute(result.UserAttributes, 'email');
  if (!sub || !email) return undefined;
  const firstName = attribute(result.UserAttributes, 'given_name');
  const lastName = attribute(result.UserAttributes, 'family_name');
  return {
    sub,
    username: result.Username ?? username,
    email,
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    ...(result.UserCreateDate ? { createdAt: new Date(result.UserCreateDate).toISOString() } : {}),
  };
}

/**
 * Asks Cognito to e-mail a reset code. An unknown address, or one whose account cannot be reset,
 * is not reported: the caller answers the same either way.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await cognitoClient().send(new ForgotPasswordCommand({ ClientId: poolIds().clientId, Username: email }));
  } catch (error) {
    const name = errorName(error);
    if (name === 'UserNotFoundException' || name === 'NotAuthorizedException' || name === 'InvalidParameterException') {
      logger.info('Password reset not started', { reason: name });
      return;
    }
    throw toDomainError(error);
  }
}

/** Sets a new password with the e-mailed code; a wrong or expired code is an InvalidInput that says which. */
export async function confirmPasswordReset(email: string, code: string, password: string): Promise<void> {
  try {
    await cognitoClient().send(new ConfirmForgotPasswordCommand({ ClientId: poolIds().clientId, Username: email, ConfirmationCode: code, Password: password }));
  } catch (error) {
    // An unknown address gets the answer a wrong code gets, so the form cannot probe for accounts.
    if (errorName(error) === 'UserNotFoundException' || errorName(error) === 'NotAuthorizedException') throw wrongCode(messages.codeMismatch);
    throw toDomainError(error);
  }
}

/** Deletes a user; one already gone is fine. */
export async function deleteUser(username: string): Promise<void> {
  try {
    await cognitoClient().send(new AdminDeleteUserCommand({ UserPoolId: poolIds().userPoolId, Username: username }));
  } catch (error) {
    if (errorName(error) === 'UserNotFoundException') return;
    throw error;
  }
}

/**
 * Revokes every refresh token of a user (AWS only: cognito-local has no global sign-out). Her
 * access tokens stay valid to a plain JWT check, which is why the app keeps its own revocation
 * mark (session-repo.ts); this stops the refresh tokens at Cognito as well.
 */
export async function globalSignOut(username: string): Promise<void> {
  if (config().COGNITO_ENDPOINT) return;
  try {
    await cognitoClient().send(new AdminUserGlobalSignOutCommand({ UserPoolId: poolIds().userPoolId, Username: username }));
  } catch (error) {
    if (errorName(error) === 'UserNotFoundException') return;
    throw error;
  }
}
