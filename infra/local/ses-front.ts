import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EventBridgeEnvelope } from '@herway/events/catalog';
import * as z from '@herway/shared/zod';
import { readLimitedBody } from './request-body';
import { feedbackEvent, feedbackOf } from './ses-simulator';
import type { AcceptedMessage } from './ses-simulator';
import type { SuppressionList } from './ses-suppression-list';

// The local SES (docs/email.md#on-the-local-stack): aws-ses-v2-local stores and shows the mail, and this small front on
// the SES port adds what it lacks. SendEmail goes through to it, then the mailbox simulator's
// addresses bounce or complain shortly after, as SES's do, each as the EventBridge event SES
// publishes to the default bus for a message sent through a configuration set; an address on the
// account's suppression list is not delivered and bounces. The suppression list itself answers
// SES v2's PutSuppressedDestination, GetSuppressedDestination and DeleteSuppressedDestination.
// Everything else (the sent-mail viewer at /, /store) is aws-ses-v2-local's.

export interface SesFrontOptions {
  host: string;
  port: number;
  /** aws-ses-v2-local, which stores and shows what was sent. */
  innerUrl: string;
  suppressionList: SuppressionList;
  /** How long after a send its bounce or complaint is published (SES's come seconds later). */
  feedbackDelayMs: number;
  /** Puts an event on the account's default bus (the local bus's publishServiceEvent). */
  publish: (event: EventBridgeEnvelope) => Promise<void>;
  now?: () => Date;
  log?: Pick<Console, 'warn' | 'error'>;
}

export interface SesFront {
  url: string;
  /** Resolves when every bounce and complaint scheduled so far has been published. */
  feedbackPublished(): Promise<void>;
  close(): Promise<void>;
}

interface FrontContext extends SesFrontOptions {
  now: () => Date;
  log: Pick<Console, 'warn' | 'error'>;
  pending: Set<{ timer?: NodeJS.Timeout; done: Promise<void> }>;
}

const SUPPRESSION_PATH = '/v2/email/suppression/addresses';
const MAX_BODY_BYTES = 40 * 1024 * 1024;

const sendRequestSchema = z.looseObject({
  FromEmailAddress: z.optional(z.string()),
  Destination: z.optional(
    z.looseObject({
      ToAddresses: z.optional(z.array(z.string())),
      CcAddresses: z.optional(z.array(z.string())),
      BccAddresses: z.optional(z.array(z.string())),
    }),
  ),
  ConfigurationSetName: z.optional(z.string()),
  EmailTags: z.optional(z.array(z.object({ Name: z.string(), Value: z.string() }))),
  Content: z.optional(z.looseObject({ Simple: z.optional(z.looseObject({ Subject: z.optional(z.looseObject({ Data: z.string() })) })) })),
});
type SendRequest = z.infer<typeof sendRequestSchema>;

const putSuppressionSchema = z.object({ EmailAddress: z.string().check(z.minLength(1)), Reason: z.enum(['BOUNCE', 'COMPLAINT']) });

function json(response: ServerResponse, status: number, body: unknown, errorType?: string): void {
  response.writeHead(status, { 'content-type': 'application/json', ...(errorType ? { 'x-amzn-errortype': errorType } : {}) });
  response.end(JSON.stringify(errorType ? { message: (body as { message: string }).message } : body));
}

/** The request as aws-ses-v2-local gets it; its answer relayed, and kept for the caller when it is a send's. */
function forward(context: FrontContext, request: IncomingMessage, body: Buffer, response: ServerResponse): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = { ...request.headers, 'content-length': String(body.length) };
    const inner = httpRequest(new URL(request.url ?? '/', context.innerUrl), { method: request.method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const text = Buffer.concat(chunks);
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        response.end(text);
        resolve({ status: answer.statusCode ?? 502, body: text.toString('utf8') });
      });
      answer.on('error', reject);
    });
    inner.on('error', reject);
    inner.end(body);
  });
}

function acceptedMessage(send: SendRequest, messageId: string, now: Date): AcceptedMessage {
  const destination = send.Destination ?? {};
  return {
    messageId,
    from: send.FromEmailAddress ?? '',
    recipients: [...(destination.ToAddresses ?? []), ...(destination.CcAddresses ?? []), ...(destination.BccAddresses ?? [])],
    subject: send.Content?.Simple?.Subject?.Data ?? '',
    sentAt: now,
    configurationSet: send.ConfigurationSetName,
    tags: Object.fromEntries((send.EmailTags ?? []).map((tag) => [tag.Name, tag.Value])),
  };
}

/** Publishes each bounce or complaint after the delay: only for a message sent through a configuration set, whose event destination it is. */
function scheduleFeedback(context: FrontContext, message: AcceptedMessage): void {
  const { configurationSet } = message;
  if (!configurationSet) return;
  for (const feedback of feedbackOf(message, (address) => context.suppressionList.has(address))) {
    const entry: { timer?: NodeJS.Timeout; done: Promise<void> } = { done: Promise.resolve() };
    entry.done = new Promise<void>((resolve) => {
      entry.timer = setTimeout(() => {
        context
          .publish(feedbackEvent({ ...message, configurationSet }, feedback, context.now()))
          .catch((error: unknown) => context.log.error(`[ses] the ${feedback.type} of ${message.messageId} was not published: ${String(error)}`))
          .finally(() => {
            context.pending.delete(entry);
            resolve();
          });
      }, context.feedbackDelayMs);
    });
    context.pending.add(entry);
  }
}

/** SendEmail: delivered by aws-ses-v2-local unless every recipient is on the suppression list; then its feedback. */
async function sendEmail(context: FrontContext, request: IncomingMessage, body: Buffer, response: ServerResponse): Promise<void> {
  let send: SendRequest | undefined;
  try {
    send = sendRequestSchema.parse(JSON.parse(body.toString('utf8')));
  } catch {
    send = undefined;
  }
  if (!send) {
    await forward(context, request, body, response);
    return;
  }
  const recipients = acceptedMessage(send, '', context.now()).recipients;
  let messageId: string | undefined;
  if (recipients.length > 0 && recipients.every((address) => context.suppressionList.has(address))) {
    // SES accepts it and delivers nothing: the address bounces from the suppression list.
    messageId = `local-suppressed-${randomUUID()}`;
    json(response, 200, { MessageId: messageId });
  } else {
    const answer = await forward(context, request, body, response);
    if (answer.status === 200) messageId = (JSON.parse(answer.body) as { MessageId?: string }).MessageId;
  }
  if (messageId) scheduleFeedback(context, acceptedMessage(send, messageId, context.now()));
}

/** PutSuppressedDestination, GetSuppressedDestination, DeleteSuppressedDestination, with SES's answers and errors. */
function suppression(context: FrontContext, request: IncomingMessage, body: Buffer, response: ServerResponse): void {
  const list = context.suppressionList;
  const address = decodeURIComponent((request.url ?? '').slice(SUPPRESSION_PATH.length + 1).split('?')[0] ?? '');
  if (request.method === 'PUT' && !address) {
    const parsed = putSuppressionSchema.safeParse(JSON.parse(body.toString('utf8') || '{}'));
    if (!parsed.success) return json(response, 400, { message: 'EmailAddress and a Reason of BOUNCE or COMPLAINT are required.' }, 'BadRequestException');
    list.put(parsed.data.EmailAddress, parsed.data.Reason, context.now());
    return json(response, 200, {});
  }
  const entry = address ? list.get(address) : undefined;
  if (!entry || (request.method !== 'GET' && request.method !== 'DELETE')) {
    return json(response, 404, { message: `Email address ${address} does not exist on your suppression list.` }, 'NotFoundException');
  }
  if (request.method === 'DELETE') {
    list.delete(address);
    return json(response, 200, {});
  }
  json(response, 200, {
    SuppressedDestination: { EmailAddress: address, Reason: entry.reason, LastUpdateTime: entry.lastUpdateTime / 1000, Attributes: {} },
  });
}

async function handle(context: FrontContext, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  if (body === 'too-large') return json(response, 413, { message: 'Request body is too large.' }, 'BadRequestException');
  const url = request.url ?? '/';
  if (request.method === 'POST' && url.split('?')[0] === '/v2/email/outbound-emails') return sendEmail(context, request, body, response);
  if (url.startsWith(SUPPRESSION_PATH)) {
    if (!request.headers.authorization?.startsWith('AWS4-'))
      return json(response, 403, { message: 'Missing Authentication Token' }, 'MissingAuthenticationTokenException');
    return suppression(context, request, body, response);
  }
  await forward(context, request, body, response);
}

export async function startSesFront(options: SesFrontOptions): Promise<SesFront> {
  const context: FrontContext = { ...options, now: options.now ?? (() => new Date()), log: options.log ?? console, pending: new Set() };
  const server = createServer((request, response) => {
    handle(context, request, response).catch((error: unknown) => {
      context.log.error(`[ses] ${request.method} ${request.url} failed: ${String(error)}`);
      if (!response.headersSent) json(response, 500, { message: 'The local SES failed.' }, 'InternalFailure');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}`,
    feedbackPublished: async () => {
      while (context.pending.size > 0) await Promise.all([...context.pending].map((entry) => entry.done));
    },
    close: async () => {
      // SES's events are delivered on a best-effort basis: those still waiting are dropped.
      for (const entry of context.pending) clearTimeout(entry.timer);
      context.pending.clear();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
