import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '@herway/shared/contracts/audit';
import { dynamoClient } from '../../kernel/aws-clients';
import { auditPut } from './audit-repo';
import { keys } from '../../kernel/store/keys';
import { tableName } from '../../kernel/store/table';
import { conditionFailedAt, isConditionFailure, writeTransaction } from '../../kernel/store/transaction';
import type { TransactItem } from '../../kernel/store/transaction';

// An admin's second factor (docs/decisions/app-owned-admin-totp.md): the sign-in waiting for her code,
// her TOTP factor, and the sign-ins whose code was right. DynamoDB's TTL removes expired items
// within days, so every read also checks `expiresAt` itself.

/** A password sign-in of an admin, held until her TOTP code is right; her browser holds only a ticket. */
export interface PendingSignIn {
  sub: string;
  email: string;
  accessToken: string;
  refreshToken?: string;
  accessTokenLifetime: number;
  authTime: number;
  /** The secret she is enrolling, on her first sign-in; absent once she has a factor. */
  enrolmentSecret?: string;
  /** Codes checked for this sign-in so far, each counted BEFORE it is checked (takeCodeCheck). */
  codeChecks: number;
  /** Epoch seconds. */
  expiresAt: number;
}

export interface TotpFactor {
  secret: string;
  /** The last time step whose code was accepted: a code is never accepted twice. */
  lastStep: number;
}

/** A conditional write: true when it was applied, false when its condition did not hold. */
async function appliedIf(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function savePendingSignIn(ticketHash: string, pending: PendingSignIn): Promise<void> {
  await dynamoClient().send(new PutCommand({ TableName: tableName(), Item: { ...keys.pendingSignIn(ticketHash), type: 'pendingSignIn', ...pending } }));
}

/** The pending sign-in of a ticket, unless it expired (`now` in epoch seconds). */
export async function readPendingSignIn(ticketHash: string, now: number): Promise<PendingSignIn | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.pendingSignIn(ticketHash), ConsistentRead: true }));
  if (!Item || typeof Item.expiresAt !== 'number' || Item.expiresAt <= now) return undefined;
  const { PK: _pk, SK: _sk, type: _type, ...pending } = Item;
  return pending as PendingSignIn;
}

/**
 * Takes one of the sign-in's `allowed` code checks, BEFORE its code is checked, so codes sent at
 * the same moment each need a check of their own: answers how many are taken with this one, or
 * undefined when all were taken already (or the sign-in is gone).
 */
export async function takeCodeCheck(ticketHash: string, allowed: number): Promise<number | undefined> {
  try {
    const { Attributes } = await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.pendingSignIn(ticketHash),
        UpdateExpression: 'ADD codeChecks :one',
        ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(codeChecks) OR codeChecks < :allowed)',
        ExpressionAttributeValues: { ':one': 1, ':allowed': allowed },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.codeChecks);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Removes a pending sign-in; true only for the one call that removed it (a ticket works once). */
export function deletePendingSignIn(ticketHash: string): Promise<boolean> {
  const remove = new DeleteCommand({ TableName: tableName(), Key: keys.pendingSignIn(ticketHash), ConditionExpression: 'attribute_exists(PK)' });
  return appliedIf(() => dynamoClient().send(remove));
}

export async function readTotpFactor(sub: string): Promise<TotpFactor | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.totpFactor(sub), ConsistentRead: true }));
  return typeof Item?.secret === 'string' && typeof Item.lastStep === 'number' ? { secret: Item.secret, lastStep: Item.lastStep } : undefined;
}

/**
 * Saves her first factor with the step of the code that confirmed it, with its audit entry in the
 * same transaction; false when she already has one (enrolled meanwhile from another window).
 */
export async function enrolTotpFactor(sub: string, factor: TotpFactor, at: string, audit: AuditEntry): Promise<boolean> {
  const put: TransactItem = {
    Put: { Item: { ...keys.totpFactor(sub), type: 'totpFactor', ...factor, enrolledAt: at }, ConditionExpression: 'attribute_not_exists(PK)' },
  };
  return firstWriteApplied([put, auditPut(audit)]);
}

/** Deletes her factor (she enrols again at her next sign-in), audited in the same transaction; false when she had none. */
export function removeTotpFactor(sub: string, audit: AuditEntry): Promise<boolean> {
  return firstWriteApplied([{ Delete: { Key: keys.totpFactor(sub), ConditionExpression: 'attribute_exists(PK)' } }, auditPut(audit)]);
}

/** A transaction whose first write carries the condition: false when that condition refused it. */
async function firstWriteApplied(items: TransactItem[]): Promise<boolean> {
  try {
    await writeTransaction(items);
    return true;
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
}

/** Uses a time step's code; false when that step or a later one was already used (a replayed code). */
export function useTotpStep(sub: string, step: number): Promise<boolean> {
  const update = new UpdateCommand({
    TableName: tableName(),
    Key: keys.totpFactor(sub),
    UpdateExpression: 'SET lastStep = :step',
    ConditionExpression: 'attribute_exists(PK) AND lastStep < :step',
    ExpressionAttributeValues: { ':step': step },
  });
  return appliedIf(() => dynamoClient().send(update));
}

/** Marks a sign-in as having passed its second factor, for as long as its refresh token lives. */
export async function markSignInVerified(sub: string, authTime: number, expiresAt: number): Promise<void> {
  await dynamoClient().send(new PutCommand({ TableName: tableName(), Item: { ...keys.verifiedSignIn(sub, authTime), type: 'verifiedSignIn', expiresAt } }));
}
