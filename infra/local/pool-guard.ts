import { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';

/**
 * Refuses to start a local stack whose Cognito pool has lost accounts that the table still has
 * profiles for (a damaged pool file): starting would re-seed the admin under a new id and leave
 * every such athlete unable to sign in or register again, silently. The message says what to do.
 */
export async function assertPoolKeepsAccounts(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  dynamo: DynamoDBClient,
  tableName: string,
): Promise<void> {
  const inPool = new Set<string>();
  let paginationToken: string | undefined;
  do {
    const page = await cognito.send(new ListUsersCommand({ UserPoolId: userPoolId, ...(paginationToken ? { PaginationToken: paginationToken } : {}) }));
    for (const user of page.Users ?? []) {
      const sub = user.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
      if (sub) inPool.add(sub);
    }
    paginationToken = page.PaginationToken;
  } while (paginationToken);

  const documents = DynamoDBDocumentClient.from(dynamo);
  const missing: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :users',
        ExpressionAttributeValues: { ':users': 'USER' },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const profile of page.Items ?? []) if (typeof profile.id === 'string' && !inPool.has(profile.id)) missing.push(String(profile.email ?? profile.id));
    startKey = page.LastEvaluatedKey;
  } while (startKey);

  if (missing.length > 0) {
    throw new Error(
      `The local Cognito pool has lost ${missing.length} account(s) the table still has (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', ...' : ''}): ` +
        'its file under .local/cognito was damaged. Restore that folder from a copy, or delete the whole data folder (.local, or HERWAY_DATA_DIR) to start afresh.',
    );
  }
}
