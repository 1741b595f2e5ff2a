import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EventBridgeEnvelope } from '@herway/events/catalog';

// The local EventBridge's wire (event-bus.ts): a PutEvents request (AWS JSON 1.1) read and checked
// as EventBridge checks it, each entry turned into the envelope a rule target receives, or into
// EventBridge's per-entry error.

export const LOCAL_ACCOUNT = '000000000000';
export const LOCAL_REGION = 'us-east-1';

const MAX_ENTRIES = 10;
const MAX_REQUEST_ENTRIES_BYTES = 256 * 1024;
const MAX_BODY_BYTES = 4 * 1024 * 1024;

export class AwsError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

export interface PutEventsEntry {
  Source?: unknown;
  DetailType?: unknown;
  Detail?: unknown;
  EventBusName?: unknown;
  Resources?: unknown;
  Time?: unknown;
}

export type EntryResult = { EventId: string } | { ErrorCode: string; ErrorMessage: string };

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** EventBridge's time format: ISO 8601 in UTC to the second. */
function eventTime(value: unknown): string | undefined {
  // The SDK sends a Date as epoch seconds in JSON 1.1; accept an ISO string too.
  const date = typeof value === 'number' ? new Date(value * 1000) : typeof value === 'string' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return undefined;
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function entrySize(entry: PutEventsEntry): number {
  const bytes = (value: unknown) => (typeof value === 'string' ? Buffer.byteLength(value) : 0);
  const resources = Array.isArray(entry.Resources) ? entry.Resources.reduce<number>((sum, r) => sum + bytes(r), 0) : 0;
  return (entry.Time === undefined ? 0 : 14) + bytes(entry.Source) + bytes(entry.DetailType) + bytes(entry.Detail) + resources;
}

function required(field: string): EntryResult {
  return { ErrorCode: 'InvalidArgument', ErrorMessage: `Parameter ${field} is not valid. Reason: ${field} is a required argument.` };
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new AwsError('ValidationException', 'Request body is too large.'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export function reply(response: ServerResponse, status: number, body: unknown): Promise<void> {
  return new Promise((resolve) => {
    // 'close' also fires when the client went away before the reply was flushed.
    response.once('close', () => resolve());
    response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': randomUUID() });
    response.end(JSON.stringify(body));
  });
}

/** The entries of a PutEvents body, refused as a whole as EventBridge refuses them. */
export function putEventsEntries(body: string): PutEventsEntry[] {
  let input: unknown;
  try {
    input = JSON.parse(body);
  } catch {
    throw new AwsError('SerializationException', 'Start of structure or map found where not expected.');
  }
  const entries = isRecord(input) ? input.Entries : undefined;
  if (!Array.isArray(entries) || entries.length === 0 || entries.length > MAX_ENTRIES || !entries.every(isRecord)) {
    throw new AwsError(
      'ValidationException',
      `1 validation error detected: Value at 'entries' failed to satisfy constraint: Member must have length between 1 and ${MAX_ENTRIES}`,
    );
  }
  if (entries.reduce((sum, entry) => sum + entrySize(entry), 0) > MAX_REQUEST_ENTRIES_BYTES) {
    throw new AwsError('ValidationException', 'Total size of the entries in the request is over the limit.');
  }
  return entries as PutEventsEntry[];
}

/** The bus an entry names: `busName`, or 'default' (no EventBusName); another is an error. */
function busOf(entry: PutEventsEntry, busName: string): { busId: string } | { error: EntryResult } {
  const bus = typeof entry.EventBusName === 'string' && entry.EventBusName !== '' ? entry.EventBusName : 'default';
  const busId = bus.startsWith('arn:') ? bus.slice(bus.lastIndexOf('/') + 1) : bus;
  if (busId !== busName && busId !== 'default') return { error: { ErrorCode: 'ResourceNotFoundException', ErrorMessage: `Event bus ${bus} does not exist.` } };
  return { busId };
}

/** The envelope of one entry and the bus it went to, or the entry's error as EventBridge reports it. */
export function envelopeOf(entry: PutEventsEntry, busName: string): { envelope: EventBridgeEnvelope; busId: string } | { error: EntryResult } {
  if (typeof entry.Source !== 'string' || entry.Source === '') return { error: required('Source') };
  if (typeof entry.DetailType !== 'string' || entry.DetailType === '') return { error: required('DetailType') };
  if (typeof entry.Detail !== 'string' || entry.Detail === '') return { error: required('Detail') };
  let detail: unknown;
  try {
    detail = JSON.parse(entry.Detail);
  } catch {
    detail = undefined;
  }
  if (!isRecord(detail)) return { error: { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is malformed.' } };
  if (entry.Source.startsWith('aws.')) return { error: { ErrorCode: 'NotAuthorizedForSourceException', ErrorMessage: 'Not authorized for the source.' } };
  const bus = busOf(entry, busName);
  if ('error' in bus) return bus;
  const time = entry.Time === undefined ? eventTime(Date.now() / 1000) : eventTime(entry.Time);
  if (!time) return { error: { ErrorCode: 'InvalidArgument', ErrorMessage: 'Parameter Time is not valid.' } };
  const resources = Array.isArray(entry.Resources) ? entry.Resources.filter((r): r is string => typeof r === 'string') : [];
  const envelope: EventBridgeEnvelope = {
    version: '0',
    id: randomUUID(),
    'detail-type': entry.DetailType,
    source: entry.Source,
    account: LOCAL_ACCOUNT,
    time,
    region: LOCAL_REGION,
    resources,
    detail,
  };
  return { envelope, busId: bus.busId };
}
