/**
 * Local-only DynamoDB proxy in front of dynalite (docs/architecture.md#the-local-stack).
 *
 * dynalite 4 answers UnknownOperationException to TransactWriteItems and UpdateTimeToLive. This
 * proxy forwards every other request verbatim and implements those operations (and
 * DescribeTimeToLive) with ordinary dynalite calls, so production code (AWS SDK v3) runs unchanged.
 *
 * Atomicity: ordinary requests hold a shared lock while they are in flight; the operations here
 * hold the exclusive lock, so nothing interleaves with a transaction (reads stay concurrent).
 * A write transaction snapshots its items, applies the actions one by one with dynalite's own
 * conditional writes (so dynalite evaluates the ConditionExpressions) and, on failure, writes the
 * snapshots back (dynamo-proxy-transact-write.ts). Crash-safe like DynamoDB: the snapshots are
 * journalled on disk first, and a journal left by a process killed mid-transaction is rolled back
 * when the proxy starts again (dynamo-proxy-journal.ts).
 *
 * Like DynamoDB (and unlike a plain lock), transactions that overlap on an item are not queued:
 * a write transaction claims its items from its arrival until it is done, and one that arrives
 * meanwhile touching any of them is cancelled with reason `TransactionConflict`. A data-dependent
 * error inside an action (ADD to a string) cancels with `ValidationError`.
 * `ClientRequestToken` is honoured for 10 minutes (dynamo-proxy-tokens.ts).
 *
 * TTL: the setting is stored in a JSON file and reported back, but dynalite never expires items.
 * Not supported: TransactGetItems (no HerWay code reads in a transaction; dynalite refuses it),
 * PartiQL (ExecuteStatement, ExecuteTransaction), ConsumedCapacity and ItemCollectionMetrics in
 * transaction answers; plain writes are not refused while a transaction holds their item
 * (DynamoDB's TransactionConflictException).
 */
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { KeySchemas } from './dynamo-proxy-actions';
import { ItemClaims } from './dynamo-proxy-claims';
import { RwLock } from './dynamo-proxy-lock';
import { RequestTokens } from './dynamo-proxy-tokens';
import { fileJournal, NO_JOURNAL, recoverJournal } from './dynamo-proxy-journal';
import { transactWriteItems } from './dynamo-proxy-transact-write';
import { timeToLive } from './dynamo-proxy-ttl';
import { DynamoError, dynaliteCaller, ERROR_PREFIX, loadTtlState, readBody, sendJson, TARGET_PREFIX, withoutHopByHop, type Json } from './dynamo-proxy-wire';

export interface DynamoProxyOptions {
  port: number;
  host?: string;
  /** Where dynalite listens, e.g. http://127.0.0.1:4567. */
  dynaliteUrl: string;
  /** JSON file holding the TTL settings, `{ [tableName]: { AttributeName, Enabled } }`. */
  ttlStatePath: string;
  /** The clock of the ClientRequestToken window (tests move it). */
  now?: () => number;
  /** The transaction journal's file, beside the data; without it a crash mid-transaction is not rolled back. */
  journalPath?: string;
  /** Called after each applied action of a transaction: the crash test stops the process there. */
  afterTransactionAction?: (index: number) => Promise<void>;
}

export interface DynamoProxy {
  url: string;
  close(): Promise<void>;
}

type Operation = (input: Json) => Promise<Json>;

// Table changes may alter a key schema: forget the cached ones when they pass through.
const SCHEMA_CHANGING = new Set(['CreateTable', 'DeleteTable', 'UpdateTable']);

/** Answers one of the operations the proxy implements itself, in DynamoDB's JSON and errors. */
async function handleImplemented(operation: Operation, req: IncomingMessage, res: ServerResponse): Promise<void> {
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

/** Passes a request to dynalite as it is, under the shared lock. */
async function forward(context: { dynaliteUrl: string; agent: Agent; lock: RwLock }, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const release = await context.lock.acquire(false);
  const upstream = request(
    context.dynaliteUrl + (req.url ?? '/'),
    { method: req.method, headers: withoutHopByHop(req.headers), agent: context.agent },
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

export async function startDynamoProxy(options: DynamoProxyOptions): Promise<DynamoProxy> {
  const dynaliteUrl = options.dynaliteUrl.replace(/\/+$/, '');
  const agent = new Agent({ keepAlive: true });
  const lock = new RwLock();
  const call = dynaliteCaller(dynaliteUrl, agent);
  const keySchemas = new KeySchemas(call);
  const ttl = timeToLive({
    keySchema: (table) => keySchemas.of(table),
    lock,
    statePath: options.ttlStatePath,
    state: await loadTtlState(options.ttlStatePath),
  });
  if (options.journalPath) await recoverJournal(options.journalPath, call);
  const journal = options.journalPath ? fileJournal(options.journalPath) : NO_JOURNAL;
  const transactions = { call, lock, claims: new ItemClaims(), tokens: new RequestTokens(options.now), keySchemas, journal };
  const implemented: Record<string, Operation> = {
    TransactWriteItems: transactWriteItems({ ...transactions, ...(options.afterTransactionAction ? { afterAction: options.afterTransactionAction } : {}) }),
    UpdateTimeToLive: ttl.update,
    DescribeTimeToLive: ttl.describe,
  };

  const server = createServer((req, res) => {
    const target = String(req.headers['x-amz-target'] ?? '');
    const operation = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
    const own = implemented[operation];
    if (SCHEMA_CHANGING.has(operation)) keySchemas.clear();
    void (own ? handleImplemented(own, req, res) : forward({ dynaliteUrl, agent, lock }, req, res));
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
