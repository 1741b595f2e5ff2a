import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../aws-clients';
import { keys } from '../store/keys';
import { batchGetAll } from '../store/batch-get';
import { tableName } from '../store/table';

// What ends a signed-in session before its tokens expire (docs/decisions/sessions-end-within-a-minute.md):
// her profile's revocation mark `sessionsValidAfter` (set on a password reset by
// user-repo.ts `markSessionsEnded`; a deleted account has no profile at all) and one revoked access
// token (logout). Cognito cannot be asked: a locally verified JWT is never checked against its
// revocations, and cognito-local has none.

export interface SessionState {
  /** Whether her profile exists: none once her account is deleted. */
  profileExists: boolean;
  /** Sessions signed in before this time (epoch s) are over. */
  validAfter: number;
  /** Whether this access token was signed out. */
  tokenRevoked: boolean;
  /** For an admin's session: whether its sign-in passed her TOTP code (sign-in-repo.ts). */
  signInVerified: boolean;
}

/**
 * Her revocation mark and this token's revocation, in one BatchGetItem (strongly consistent); for
 * an admin's token (`authTime` given), whether that sign-in passed her second factor too.
 */
export async function readSessionState(sub: string, tokenId: string, adminAuthTime?: number): Promise<SessionState> {
  const profileKey = keys.userProfile(sub);
  const tokenKey = keys.revokedToken(tokenId);
  const verifiedKey = adminAuthTime === undefined ? undefined : keys.verifiedSignIn(sub, adminAuthTime);
  const found = await batchGetAll([profileKey, tokenKey, ...(verifiedKey ? [verifiedKey] : [])], {
    consistentRead: true,
    projection: 'PK, sessionsValidAfter',
  });
  const profile = found.find((item) => item.PK === profileKey.PK);
  return {
    profileExists: profile !== undefined,
    validAfter: typeof profile?.sessionsValidAfter === 'number' ? profile.sessionsValidAfter : 0,
    tokenRevoked: found.some((item) => item.PK === tokenKey.PK),
    signInVerified: verifiedKey !== undefined && found.some((item) => item.PK === verifiedKey.PK),
  };
}

/** Signs one access token out until it expires, when DynamoDB's TTL removes the record. */
export async function revokeAccessToken(tokenId: string, expiresAt: number): Promise<void> {
  await dynamoClient().send(new PutCommand({ TableName: tableName(), Item: { ...keys.revokedToken(tokenId), type: 'revokedToken', expiresAt } }));
}
