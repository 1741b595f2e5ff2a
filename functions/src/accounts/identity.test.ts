import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CodeMismatchException,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ExpiredCodeException,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  InvalidPasswordException,
  LimitExceededException,
  NotAuthorizedException,
  RevokeTokenCommand,
  UserNotFoundException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const cognito = mockClient(CognitoIdentityProviderClient);
const meta = { $metadata: {} };

/** A JWT-shaped token whose payload expires in `seconds` (only its `exp` is read here). */
const tokenExpiringIn = (seconds: number) => `h.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds })).toString('base64url')}.s`;

/** The adapter with a fresh configuration (read once per module). */
async function loadIdentity() {
  vi.stubEnv('USER_POOL_ID', 'us-east-1_pool');
  vi.stubEnv('USER_POOL_CLIENT_ID', 'client-1');
  vi.stubEnv('COGNITO_ENDPOINT', undefined);
  vi.resetModules();
  return import('./identity');
}

/** What the API answers the error a call threw (through the status table): its status and its JSON body. */
async function refusal(promise: Promise<unknown>): Promise<{ statusCode: number; body: Record<string, unknown> }> {
  const thrown = await promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (reason: unknown) => reason,
  );
  // Imported after loadIdentity's module reset, so its error classes are the ones identity threw.
  const { httpErrorOf } = await import('../kernel/domain-error-statuses');
  const error = httpErrorOf(thrown) as { statusCode: number; message: string };
  return { statusCode: error.statusCode, body: JSON.parse(error.message) as Record<string, unknown> };
}

const newUser = { email: 'ava@example.com', password: 'recruit-me-2027', firstName: 'Ava', lastName: 'Lopez', group: 'athlete' as const };

beforeEach(() => {
  cognito.reset();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('createUser', () => {
  it('creates a confirmed user named by her e-mail, with a verified e-mail, her names, password and group, and no e-mail', async () => {
    // Prepare
    const { createUser } = await loadIdentity();
    cognito.on(AdminCreateUserCommand).resolves({ User: { Username: 'sub-1', Attributes: [{ Name: 'sub', Value: 'sub-1' }] } });
    cognito.on(AdminSetUserPasswordCommand).resolves({});
    cognito.on(AdminAddUserToGroupCommand).resolves({});

    // Act
    const user = await createUser(newUser);

    // Assess
    expect(user).toEqual({ sub: 'sub-1', username: 'sub-1', email: 'ava@example.com', firstName: 'Ava', lastName: 'Lopez' });
    expect(cognito.commandCalls(AdminCreateUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'us-east-1_pool',
      Username: 'ava@example.com',
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: 'ava@example.com' },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: 'Ava' },
        { Name: 'family_name', Value: 'Lopez' },
      ],
    });
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'us-east-1_pool',
      Username: 'sub-1',
      Password: 'recruit-me-2027',
      Permanent: true,
    });
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'us-east-1_pool',
      Username: 'sub-1',
      GroupName: 'athlete',
    });
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });

  it('maps UsernameExistsException to 409 with the registration form wording', async () => {
    const { createUser } = await loadIdentity();
    cognito.on(AdminCreateUserCommand).rejects(new UsernameExistsException({ message: 'User account already exists', ...meta }));

    expect(await refusal(createUser(newUser))).toEqual({ statusCode: 409, body: { message: 'An account with this email already exists. Sign in instead.' } });
  });

  it('maps InvalidPasswordException to a readable 400 and deletes the half-created user', async () => {
    const { createUser } = await loadIdentity();
    cognito.on(AdminCreateUserCommand).resolves({ User: { Username: 'sub-1', Attributes: [{ Name: 'sub', Value: 'sub-1' }] } });
    cognito
      .on(AdminSetUserPasswordCommand)
      .rejects(new InvalidPasswordException({ message: 'Password did not conform with policy: Password must have numeric characters', ...meta }));
    cognito.on(AdminDeleteUserCommand).resolves({});

    expect(await refusal(createUser(newUser))).toEqual({
      statusCode: 400,
      body: { message: 'Password must include a number', issues: [{ field: 'password', message: 'Password must include a number' }] },
    });
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0]?.args[0].input).toEqual({ UserPoolId: 'us-east-1_pool', Username: 'sub-1' });
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)).toHaveLength(0);
  });

  it('deletes the user when adding her to her group fails, and the failure stays a 500', async () => {
    const { createUser } = await loadIdentity();
    cognito.on(AdminCreateUserCommand).resolves({ User: { Username: 'sub-1', Attributes: [{ Name: 'sub', Value: 'sub-1' }] } });
    cognito.on(AdminSetUserPasswordCommand).resolves({});
    cognito.on(AdminAddUserToGroupCommand).rejects(new Error('Service unavailable'));
    cognito.on(AdminDeleteUserCommand).resolves({});

    await expect(createUser(newUser)).rejects.toThrow('Service unavailable');
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(1);
  });
});

describe('signIn', () => {
  it('returns the tokens and the access token lifetime read from its expiry', async () => {
    const { signIn } = await loadIdentity();
    const accessToken = tokenExpiringIn(3600);
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: { AccessToken: accessToken, RefreshToken: 'refresh-1', ExpiresIn: 3600 } });

    const tokens = await signIn('ava@example.com', 'recruit-me-2027');

    expect(tokens).toEqual({ accessToken, refreshToken: 'refresh-1', accessTokenLifetime: expect.closeTo(3600, -1) });
    expect(cognito.commandCalls(InitiateAuthCommand)[0]?.args[0].input).toEqual({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'client-1',
      AuthParameters: { USERNAME: 'ava@example.com', PASSWORD: 'recruit-me-2027' },
    });
  });

  it('maps NotAuthorizedException, an unknown user and a wrong password alike to one 401', async () => {
    const { signIn } = await loadIdentity();
    const refusals = [
      new NotAuthorizedException({ message: 'Incorrect username or password.', ...meta }),
      new UserNotFoundException({ message: 'User does not exist.', ...meta }),
      // cognito-local's answer to a wrong password
      new InvalidPasswordException({ message: 'Invalid password', ...meta }),
    ];
    for (const error of refusals) {
      cognito.reset();
      cognito.on(InitiateAuthCommand).rejects(error);
      expect(await refusal(signIn('ava@example.com', 'wrong'))).toEqual({ statusCode: 401, body: { message: 'Invalid email or password' } });
    }
    expect(await refusal(signIn('admin@example.com', 'wrong', 'Invalid credentials'))).toEqual({ statusCode: 401, body: { message: 'Invalid credentials' } });
  });

  it('refuses a sign-in that needs a challenge the site does not offer', async () => {
    const { signIn } = await loadIdentity();
    cognito.on(InitiateAuthCommand).resolves({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 's' });
    expect((await refusal(signIn('ava@example.com', 'pw'))).statusCode).toBe(401);
  });

  it('answers 503 when Cognito times out, cannot be reached or fails on its side', async () => {
    const { signIn } = await loadIdentity();
    const failures = [
      Object.assign(new Error('socket timed out'), { name: 'TimeoutError' }),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9229'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('Internal error'), { name: 'InternalErrorException', $metadata: { httpStatusCode: 500 } }),
    ];
    for (const failure of failures) {
      cognito.reset();
      cognito.on(InitiateAuthCommand).rejects(failure);
      expect(await refusal(signIn('ava@example.com', 'pw'))).toEqual({
        statusCode: 503,
        body: { message: 'Sign-in is not responding right now. Please try again in a moment.' },
      });
    }
  });

  it('maps throttling to 429', async () => {
    const { signIn } = await loadIdentity();
    cognito.on(InitiateAuthCommand).rejects(new LimitExceededException({ message: 'Attempt limit exceeded', ...meta }));
    expect((await refusal(signIn('ava@example.com', 'pw'))).statusCode).toBe(429);
  });
});

describe('refreshSession', () => {
  it('returns a new access token and keeps the refresh token unless Cognito rotated it', async () => {
    const { refreshSession } = await loadIdentity();
    const accessToken = tokenExpiringIn(1800);
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: { AccessToken: accessToken } });

    expect(await refreshSession('refresh-1')).toEqual({ accessToken, accessTokenLifetime: expect.closeTo(1800, -1) });
    expect(cognito.commandCalls(InitiateAuthCommand)[0]?.args[0].input).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'client-1',
      AuthParameters: { REFRESH_TOKEN: 'refresh-1' },
    });
  });

  it('answers undefined for a refused refresh token and throws when Cognito fails', async () => {
    const { refreshSession } = await loadIdentity();
    cognito
      .on(InitiateAuthCommand)
      .rejectsOnce(new NotAuthorizedException({ message: 'Invalid Refresh Token', ...meta }))
      .rejectsOnce(new Error('socket hang up'));
    expect(await refreshSession('revoked')).toBeUndefined();
    await expect(refreshSession('refresh-1')).rejects.toThrow('socket hang up');
  });
});

describe('revokeRefreshToken', () => {
  it('revokes the token, and one already revoked is fine', async () => {
    const { revokeRefreshToken } = await loadIdentity();
    cognito
      .on(RevokeTokenCommand)
      .resolvesOnce({})
      .rejectsOnce(new NotAuthorizedException({ message: 'Invalid token', ...meta }));
    await revokeRefreshToken('refresh-1');
    await revokeRefreshToken('refresh-1');
    expect(cognito.commandCalls(RevokeTokenCommand)[0]?.args[0].input).toEqual({ ClientId: 'client-1', Token: 'refresh-1' });
  });
});

describe('password reset', () => {
  it('asks Cognito to e-mail a code, and says nothing of an unknown address', async () => {
    const { requestPasswordReset } = await loadIdentity();
    cognito
      .on(ForgotPasswordCommand)
      .resolvesOnce({})
      .rejectsOnce(new UserNotFoundException({ message: 'Username/client id combination not found.', ...meta }));
    await requestPasswordReset('ava@example.com');
    await requestPasswordReset('nobody@example.com');
    expect(cognito.commandCalls(ForgotPasswordCommand).map((call) => call.args[0].input)).toEqual([
      { ClientId: 'client-1', Username: 'ava@example.com' },
      { ClientId: 'client-1', Username: 'nobody@example.com' },
    ]);
  });

  it('maps CodeMismatchException and ExpiredCodeException to 400s that say which', async () => {
    const { confirmPasswordReset } = await loadIdentity();
    cognito
      .on(ConfirmForgotPasswordCommand)
      .rejectsOnce(new CodeMismatchException({ message: 'Invalid verification code provided', ...meta }))
      .rejectsOnce(new ExpiredCodeException({ message: 'Invalid code provided, please request a code again.', ...meta }));
    expect(await refusal(confirmPasswordReset('ava@example.com', '123456', 'new-password'))).toMatchObject({
      statusCode: 400,
      body: { message: "That code doesn't match. Check the latest e-mail we sent you, or ask for a new code." },
    });
    expect(await refusal(confirmPasswordReset('ava@example.com', '123456', 'new-password'))).toMatchObject({
      statusCode: 400,
      body: { message: 'That code has expired. Ask for a new code and try again.' },
    });
  });

  it('answers an unknown address as a wrong code, and a weak password as a readable 400', async () => {
    const { confirmPasswordReset } = await loadIdentity();
    cognito
      .on(ConfirmForgotPasswordCommand)
      .rejectsOnce(new UserNotFoundException({ message: 'Username/client id combination not found.', ...meta }))
      .rejectsOnce(new InvalidPasswordException({ message: 'Password does not conform to policy: Password not long enough', ...meta }));
    expect((await refusal(confirmPasswordReset('nobody@example.com', '123456', 'new-password'))).body.message).toMatch(/^That code doesn't match/);
    expect((await refusal(confirmPasswordReset('ava@example.com', '123456', 'short'))).body.message).toBe('Password must be at least 8 characters');
  });
});

describe('findUser and deleteUser', () => {
  it('reads her attributes, and answers undefined for an unknown user', async () => {
    const { findUser } = await loadIdentity();
    cognito
      .on(AdminGetUserCommand)
      .resolvesOnce({
        Username: 'sub-1',
        UserCreateDate: new Date('2026-01-02T03:04:05.000Z'),
        UserAttributes: [
          { Name: 'sub', Value: 'sub-1' },
          { Name: 'email', Value: 'ava@example.com' },
          { Name: 'given_name', Value: 'Ava' },
        ],
      })
      .rejectsOnce(new UserNotFoundException({ message: 'User does not exist.', ...meta }));
    expect(await findUser('sub-1')).toEqual({
      sub: 'sub-1',
      username: 'sub-1',
      email: 'ava@example.com',
      firstName: 'Ava',
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    expect(await findUser('nobody')).toBeUndefined();
  });

  it('deletes a user; one already gone is fine', async () => {
    const { deleteUser } = await loadIdentity();
    cognito
      .on(AdminDeleteUserCommand)
      .resolvesOnce({})
      .rejectsOnce(new UserNotFoundException({ message: 'User does not exist.', ...meta }));
    await deleteUser('sub-1');
    await deleteUser('sub-1');
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(2);
  });
});

describe('readablePasswordProblem', () => {
  it("puts Cognito's policy messages in the forms' words", async () => {
    const { readablePasswordProblem } = await loadIdentity();
    expect(readablePasswordProblem('Password did not conform with policy: Password must have uppercase characters')).toBe(
      'Password must include an uppercase letter',
    );
    expect(readablePasswordProblem('Password did not conform with policy: Password must have symbol characters')).toBe('Password must include a symbol');
    expect(readablePasswordProblem('Provided password cannot be used for security reasons.')).toMatch(/data breach/);
    expect(readablePasswordProblem('Password did not conform with policy: something new')).toBe('Something new');
  });
});

describe('secondsUntilExpiry', () => {
  it("reads a JWT's exp and falls back for anything else", async () => {
    const { secondsUntilExpiry } = await loadIdentity();
    expect(secondsUntilExpiry(tokenExpiringIn(120))).toBeGreaterThanOrEqual(119);
    expect(secondsUntilExpiry(tokenExpiringIn(-5))).toBe(0);
    expect(secondsUntilExpiry('opaque', 900)).toBe(900);
  });
});
