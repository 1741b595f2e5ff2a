import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { request, type Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname } from 'node:path';

// DynamoDB's wire format as the local proxy speaks it: error answers, JSON bodies, TTL state file.

export type Json = Record<string, unknown>;
export type TtlState = Record<string, { AttributeName: string; Enabled: boolean }>;

export const TARGET_PREFIX = 'DynamoDB_20120810.';
export const ERROR_PREFIX = 'com.amazonaws.dynamodb.v20120810#';
const VALIDATION = 'com.amazon.coral.validate#ValidationException';
const CONDITION_FAILED = `${ERROR_PREFIX}ConditionalCheckFailedException`;
// Hop-by-hop headers belong to one connection, not to the request.
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'upgrade'];

/** An error answer in DynamoDB's JSON shape, sent to the client as is. */
export class DynamoError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(typeof body.message === 'string' ? body.message : String(body.__type));
  }
}

export const validationError = (message: string) => new DynamoError(400, { __type: VALIDATION, message });
export const dynamoError = (type: string, message: string) => new DynamoError(400, { __type: `${ERROR_PREFIX}${type}`, message });
export const isConditionFailure = (err: unknown) => err instanceof DynamoError && err.body.__type === CONDITION_FAILED;

/**
 * A ValidationException dynalite raised because of the item's data (ADD to a string, SET on a
 * missing path...), not the request's shape: inside a transaction DynamoDB reports those as the
 * action's `ValidationError` cancellation reason.
 */
export function isDataValidation(err: unknown): err is DynamoError {
  if (!(err instanceof DynamoError) || !String(err.body.__type).endsWith('ValidationException')) return false;
  return /incorrect data type|document path provided in the update expression is invalid|attribute that does not exist in the item|Item size/i.test(
    err.message,
  );
}

export function withoutHopByHop<T extends Record<string, unknown>>(headers: T): T {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(res: ServerResponse, status: number, body: Json): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/x-amz-json-1.0',
    'content-length': Buffer.byteLength(text),
    'x-amzn-requestid': randomUUID(),
  });
  res.end(text);
}

export async function loadTtlState(path: string): Promise<TtlState> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as TtlState;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
}

/** Written to a temporary file and renamed, so a crash never leaves half a file. */
export async function saveTtlState(path: string, state: TtlState): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(state, null, 2)}\n`);
  await rename(temporary, path);
}

/**
 * The condition of a Put/Update/Delete with only the expression names and values it uses:
 * dynalite rejects unused ones, and the others belong to the UpdateExpression.
 */
export function conditionOnly(params: Json): Json {
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

/** DynamoDB's TransactionCanceledException, with one reason per action. */
export function cancellationError(reasons: Json[]): DynamoError {
  const codes = reasons.map((r) => r.Code).join(', ');
  return new DynamoError(400, {
    __type: `${ERROR_PREFIX}TransactionCanceledException`,
    message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes}]`,
    CancellationReasons: reasons,
  });
}

/** The cancellation of a transaction that overlapped others on the items marked true. */
export function conflictCancellation(conflicts: readonly boolean[]): DynamoError {
  return cancellationError(
    conflicts.map((conflict) => (conflict ? { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' } : { Code: 'None' })),
  );
}

/** One dynalite operation, answered with its JSON or thrown as its DynamoError. */
export type DynamoCall = (operation: string, input: Json) => Promise<Json>;

/** Calls one dynalite operation; dynalite checks that auth headers exist, never the signature. */
export function dynaliteCaller(dynaliteUrl: string, agent: Agent): DynamoCall {
  return function call(operation, input) {
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
            authorization: 'AWS4-HMAC-SHA256 Credential=local/20000101/local/dynamodb/aws4_request, SignedHeaders=host, Signature=local',
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
  };
}
