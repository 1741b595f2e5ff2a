import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AttributeType } from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../kernel/config';
import { Conflict, NotSignedIn } from '../kernel/domain-errors';
import { logger } from '../kernel/logger';
import { cognitoClient } from '../kernel/aws-clients';
import type { SessionTokens } from '../kernel/auth/token-verifier';
import { SIGN_IN_REFUSALS, errorName, messages, secondsUntilExpiry, toDomainError, wrongCode } from './identity-errors';

export { messages, readablePasswordProblem, secondsUntilExpiry, toDomainError } from './identity-errors';

/**
 * Cognito user operations (docs/decisions/cognito-accounts-and-cookies.md): the API is the browser's only party to Cognito.
 * Cognito's refusals leave this module as domain errors (kernel/domain-errors.ts); anything
 * unexpected is thrown as it came (a logged 500).
 */

export type Group = 'athlete' | 'guardian' | 'admin';

/** A user as Cognito holds her: the profile is rebuilt from this when it is missing. */
export interface IdentityUser {
  sub: string;
  username: string;
  email: string;
  firstName?: string;
  lastName?: string;
  createdAt?: string;
}

function poolIds(): { userPoolId: string; clientId: string } {
  const { USER_POOL_ID: userPoolId, USER_POOL_CLIENT_ID: clientId } = config();
  if (!userPoolId || !clientId) throw new Error('USER_POOL_ID and USER_POOL_CLIENT_ID must be set');
  return { userPoolId, clientId };
}

const attribute = (attributes: AttributeType[] | undefined, name: string) => attributes?.find((candidate) => candidate.Name === name)?.Value;

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

/**
 * Her new address, verified: she signs in with it from now on, and Cognito's e-mails (reset codes)
 * go to it. Set by the admin API, so Cognito sends no verification code. Another user holding it
 * is a Conflict saying `taken`.
 */
export async function changeUserEmail(username: string, email: string, taken: string): Promise<void> {
  try {
    await cognitoClient().send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: poolIds().userPoolId,
        Username: username,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  } catch (error) {
    if (errorName(error) === 'AliasExistsException') throw new Conflict(taken);
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
