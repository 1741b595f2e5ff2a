import type { HttpRequest } from '@smithy/core/protocols';
import * as z from '@herway/shared/zod';
import { awsJsonReply, awsJsonRequest, signedSender, withAttempts } from '../kernel/signed-requests';

/**
 * How many messages wait in an SQS queue, asked with one signed GetQueueAttributes: the SDK's own
 * signer and HTTP handler, without the SQS client (about 25 KB of the attention page's bundle,
 * for a read an admin makes now and then: docs/lambda-bundles.md). The request is the one the
 * SDK client sends (queue-depth.test.ts compares them byte for byte, signature included): AWS's
 * JSON protocol, to the queue URL's own host, as the client sends it by default.
 */
const ATTRIBUTES = ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] as const;
/** As the SDK client's default: a network failure, a throttle or a 5xx is tried three times in all. */
const ATTEMPTS = 3;

const sqsSender = signedSender('sqs');

/** SQS's answer: each attribute's value as a string of digits. */
const attributesReply = z.object({ Attributes: z.optional(z.record(z.string(), z.string().check(z.regex(/^\d+$/)))) });

/** The unsigned request, as the SDK's awsJson1_0 protocol builds it (SQS answers JSON in query mode too). */
export function queueAttributesRequest(queueUrl: string): HttpRequest {
  const body = JSON.stringify({ QueueUrl: queueUrl, AttributeNames: ATTRIBUTES });
  return awsJsonRequest(new URL(queueUrl), { version: '1.0', target: 'AmazonSQS.GetQueueAttributes', body, headers: { 'x-amzn-query-mode': 'true' } });
}

export const signQueueRequest = (request: HttpRequest, signingDate?: Date): Promise<HttpRequest> => sqsSender().sign(request, signingDate);

/** SQS's refusal or failure, named as the SDK names the error (`QueueDoesNotExist`), with its HTTP status. */
export class QueueRequestError extends Error {
  readonly status: number;
  constructor(name: string, message: string, status: number) {
    super(message);
    this.name = name;
    this.status = status;
  }
}

const transient = (error: unknown) => !(error instanceof QueueRequestError) || error.status >= 500 || error.status === 429 || error.name === 'RequestThrottled';

async function waitingOnce(queueUrl: string): Promise<number> {
  const response = await sqsSender().handle(await signQueueRequest(queueAttributesRequest(queueUrl)));
  const reply = await awsJsonReply(response, 'SQS', (name, message, status) => new QueueRequestError(name, message, status));
  const attributes = attributesReply.parse(reply).Attributes ?? {};
  return ATTRIBUTES.reduce((sum, name) => sum + Number(attributes[name] ?? 0), 0);
}

/** The messages waiting in the queue: SQS's approximate count, visible and in flight. */
export const waitingMessages = (queueUrl: string): Promise<number> => withAttempts(ATTEMPTS, () => waitingOnce(queueUrl), transient);
