import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../aws-clients';
import { keys } from './keys';
import { tableName, withoutKeys } from './table';

/** The athlete's (or admin's) profile: SPEC §3 `users` without the password, which Cognito holds. */
export interface UserProfile {
  id: string;
  email: string;
  firstName?: string;
  lastName?: string;
  profileImageUrl?: string;
  isAdmin: boolean;
  stripeCustomerId?: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * Creates the profile and its e-mail look-up item in one transaction; answers false when a
 * profile already exists for this user, which makes seeding and retried registrations harmless.
 */
export async function createProfile(profile: UserProfile): Promise<boolean> {
  const email = profile.email.trim().toLowerCase();
  try {
    await dynamoClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.userProfile(profile.id), ...keys.listing('USER', profile.createdAt, profile.id), ...profile, email, type: 'user' },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.emailLookup(email), userId: profile.id },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException || (error as Error).name === 'TransactionCanceledException') return false;
    throw error;
  }
}

export async function getProfile(sub: string): Promise<UserProfile | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.userProfile(sub), ConsistentRead: true }));
  if (!Item) return undefined;
  const { type: _type, ...profile } = withoutKeys(Item);
  return profile as UserProfile;
}
