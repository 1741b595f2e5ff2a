import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// cognito-local's own classes, patched as the local stack's Cognito child patches them.
const require = createRequire(import.meta.url);
require('./cognito-refresh-auth-time.cjs');
const { JwtTokenGenerator } = require('cognito-local/lib/services/tokenGenerator.js') as {
  JwtTokenGenerator: new (
    clock: { get(): Date },
    triggers: { enabled(): boolean },
    config: { IssuerDomain: string },
  ) => {
    generate(
      ctx: object,
      user: object,
      groups: string[],
      client: object,
      metadata: undefined,
      source: string,
    ): Promise<{ AccessToken: string; IdToken: string; RefreshToken: string }>;
  };
};
const { UserPoolServiceImpl } = require('cognito-local/lib/services/userPoolService.js') as {
  UserPoolServiceImpl: { prototype: { getUserByRefreshToken(this: object, ctx: object, token: string): Promise<unknown> } };
};

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

describe("the local Cognito's refreshed tokens", () => {
  it('keep auth_time at the sign-in, as Cognito does, with a new iat and expiry', async () => {
    let now = new Date('2026-11-24T10:00:00Z');
    const generator = new JwtTokenGenerator({ get: () => now }, { enabled: () => false }, { IssuerDomain: 'http://localhost:9229' });
    const user = {
      Username: 'ava',
      Attributes: [
        { Name: 'sub', Value: 'sub-ava' },
        { Name: 'email', Value: 'ava@example.com' },
      ],
      RefreshTokens: [] as string[],
    };
    const client = { ClientId: 'client', UserPoolId: 'pool', AccessTokenValidity: 15, TokenValidityUnits: { AccessToken: 'minutes' } };
    const quiet = { logger: { debug: () => undefined } };

    const signIn = await generator.generate({ ...quiet }, user, ['athlete'], client, undefined, 'Authentication');
    user.RefreshTokens.push(signIn.RefreshToken);
    const signedInAt = Date.parse('2026-11-24T10:00:00Z') / 1000;
    expect(claims(signIn.AccessToken)).toMatchObject({ auth_time: signedInAt, iat: signedInAt });

    now = new Date('2026-11-24T12:30:00Z');
    const ctx = { ...quiet };
    const pool = { listUsers: async () => [user] };
    expect(await UserPoolServiceImpl.prototype.getUserByRefreshToken.call(pool, ctx, signIn.RefreshToken)).toBe(user);
    const refreshed = await generator.generate(ctx, user, ['athlete'], client, undefined, 'RefreshTokens');
    const refreshedAt = Date.parse('2026-11-24T12:30:00Z') / 1000;
    expect(claims(refreshed.AccessToken)).toMatchObject({
      auth_time: signedInAt,
      iat: refreshedAt,
      exp: refreshedAt + 15 * 60,
      'cognito:groups': ['athlete'],
      token_use: 'access',
    });
    expect(claims(refreshed.IdToken)).toMatchObject({ auth_time: signedInAt, aud: 'client' });
  });
});
