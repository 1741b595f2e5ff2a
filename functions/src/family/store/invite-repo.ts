import { createHash, randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountType } from '@herway/shared/contracts/family';
import { dynamoClient } from '../../kernel/aws-clients';
import { writeForOpenAccount } from '../../kernel/store/account-guard';
import { keys } from '../../kernel/store/keys';
import type { Item } from '../../kernel/store/table';
import { tableName } from '../../kernel/store/table';

// Family invitations (docs/family.md): FAMILYINVITE#<sha256(token)> holds who sent it, to which
// address, until when; the sender's collection holds FAMILYINVITE#<email>, naming the live token's
// hash, so she sees what she sent and a new invitation to the same address replaces the old one.
// The token itself is only in the e-mailed link. An accepted invitation is kept, marked used, so a
// second click says so; DynamoDB's TTL removes it a month after it expired.

const KEPT_AFTER_EXPIRY_SECONDS = 30 * 24 * 60 * 60;

export const inviteTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface FamilyInvite {
  tokenHash: string;
  inviterId: string;
  inviterRole: AccountType;
  inviterFirstName: string;
  email: string;
  createdAt: string;
  /** ISO time after which it can no longer be accepted. */
  validUntil: string;
  usedAt?: string;
  usedBy?: string;
}

function parseInvite(item: Item | undefined): FamilyInvite | undefined {
  if (!item || typeof item.inviterId !== 'string' || typeof item.email !== 'string' || typeof item.validUntil !== 'string') return undefined;
  return {
    tokenHash: String(item.tokenHash),
    inviterId: item.inviterId,
    inviterRole: item.inviterRole === 'guardian' ? 'guardian' : 'athlete',
    inviterFirstName: typeof item.inviterFirstName === 'string' ? item.inviterFirstName : '',
    email: item.email,
    createdAt: String(item.createdAt),
    validUntil: item.validUntil,
    ...(typeof item.usedAt === 'string' ? { usedAt: item.usedAt } : {}),
    ...(typeof item.usedBy === 'string' ? { usedBy: item.usedBy } : {}),
  };
}

/** The invitation a token opens, used or not; undefined for a token never issued (or long gone). */
export async function readInvite(token: string): Promise<FamilyInvite | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.familyInvite(inviteTokenHash(token)), ConsistentRead: true }));
  return parseInvite(Item);
}

export interface NewInvite {
  inviterId: string;
  inviterRole: AccountType;
  inviterFirstName: string;
  email: string;
  now: Date;
  validUntil: Date;
}

/**
 * Stores a new invitation and answers its token (32 random bytes). Her earlier invitation to the
 * same address, if any, stops working in the same transaction. Refused once her account's deletion
 * has begun (account-guard.ts).
 */
export async function storeInvite(invite: NewInvite): Promise<{ token: string }> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = inviteTokenHash(token);
  const pointerKey = keys.sentFamilyInvite(invite.inviterId, invite.email);
  const { Item: earlier } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: pointerKey, ConsistentRead: true }));
  const createdAt = invite.now.toISOString();
  const validUntil = invite.validUntil.toISOString();
  await writeForOpenAccount(invite.inviterId, [
    {
      Put: {
        Item: {
          ...keys.familyInvite(tokenHash),
          type: 'familyInvite',
          tokenHash,
          inviterId: invite.inviterId,
          inviterRole: invite.inviterRole,
          inviterFirstName: invite.inviterFirstName,
          email: invite.email,
          createdAt,
          validUntil,
          expiresAt: Math.floor(invite.validUntil.getTime() / 1000) + KEPT_AFTER_EXPIRY_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    { Put: { Item: { ...pointerKey, type: 'sentFamilyInvite', tokenHash, email: invite.email, createdAt, validUntil } } },
    ...(typeof earlier?.tokenHash === 'string' && earlier.tokenHash !== tokenHash ? [{ Delete: { Key: keys.familyInvite(earlier.tokenHash) } }] : []),
  ]);
  return { token };
}
