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
 * TTL: the setting is stored in a JSON file and reported back, but dynalite never expires items.
 * Not supported: PartiQL (ExecuteStatement, ExecuteTransaction), ConsumedCapacity and
 * ItemCollectionMetrics in transaction answers, ClientRequestToken idempotency (ignored).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { RwLock } from './dynamo-proxy-lock';

export interface DynamoProxyOptions {
  port: number;
  host?: string;
  /** Where dynalite listens, e.g. http://127.0.0.1:4567. */
  dynaliteUrl: string;
  /** JSON file holding the TTL settings, `{ [tableName]: { AttributeName, Enabled } }`. */
  ttlStatePath: string;
}

export interface DynamoProxy {
  url: string;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;
type TtlState = Record<string, { AttributeName: string; Enabled: boolean }>;

const TARGET_PREFIX = 'DynamoDB_20120810.';
const ERROR_PREFIX = 'com.amazonaws.dynamodb.v20120810#';
const VALIDATION = 'com.amazon.coral.validate#ValidationException';
const CONDITION_FAILED = `${ERROR_PREFIX}ConditionalCheckFailedException`;
const MAX_TRANSACTION_ITEMS = 100;
// Table changes may alter a key schema: forget the cached ones when they pass through.
const SCHEMA_CHANGING = new Set(['CreateTable', 'DeleteTable', 'UpdateTable']);
// Hop-by-hop headers belong to one connection, not to the request.
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'upgrade'];

/** An error answer in DynamoDB's JSON shape, sent to the client as is. */
class DynamoError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(typeof body.message === 'string' ? body.message : String(body.__type));
  }
}

const validationError = (message: string) => new DynamoError(400, { __type: VALIDATION, message });
const isConditionFailure = (err: unknown) => err instanceof DynamoError && err.body.__type === CONDITION_FAILED;

export async function startDynamoProxy(options: DynamoProxyOptions): Promise<DynamoProxy> {
  const dynaliteUrl = options.dynaliteUrl.replace(/\/+$/, '');
  const agent = new Agent({ keepAlive: true });
  const lock = new RwLock();
  const keySchemas = new Map<string, string[]>();
  const ttlState = await loadTtlState(options.ttlStatePath);

  /** One dynalite operation; dynalite checks that auth headers exist, never the signature. */
  function call(operation: string, input: Json): Promise<Json> {
    const body = JSON.stringify(input);
    return new Promise((resolve, reject) => {
      const req = request(
        `${dynaliteUrl}/`,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/x-amz-json-1.0',
            'content-length': Buffer.byteLength(body),
            'x-amz-target': TARGET_PREFIX + operation,
            'x-amz-date': '20000101T000000Z',
            authorization:
              'AWS4-HMAC-SHA256 Credential=local/20000101/local/dynamodb/aws4_request, SignedHeaders=host, Signature=local',
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            try {
              const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json;
              if (res.statusCode === 200) resolve(json);
              else reject(new DynamoError(res.statusCode ?? 500, json));
            } catch (err) {
              reject(err as Error);
            }
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

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
      actions.push({ kind, params, table: params.TableName as string, key });
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

  async function transactWriteItems(input: Json): Promise<Json> {
    const actions = await describeActions(input.TransactItems, WRITE_KINDS);
    const snapshots = await Promise.all(actions.map((a) => getItem(a.table, a.key)));
    for (const [i, action] of actions.entries()) {
      try {
        await apply(action, snapshots[i]);
      } catch (err) {
        for (let j = i - 1; j >= 0; j -= 1) {
          if (actions[j]!.kind !== 'ConditionCheck') await restore(actions[j]!, snapshots[j]);
        }
        if (!isConditionFailure(err)) throw err;
        throw await cancellation(actions, snapshots, i);
      }
    }
    return {};
  }

  /**
   * DynamoDB reports every failing condition, not only the first. The data is back to its
   * snapshot, so the conditions of the actions after the failing one can still be evaluated.
   */
  async function cancellation(actions: Action<WriteKind>[], snapshots: (Json | undefined)[], failed: number) {
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
      reasons.push(
        ok
          ? { Code: 'None' }
          : { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed', ...(withItem ? { Item: snapshot } : {}) },
      );
    }
    const codes = reasons.map((r) => r.Code).join(', ');
    return new DynamoError(400, {
      __type: `${ERROR_PREFIX}TransactionCanceledException`,
      message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes}]`,
      CancellationReasons: reasons,
    });
  }

  async function transactGetItems(input: Json): Promise<Json> {
    const actions = await describeActions(input.TransactItems, ['Get'] as const);
    const responses = await Promise.all(
      actions.map(async ({ table, key, params }) => {
        const item = await getItem(table, key, {
          ProjectionExpression: params.ProjectionExpression,
          ExpressionAttributeNames: params.ExpressionAttributeNames,
        });
        return item ? { Item: item } : {};
      }),
    );
    return { Responses: responses };
  }

  // Unlike DynamoDB, enabling an enabled TTL again is accepted, so local setup can be re-run.
  async function updateTimeToLive(input: Json): Promise<Json> {
    const spec = input.TimeToLiveSpecification as { AttributeName?: unknown; Enabled?: unknown } | undefined;
    if (typeof spec?.AttributeName !== 'string' || typeof spec.Enabled !== 'boolean') {
      throw validationError('TimeToLiveSpecification needs AttributeName and Enabled');
    }
    await keySchema(input.TableName); // ResourceNotFoundException for an unknown table
    ttlState[input.TableName as string] = { AttributeName: spec.AttributeName, Enabled: spec.Enabled };
    await saveTtlState(options.ttlStatePath, ttlState);
    return { TimeToLiveSpecification: { AttributeName: spec.AttributeName, Enabled: spec.Enabled } };
  }

  async function describeTimeToLive(input: Json): Promise<Json> {
    await keySchema(input.TableName);
    const ttl = ttlState[input.TableName as string];
    return {
      TimeToLiveDescription: ttl?.Enabled
        ? { TimeToLiveStatus: 'ENABLED', AttributeName: ttl.AttributeName }
        : { TimeToLiveStatus: 'DISABLED' },
    };
  }

  const implemented: Record<string, (input: Json) => Promise<Json>> = {
    TransactWriteItems: transactWriteItems,
    TransactGetItems: transactGetItems,
    UpdateTimeToLive: updateTimeToLive,
    DescribeTimeToLive: describeTimeToLive,
  };

  async function handleImplemented(operation: (input: Json) => Promise<Json>, req: IncomingMessage, res: ServerResponse) {
    try {
      let input: Json;
      try {
        input = JSON.parse(await readBody(req)) as Json;
      } catch {
        throw new DynamoError(400, { __type: 'com.amazon.coral.service#SerializationException' });
      }
      // Exclusive for all four: TTL writes to its file are serialized the same way.
      sendJson(res, 200, await lock.run(true, () => operation(input)));
    } catch (err) {
      if (err instanceof DynamoError) sendJson(res, err.status, err.body);
      else sendJson(res, 500, { __type: `${ERROR_PREFIX}InternalServerError`, message: String(err) });
    }
  }

  async function forward(req: IncomingMessage, res: ServerResponse, operation: string) {
    if (SCHEMA_CHANGING.has(operation)) keySchemas.clear();
    const release = await lock.acquire(false);
    const upstream = request(
      dynaliteUrl + (req.url ?? '/'),
      { method: req.method, headers: withoutHopByHop(req.headers), agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        answer.pipe(res);
      },
    );
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
}

/**
 * The condition of a Put/Update/Delete with only the expression names and values it uses:
 * dynalite rejects unused ones, and the others belong to the UpdateExpression.
 */
function conditionOnly(params: Json): Json {
  const expression = params.ConditionExpression;
  if (typeof expression !== 'string') return {};
  const used = new Set(expression.match(/[#:][A-Za-z0-9_]+/g));
  const pick = (map: unknown) => {
    const entries = Object.entries((map ?? {}) as Json).filter(([name]) => used.has(name));
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  };
  return {
    ConditionExpression: expression,
    ExpressionAttributeNames: pick(params.ExpressionAttributeNames),
    ExpressionAttributeValues: pick(params.ExpressionAttributeValues),
  };
}

function withoutHopByHop<T extends Record<string, unknown>>(headers: T): T {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res: ServerResponse, status: number, body: Json): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/x-amz-json-1.0',
    'content-length': Buffer.byteLength(text),
    'x-amzn-requestid': randomUUID(),
  });
  res.end(text);
}

async function loadTtlState(path: string): Promise<TtlState> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as TtlState;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
}

/** Written to a temporary file and renamed, so a crash never leaves half a file. */
async function saveTtlState(path: string, state: TtlState): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(state, null, 2)}\n`);
  await rename(temporary, path);
}
