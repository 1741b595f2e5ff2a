import type { Action } from './dynamo-proxy-actions';
import { describeActions, type KeySchemas } from './dynamo-proxy-actions';
import type { ItemClaims } from './dynamo-proxy-claims';
import type { TransactionJournal } from './dynamo-proxy-journal';
import type { RwLock } from './dynamo-proxy-lock';
import type { RequestTokens } from './dynamo-proxy-tokens';
import {
  cancellationError,
  conditionOnly,
  conflictCancellation,
  type DynamoCall,
  dynamoError,
  isConditionFailure,
  isDataValidation,
  validationError,
  type Json,
} from './dynamo-proxy-wire';

// TransactWriteItems with ordinary dynalite calls: snapshot the items (kept in the journal until the
// transaction is done, so a crash mid-way is rolled back at the next start: dynamo-proxy-journal.ts),
// apply the actions one by one with dynalite's own conditional writes (so dynalite evaluates the
// ConditionExpressions) and, on a refusal, write the snapshots back and cancel as DynamoDB does.

export interface TransactWriteContext {
  call: DynamoCall;
  lock: RwLock;
  claims: ItemClaims;
  tokens: RequestTokens;
  keySchemas: KeySchemas;
  journal: TransactionJournal;
  /** Called after each applied action: the crash test stops the process there. */
  afterAction?: (index: number) => Promise<void>;
}

const CONDITION_FAILED = { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' };

async function getItem(call: DynamoCall, table: string, key: Json): Promise<Json | undefined> {
  const out = await call('GetItem', { TableName: table, Key: key, ConsistentRead: true });
  return out.Item as Json | undefined;
}

/**
 * Evaluates an action's condition with a write that changes nothing: put the item back as it
 * is, or delete the item that does not exist. dynalite answers ConditionalCheckFailed if false.
 */
async function checkCondition(call: DynamoCall, action: Action, snapshot: Json | undefined): Promise<void> {
  const condition = conditionOnly(action.params);
  if (condition.ConditionExpression === undefined) return;
  const { table, key } = action;
  if (snapshot) await call('PutItem', { ...condition, TableName: table, Item: snapshot });
  else await call('DeleteItem', { ...condition, TableName: table, Key: key });
}

async function apply(call: DynamoCall, action: Action, snapshot: Json | undefined): Promise<void> {
  // dynalite does not know ReturnValuesOnConditionCheckFailure; the proxy answers it itself.
  const { ReturnValuesOnConditionCheckFailure: _, ...params } = action.params;
  if (action.kind === 'Put') await call('PutItem', params);
  else if (action.kind === 'Update') await call('UpdateItem', params);
  else if (action.kind === 'Delete') await call('DeleteItem', params);
  else {
    if (typeof params.ConditionExpression !== 'string') {
      throw validationError('ConditionCheck requires a ConditionExpression');
    }
    // DynamoDB rejects unused expression names/values in a ConditionCheck too: let dynalite judge.
    if (snapshot) await call('PutItem', { ...params, Key: undefined, Item: snapshot });
    else await call('DeleteItem', params);
  }
}

async function restore(call: DynamoCall, action: Action, snapshot: Json | undefined): Promise<void> {
  if (snapshot) await call('PutItem', { TableName: action.table, Item: snapshot });
  else await call('DeleteItem', { TableName: action.table, Key: action.key });
}

/**
 * DynamoDB reports every failing condition, not only the first. The data is back to its
 * snapshot, so the conditions of the actions after the failing one can still be evaluated.
 */
async function cancellation(call: DynamoCall, actions: Action[], snapshots: (Json | undefined)[], failed: number, failure: Json) {
  const reasons: Json[] = [];
  for (const [i, action] of actions.entries()) {
    let ok = i < failed;
    if (i > failed) {
      try {
        await checkCondition(call, action, snapshots[i]);
        ok = true;
      } catch (err) {
        if (!isConditionFailure(err)) throw err;
      }
    }
    const snapshot = snapshots[i];
    const withItem = action.params.ReturnValuesOnConditionCheckFailure === 'ALL_OLD' && snapshot;
    const reason = i === failed ? failure : CONDITION_FAILED;
    reasons.push(ok ? { Code: 'None' } : { ...reason, ...(withItem ? { Item: snapshot } : {}) });
  }
  return cancellationError(reasons);
}

/** Applies the actions in order, journalled; on a refusal, puts back what was applied and cancels. */
async function applyAll(context: TransactWriteContext, actions: Action[]): Promise<void> {
  const { call, journal } = context;
  const snapshots = await Promise.all(actions.map((a) => getItem(call, a.table, a.key)));
  journal.begin(actions.map((action, i) => ({ table: action.table, key: action.key, ...(snapshots[i] ? { snapshot: snapshots[i] } : {}) })));
  try {
    await applyInOrder(context, actions, snapshots);
  } finally {
    journal.end();
  }
}

async function applyInOrder(context: TransactWriteContext, actions: Action[], snapshots: (Json | undefined)[]): Promise<void> {
  const { call } = context;
  for (const [i, action] of actions.entries()) {
    try {
      await apply(call, action, snapshots[i]);
      await context.afterAction?.(i);
    } catch (err) {
      for (let j = i - 1; j >= 0; j -= 1) {
        if (actions[j]!.kind !== 'ConditionCheck') await restore(call, actions[j]!, snapshots[j]);
      }
      if (isConditionFailure(err)) throw await cancellation(call, actions, snapshots, i, CONDITION_FAILED);
      if (isDataValidation(err)) throw await cancellation(call, actions, snapshots, i, { Code: 'ValidationError', Message: err.message });
      throw err;
    }
  }
}

/** Claims the items (or cancels with TransactionConflict) and applies the actions under the exclusive lock. */
async function applyClaimed(context: TransactWriteContext, actions: Action[]): Promise<void> {
  const claim = context.claims.claim(actions.map((a) => a.identity));
  if ('conflicts' in claim) throw conflictCancellation(claim.conflicts);
  try {
    await context.lock.run(true, () => applyAll(context, actions));
  } finally {
    claim.release();
  }
}

/** TransactWriteItems, honouring its ClientRequestToken (dynamo-proxy-tokens.ts). */
export function transactWriteItems(context: TransactWriteContext): (input: Json) => Promise<Json> {
  return async (input) => {
    const actions = await describeActions(input.TransactItems, context.keySchemas);
    const token = typeof input.ClientRequestToken === 'string' ? input.ClientRequestToken : undefined;
    if (!token) {
      await applyClaimed(context, actions);
      return {};
    }
    const check = context.tokens.begin(token, { ...input, ClientRequestToken: undefined });
    if (check === 'applied') return {};
    if (check === 'in-progress') throw dynamoError('TransactionInProgressException', 'Transaction is in progress');
    if (check === 'mismatch')
      throw dynamoError('IdempotentParameterMismatchException', 'The request uses the same client token as a previous, but non-identical request.');
    let applied = false;
    try {
      await applyClaimed(context, actions);
      applied = true;
      return {};
    } finally {
      context.tokens.finish(token, applied);
    }
  };
}
