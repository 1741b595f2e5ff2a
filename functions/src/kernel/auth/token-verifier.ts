import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { config } from '../config';

export interface SessionUser {
  /** Cognito `sub`: the key of the athlete's profile and item collection. */
  sub: string;
  username: string;
  groups: string[];
  isAdmin: boolean;
  /** When she signed in (epoch s): Cognito's `auth_time`, kept across refreshes; compared with her revocation mark. */
  authTime: number;
  /** The access token's `jti`, by which logout revokes this one session. */
  tokenId: string;
  /** When the access token expires (epoch s). */
  expiresAt: number;
}

interface AccessTokenVerifier {
  verify(token: string): Promise<JwtPayload>;
}

let verifier: AccessTokenVerifier | undefined;

/**
 * The verifier is built once per container. In AWS it is Cognito's own; on the local stack
 * cognito-local serves its JWKS over plain http, which aws-jwt-verify refuses to fetch, so the
 * local stack hands the keys over in COGNITO_LOCAL_JWKS and they are cached up front.
 */
function accessTokenVerifier(): AccessTokenVerifier {
  if (verifier) return verifier;
  const settings = config();
  const userPoolId = settings.USER_POOL_ID;
  const clientId = settings.USER_POOL_CLIENT_ID;
  if (!userPoolId || !clientId) throw new Error('USER_POOL_ID and USER_POOL_CLIENT_ID must be set');

  if (settings.COGNITO_ENDPOINT) {
    const issuer = `${settings.COGNITO_ENDPOINT.replace(/\/$/, '')}/${userPoolId}`;
    const local = JwtRsaVerifier.create({
      issuer,
      audience: null,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'access') throw new Error('Not an access token');
        if (payload.client_id !== clientId) throw new Error('Token issued to another client');
      },
    });
    if (!settings.COGNITO_LOCAL_JWKS) throw new Error('COGNITO_LOCAL_JWKS must be set with COGNITO_ENDPOINT');
    local.cacheJwks(JSON.parse(settings.COGNITO_LOCAL_JWKS) as Jwks);
    verifier = local;
  } else {
    verifier = CognitoJwtVerifier.create({ userPoolId, clientId, tokenUse: 'access' });
  }
  return verifier;
}

/** The signed-in user of a valid access token, or undefined for a missing, forged or expired one. */
export async function verifyAccessToken(token: string): Promise<SessionUser | undefined> {
  try {
    const payload = await accessTokenVerifier().verify(token);
    const groups = Array.isArray(payload['cognito:groups']) ? payload['cognito:groups'].filter((group): group is string => typeof group === 'string') : [];
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return undefined;
    const username = typeof payload.username === 'string' ? payload.username : payload.sub;
    const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : typeof payload.iat === 'number' ? payload.iat : 0;
    const tokenId = typeof payload.jti === 'string' ? payload.jti : `${payload.sub}:${authTime}`;
    return { sub: payload.sub, username, groups, isAdmin: groups.includes('admin'), authTime, tokenId, expiresAt: payload.exp };
  } catch {
    return undefined;
  }
}

/** The tokens of a signed-in session, as Cognito gives them and the cookies carry them. */
export interface SessionTokens {
  accessToken: string;
  /** Absent after a refresh, unless the pool rotates refresh tokens. */
  refreshToken?: string;
  /** Seconds until the access token expires: the access cookie lives as long. */
  accessTokenLifetime: number;
}
