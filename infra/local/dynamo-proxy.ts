/**
 * Local-only DynamoDB proxy in front of dynalite (DESIGN.md §5).
 *
 * dynalite 4 answers UnknownOperationException to TransactWriteItems, TransactGetItems and
 * UpdateTimeToLive. This proxy forwards every other request verbatim and implements those four
 * operations with ordinary dynalite calls, so production code (AWS SDK v3) runs unchanged.
 *
 * Atomicity: ordinary requests hold a shared lock while they are in flight; the four operations
 * here hold the exclusive lock, so nothing interleaves with a transaction (reads stay concurrent).
 * A write transaction snapshots its items, applies the actions one by one with dynalite's own
 * conditional writes (so dynalite evaluates the ConditionExpressions) and, on failure, writes the
 * snapshots back. Not crash-safe: if the process dies mid-transaction, earlier actions remain.
 *
 * Like DynamoDB (and unlike a plain lock), transactions that overlap on an item are not queued:
 * a write transaction claims its items from its arrival until it is done, and one that arrives
 * meanwhile touching any of them is cancelled with reason `TransactionConflict` (TransactGetItems
 * too). A data-dependent error inside an action (ADD to a string) cancels with `ValidationError`.
 * `ClientRequestToken` is honoured for 10 minutes (dynamo-proxy-tokens.ts).
 *
 * TTL: the setting is stored in a JSON file and reported back, but dynalite never expires items.
 * Not supported: PartiQL (ExecuteStatement, ExecuteTransaction), ConsumedCapacity and
 * ItemCollectionMetrics in transaction answers; plain writes are not refused while a transaction
 * holds their item (DynamoDB's TransactionConflictException).
 */
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ItemClaims } from './dynamo-proxy-claims';
import { RwLock } from './dynamo-proxy-lock';
import { RequestTokens } from './dynamo-proxy-tokens';
import { timeToLive } from './dynamo-proxy-ttl';
import {
  cancellationError,
  conditionOnly,
  conflictCancellation,
  DynamoError,
  dynaliteCaller,
  dynamoError,
  ERROR_PREFIX,
  isConditionFailure,
  isDataValidation,
  loadTtlState,
  readBody,
  sendJson,
  TARGET_PREFIX,
  validationError,
  withoutHopByHop,
  type Json,
} from './dynamo-proxy-wire';

export interface DynamoProxyOptions {
  port: number;
  host?: string;
  /** Where dynalite listens, e.g. http://127.0.0.1:4567. */
  dynaliteUrl: string;
  /** JSON file holding the TTL settings, `{ [tableName]: { AttributeName, Enabled } }`. */
  ttlStatePath: string;
  /** The clock of the ClientRequestToken window (tests move it). */
  now?: () => number;
}

export interface DynamoProxy {
  url: string;
  close(): Promise<void>;
}

const MAX_TRANSACTION_ITEMS = 100;
// Table changes may alter a key schema: forget the cached ones when they pass through.
const SCHEMA_CHANGING = new Set(['CreateTable', 'DeleteTable', 'UpdateTable']);

export async function startDynamoProxy(options: DynamoProxyOptions): Promise<DynamoProxy> {
  const dynaliteUrl = options.dynaliteUrl.replace(/\/+$/, '');
  const agent = new Agent({ keepAlive: true });
  const lock = new RwLock();
  const claims = new ItemClaims();
  const tokens = new RequestTokens(options.now);
  const keySchemas = new Map<string, string[]>();

  const call = dynaliteCaller(dynaliteUrl, agent);

  async function keySchema(tableName: unknown): Promise<string[]> {
    if (typeof tableName !== 'string') throw validationError('TableName is required');
    let schema = keySchemas.get(tableName);
    if (!schema) {
      const { Table } = (await call('DescribeTable', { TableName: tableName })) as {
        Table: { KeySchema: { AttributeName: string }[] };
      };
      schema = Table.KeySchema.map((k) => k.AttributeName);
      keySchemas.set(tableName, schema);
    }
    return schema;
  }

  /** Resolves each action's table, key and an identity used to reject two actions on one item. */
  async function describeActions<K extends string>(items: unknown, kinds: readonly K[]): Promise<Action<K>[]> {
    if (!Array.isArray(items) || items.length < 1 || items.length > MAX_TRANSACTION_ITEMS) {
      throw validationError(
        `1 validation error detected: Value at 'transactItems' failed to satisfy constraint: ` +
          `Member must have length between 1 and ${MAX_TRANSACTION_ITEMS}`,
      );
    }
    const actions: Action<K>[] = [];
    const seen = new Set<string>();
    for (const item of items as Json[]) {
      const present = kinds.filter((k) => item?.[k] !== undefined);
      const kind = present[0];
      if (present.length !== 1 || kind === undefined) {
        throw validationError(`Each transaction item must contain exactly one of ${kinds.join(', ')}`);
      }
      const params = item[kind] as Json;
      const schema = await keySchema(params.TableName);
      const source = (kind === 'Put' ? params.Item : params.Key) as Json | undefined;
      const key = Object.fromEntries(schema.map((name) => [name, source?.[name]]));
      const identity = JSON.stringify([params.TableName, ...schema.map((name) => key[name])]);
      if (seen.has(identity)) {
        throw validationError('Transaction request cannot include multiple operations on one item');
      }
      seen.add(identity);
      actions.push({ kind, params, table: params.TableName as string, key, identity });
    }
    return actions;
  }

  async function getItem(table: string, key: Json, extra: Json = {}): Promise<Json | undefined> {
    const out = await call('GetItem', { ...extra, TableName: table, Key: key, ConsistentRead: true });
    return out.Item as Json | undefined;
  }

  /**
   * Evaluates an action's condition with a write that changes nothing: put the item back as it
   * is, or delete the item that does not exist. dynalite answers ConditionalCheckFailed if false.
   */
  async function checkCondition(action: Action<WriteKind>, snapshot: Json | undefined): Promise<void> {
    const condition = conditionOnly(action.params);
    if (condition.ConditionExpression === undefined) return;
    const { table, key } = action;
    if (snapshot) await call('PutItem', { ...condition, TableName: table, Item: snapshot });
    else await call('DeleteItem', { ...condition, TableName: table, Key: key });
  }

  async function apply(action: Action<WriteKind>, snapshot: Json | undefined): Promise<void> {
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

  async function restore(action: Action<WriteKind>, snapshot: Json | undefined): Promise<void> {
    if (snapshot) await call('PutItem', { TableName: action.table, Item: snapshot });
    else await call('DeleteItem', { TableName: action.table, Key: action.key });
  }

  /** Applies the actions in order; on a refusal, puts back what was applied and cancels. */
  async function applyAll(actions: Action<WriteKind>[]): Promise<void> {
    const snapshots = await Promise.all(actions.map((a) => getItem(a.table, a.key)));
    for (const [i, action] of actions.entries()) {
      try {
        await apply(action, snapshots[i]);
      } catch (err) {
        for (let j = i - 1; j >= 0; j -= 1) {
          if (actions[j]!.kind !== 'ConditionCheck') await restore(actions[j]!, snapshots[j]);
        }
        if (isConditionFailure(err))
          throw await cancellation(actions, snapshots, i, { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' });
        if (isDataValidation(err)) throw await cancellation(actions, snapshots, i, { Code: 'ValidationError', Message: err.message });
        throw err;
      }
    }
  }

  async function transactWriteItems(input: Json): Promise<Json> {
    const actions = await describeActions(input.TransactItems, WRITE_KINDS);
    const token = typeof input.ClientRequestToken === 'string' ? input.ClientRequestToken : undefined;
    if (token) {
      const check = tokens.begin(token, { ...input, ClientRequestToken: undefined });
      if (check === 'applied') return {};
      if (check === 'in-progress') throw dynamoError('TransactionInProgressException', 'Transaction is in progress');
      if (check === 'mismatch')
        throw dynamoError('IdempotentParameterMismatchException', 'The request uses the same client token as a previous, but non-identical request.');
    }
    let applied = false;
    try {
      const claim = claims.claim(actions.map((a) => a.identity));
      if ('conflicts' in claim) throw conflictCancellation(claim.conflicts);
      try {
        await lock.run(true, () => applyAll(actions));
        applied = true;
      } finally {
        claim.release();
      }
      return {};
    } finally {
      if (token) tokens.finish(token, applied);
    }
  }

  /**
   * DynamoDB reports every failing condition, not only the first. The data is back to its
   * snapshot, so the conditions of the actions after the failing one can still be evaluated.
   */
  async function cancellation(actions: Action<WriteKind>[], snapshots: (Json | undefined)[], failed: number, failure: Json) {
    const reasons: Json[] = [];
    for (const [i, action] of actions.entries()) {
      let ok = i < failed;
      if (i > failed) {
        try {
          await checkCondition(action, snapshots[i]);
          ok = true;
        } catch (err) {
          if (!isConditionFailure(err)) throw err;
        }
      }
      const snapshot = snapshots[i];
      const withItem = action.params.ReturnValuesOnConditionCheckFailure === 'ALL_OLD' && snapshot;
      const reason = i === failed ? failure : { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' };
      reasons.push(ok ? { Code: 'None' } : { ...reason, ...(withItem ? { Item: snapshot } : {}) });
    }
    return cancellationError(reasons);
  }

  async function transactGetItems(input: Json): Promise<Json> {
    const actions = await describeActions(input.TransactItems, ['Get'] as const);
    const conflicts = claims.conflictsOf(actions.map((a) => a.identity));
    if (conflicts.some(Boolean)) throw conflictCancellation(conflicts);
    const responses = await lock.run(true, () =>
      Promise.all(
        actions.map(async ({ table, key, params }) => {
          const item = await getItem(table, key, {
            ProjectionExpression: params.ProjectionExpression,
            ExpressionAttributeNames: params.ExpressionAttributeNames,
          });
          return item ? { Item: item } : {};
        }),
      ),
    );
    return { Responses: responses };
  }

  const ttl = timeToLive({ keySchema, lock, statePath: options.ttlStatePath, state: await loadTtlState(options.ttlStatePath) });

  const implemented: Record<string, (input: Json) => Promise<Json>> = {
    TransactWriteItems: transactWriteItems,
    TransactGetItems: transactGetItems,
    UpdateTimeToLive: ttl.update,
    DescribeTimeToLive: ttl.describe,
  };

  async function handleImplemented(operation: (input: Json) => Promise<Json>, req: IncomingMessage, res: ServerResponse) {
    try {
      let input: Json;
      try {
        input = JSON.parse(await readBody(req)) as Json;
      } catch {
        throw new DynamoError(400, { __type: 'com.amazon.coral.service#SerializationException' });
      }
      sendJson(res, 200, await operation(input));
    } catch (err) {
      if (err instanceof DynamoError) sendJson(res, err.status, err.body);
      else sendJson(res, 500, { __type: `${ERROR_PREFIX}InternalServerError`, message: String(err) });
    }
  }

  async function forward(req: IncomingMessage, res: ServerResponse, operation: string) {
    if (SCHEMA_CHANGING.has(operation)) keySchemas.clear();
    const release = await lock.acquire(false);
    const upstream = request(dynaliteUrl + (req.url ?? '/'), { method: req.method, headers: withoutHopByHop(req.headers), agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
      answer.pipe(res);
    });
    upstream.on('error', (err) => {
      if (res.headersSent) res.destroy(err);
      else sendJson(res, 502, { __type: `${ERROR_PREFIX}InternalServerError`, message: `dynalite: ${err.message}` });
    });
    res.on('close', () => {
      release();
      if (!res.writableFinished) upstream.destroy(); // the client went away
    });
    req.pipe(upstream);
  }

  const server = createServer((req, res) => {
    const target = String(req.headers['x-amz-target'] ?? '');
    const operation = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
    const own = implemented[operation];
    void (own ? handleImplemented(own, req, res) : forward(req, res, operation));
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;

  return {
    url: `http://${urlHost}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}

type WriteKind = (typeof WRITE_KINDS)[number];
const WRITE_KINDS = ['Put', 'Update', 'Delete', 'ConditionCheck'] as const;

interface Action<K extends string> {
  kind: K;
  params: Json;
  table: string;
  key: Json;
  /** Table and key values: two actions with one identity touch one item. */
  identity: string;
}
