import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../../functions/src/adapters/aws-clients';
import { createProfile } from '../../functions/src/adapters/dynamo/user-repo';
import { ACCESS_COOKIE } from '../../functions/src/lib/cookies';
import type { LocalStack } from '../local/stack';

const BENCH_ATHLETE = { email: 'bench-athlete@herway.local', password: 'HerWay-bench-2025', firstName: 'Bench', lastName: 'Athlete' };

/**
 * A signed-in athlete for the authenticated load cases: a Cognito user in the `athlete` group with
 * a profile, as the seeds make the admin; answers the `herway_access=<access token>` cookie.
 * Works on the benchmark's own stack (which has just set the handlers' environment in this process).
 */
export async function athleteSessionCookie(stack: LocalStack): Promise<string> {
  const { USER_POOL_ID: UserPoolId, USER_POOL_CLIENT_ID: ClientId } = stack.env;
  if (!UserPoolId || !ClientId) throw new Error('the local stack has no Cognito user pool');
  const cognito = cognitoClient();
  const { email, password } = BENCH_ATHLETE;

  let sub: string | undefined;
  try {
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: BENCH_ATHLETE.firstName },
          { Name: 'family_name', Value: BENCH_ATHLETE.lastName },
        ],
      }),
    );
    sub = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: password, Permanent: true }));
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName: 'athlete' }));
  } catch (error) {
    if ((error as Error).name !== 'UsernameExistsException') throw error;
    const existing = await cognito.send(new AdminGetUserCommand({ UserPoolId, Username: email }));
    sub = existing.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  }
  if (!sub) throw new Error('cognito-local did not return the bench athlete id');
  const now = new Date().toISOString();
  await createProfile({ id: sub, email, firstName: BENCH_ATHLETE.firstName, lastName: BENCH_ATHLETE.lastName, isAdmin: false, createdAt: now, updatedAt: now });

  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  if (!AuthenticationResult?.AccessToken) throw new Error('cognito-local did not sign the bench athlete in');
  return `${ACCESS_COOKIE}=${encodeURIComponent(AuthenticationResult.AccessToken)}`;
}
