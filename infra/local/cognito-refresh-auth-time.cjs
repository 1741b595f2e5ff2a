// Makes cognito-local keep `auth_time` when it refreshes tokens, as Cognito does: `auth_time` is
// when she signed in, not when the token was minted. The app ends sessions by comparing it with
// her revocation mark (functions/src/kernel/auth/session-repo.ts); cognito-local 5.3 stamps
// the refresh time instead, which would let a refresh token outlive a password reset locally only.
const path = require('node:path');
const { UserPoolServiceImpl } = require('cognito-local/lib/services/userPoolService.js');
const { JwtTokenGenerator } = require('cognito-local/lib/services/tokenGenerator.js');
const privateKey = require('cognito-local/lib/keys/cognitoLocal.private.json');

const jwt = require(require.resolve('jsonwebtoken', { paths: [path.dirname(require.resolve('cognito-local/package.json'))] }));

/** The sign-in time of the refresh token a request presented, by the request's context object. */
const signedInAt = new WeakMap();

const getUserByRefreshToken = UserPoolServiceImpl.prototype.getUserByRefreshToken;
UserPoolServiceImpl.prototype.getUserByRefreshToken = function (ctx, refreshToken) {
  // cognito-local's refresh tokens are JWTs whose iat is the sign-in time.
  const claims = jwt.decode(refreshToken);
  if (ctx && typeof ctx === 'object' && claims && typeof claims.iat === 'number') signedInAt.set(ctx, claims.iat);
  return getUserByRefreshToken.call(this, ctx, refreshToken);
};

function withAuthTime(token, authTime) {
  const { header, payload } = jwt.decode(token, { complete: true });
  return jwt.sign({ ...payload, auth_time: authTime }, privateKey.pem, { algorithm: 'RS256', keyid: header.kid });
}

const generate = JwtTokenGenerator.prototype.generate;
JwtTokenGenerator.prototype.generate = async function (ctx, user, groups, client, metadata, source) {
  const tokens = await generate.call(this, ctx, user, groups, client, metadata, source);
  const authTime = source === 'RefreshTokens' ? signedInAt.get(ctx) : undefined;
  if (authTime === undefined) return tokens;
  return { ...tokens, AccessToken: withAuthTime(tokens.AccessToken, authTime), IdToken: withAuthTime(tokens.IdToken, authTime) };
};
