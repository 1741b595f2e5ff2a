import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CreateTableCommand, DescribeTableCommand, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { TTL_ATTRIBUTE, tableDefinition } from '@herway/functions/kernel/store/table-definition';
import { createProfile } from '@herway/functions/accounts/store/user-repo';
import { buildResourcePdfs } from '../resources/resource-pdfs';

export interface CognitoIds {
  userPoolId: string;
  clientId: string;
}

/** The table with its index and TTL; created once, kept on disk afterwards. */
export async function seedTable(dynamo: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  }
  await dynamo.send(new CreateTableCommand(tableDefinition(tableName)));
  await dynamo.send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true } }));
}

/**
 * The user pool, its app client and the two groups. cognito-local makes up pool and client ids,
 * so they are remembered in a file beside its data and re-created only if the pool is gone.
 */
export async function seedCognito(cognito: CognitoIdentityProviderClient, idsFile: string): Promise<CognitoIds> {
  if (existsSync(idsFile)) {
    const ids = JSON.parse(readFileSync(idsFile, 'utf8')) as CognitoIds;
    try {
      await cognito.send(new DescribeUserPoolCommand({ UserPoolId: ids.userPoolId }));
      return ids;
    } catch {
      // The pool's data was removed: create it again below.
    }
  }
  const { UserPool } = await cognito.send(
    new CreateUserPoolCommand({
      PoolName: 'herway-local',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: { PasswordPolicy: { MinimumLength: 8, RequireLowercase: false, RequireUppercase: false, RequireNumbers: false, RequireSymbols: false } },
    }),
  );
  const userPoolId = UserPool?.Id;
  if (!userPoolId) throw new Error('cognito-local did not return a user pool id');
  const { UserPoolClient } = await cognito.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'herway-web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      // Short-lived access tokens, as in AWS (user-directory.ts): renewed from the refresh cookie.
      AccessTokenValidity: 15,
      IdTokenValidity: 15,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
    }),
  );
  const clientId = UserPoolClient?.ClientId;
  if (!clientId) throw new Error('cognito-local did not return an app client id');
  const ids = { userPoolId, clientId };
  writeFileSync(idsFile, `${JSON.stringify(ids, null, 2)}\n`);
  return ids;
}

export async function seedGroups(cognito: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  const { Groups = [] } = await cognito.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  const existing = new Set(Groups.map((group) => group.GroupName));
  // The same groups as infra/constructs/user-directory.ts USER_GROUPS (kept apart: that module loads the CDK).
  for (const [GroupName, Description] of [
    ['athlete', 'Every registered athlete'],
    ['guardian', 'Parents and guardians, who see an athlete through a family link'],
    ['admin', 'HerWay founders and staff'],
  ] as const) {
    if (!existing.has(GroupName)) await cognito.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName, Description }));
  }
}

/** The first admin: a Cognito user in the `admin` group and a profile item marked isAdmin. */
export async function seedAdmin(cognito: CognitoIdentityProviderClient, userPoolId: string, email: string, password: string): Promise<void> {
  let sub: string | undefined;
  try {
    const existing = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    sub = existing.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: 'HerWay' },
          { Name: 'family_name', Value: 'Admin' },
        ],
      }),
    );
    sub = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: password, Permanent: true }));
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: 'admin' }));
  }
  if (!sub) throw new Error('cognito-local did not return the admin user id');
  const now = new Date().toISOString();
  await createProfile({ id: sub, email, firstName: 'HerWay', lastName: 'Admin', isAdmin: true, createdAt: now, updatedAt: now });
}

/** The four free resource PDFs, uploaded once. */
export async function seedResources(s3: S3Client, bucket: string): Promise<number> {
  let uploaded = 0;
  for (const file of await buildResourcePdfs()) {
    try {
      await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: file.objectKey }));
      continue;
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 404) throw error;
    }
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: file.objectKey, Body: file.body, ContentType: file.contentType }));
    uploaded += 1;
  }
  return uploaded;
}
