import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../kernel/aws-clients';
import { markSignInVerified } from '../accounts/store/sign-in-repo';
import { createProfile } from '../accounts/store/user-repo';
import { config } from '../kernel/config';
import { ACCESS_COOKIE } from '../kernel/cookies';

export interface TestAccount {
  sub: string;
  email: string;
  password: string;
  accessToken: string;
  /** The Cookie header of a signed-in browser. */
  cookie: string;
}

/** The sign-in time in an access token (its payload is read, not verified: the test made it). */
function authTimeOf(accessToken: string): number {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { auth_time?: number };
  if (typeof payload.auth_time !== 'number') throw new Error('The access token has no auth_time');
  return payload.auth_time;
}

/**
 * A signed-in account on the local Cognito for integration tests (run with the stack's env):
 * created through Cognito's admin API with its profile item, then signed in with the password.
 */
export async function createTestAccount(
  options: { group?: 'athlete' | 'guardian' | 'admin'; firstName?: string; lastName?: string; email?: string; withoutSecondFactor?: boolean } = {},
): Promise<TestAccount> {
  const { USER_POOL_ID: userPoolId, USER_POOL_CLIENT_ID: clientId } = config();
  if (!userPoolId || !clientId) throw new Error('The local stack environment is not set');
  const email = options.email ?? `athlete-${randomUUID()}@example.com`;
  const password = `Pw-${randomUUID()}`;
  const cognito = cognitoClient();
  const created = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  const sub = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error('Cognito returned no sub');
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: password, Permanent: true }));
  await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: options.group ?? 'athlete' }));
  const now = new Date().toISOString();
  await createProfile({
    id: sub,
    email,
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? (options.group === 'guardian' ? 'Parent' : 'Athlete'),
    isAdmin: options.group === 'admin',
    ...(options.group === 'guardian' ? { accountType: 'guardian' as const } : {}),
    createdAt: now,
    updatedAt: now,
  });
  const auth = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  const accessToken = auth.AuthenticationResult?.AccessToken;
  if (!accessToken) throw new Error('Cognito returned no access token');
  // An admin's session counts once its sign-in passed her TOTP code: this one is set up as having
  // passed it (the sign-in itself is tested in second-factor.int.test.ts).
  if (options.group === 'admin' && !options.withoutSecondFactor) await markSignInVerified(sub, authTimeOf(accessToken), Math.floor(Date.now() / 1000) + 3600);
  return { sub, email, password, accessToken, cookie: `${ACCESS_COOKIE}=${accessToken}` };
}
