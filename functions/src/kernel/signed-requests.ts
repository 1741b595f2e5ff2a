import { fromEnv } from '@aws-sdk/credential-provider-env';
import { Sha256 } from '@smithy/core/checksum';
import { HttpRequest } from '@smithy/core/protocols';
import { NodeHttpHandler, streamCollector } from '@smithy/node-http-handler';
import { SignatureV4 } from '@smithy/signature-v4';
import type { HttpResponse } from '@smithy/types';
import { config } from './config';

/**
 * One AWS request sent without the service's SDK client (docs/lambda-bundles.md): the SDK's own
 * SigV4 signer and HTTP handler, which every bundle already carries for DynamoDB, with the
 * credentials of the Lambda's environment. Used where a client would be the bulk of a bundle for
 * one or two reads (the admin standing check's Cognito reads, the health check's HeadBucket, the
 * attention page's dead-letter counts).
 */
export interface SignedSender {
  sign(request: HttpRequest, signingDate?: Date): Promise<HttpRequest>;
  handle(request: HttpRequest): Promise<HttpResponse>;
}

/** As the SDK clients are set up (kernel/aws-clients.ts): an unreachable service is a quick failure. */
const CONNECTION_TIMEOUT_MS = 2_000;
const REQUEST_TIMEOUT_MS = 4_000;

/** A sender for `service`, built on first use and kept for the container (it reads the region then). */
export function signedSender(service: string, signing: { uriEscapePath?: boolean } = {}): () => SignedSender {
  let sender: SignedSender | undefined;
  return () => {
    if (sender) return sender;
    const signer = new SignatureV4({ service, region: config().AWS_REGION, credentials: fromEnv(), sha256: Sha256, ...signing });
    const http = new NodeHttpHandler({ connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS });
    sender = {
      sign: async (request, signingDate) => (await signer.sign(request, signingDate ? { signingDate } : {})) as HttpRequest,
      handle: async (request) => (await http.handle(request)).response,
    };
    return sender;
  };
}

/**
 * An AWS JSON protocol request, unsigned, as the SDK's awsJson protocols build it: a POST to `/` of
 * the service's endpoint (`base`), naming the operation in X-Amz-Target (`Service.Operation`).
 */
export function awsJsonRequest(base: URL, request: { version: '1.0' | '1.1'; target: string; body: string; headers?: Record<string, string> }): HttpRequest {
  return new HttpRequest({
    protocol: base.protocol,
    hostname: base.hostname,
    ...(base.port ? { port: Number(base.port) } : {}),
    method: 'POST',
    path: '/',
    headers: {
      'content-type': `application/x-amz-json-${request.version}`,
      'x-amz-target': request.target,
      ...request.headers,
      'content-length': String(Buffer.byteLength(request.body)),
      host: base.host,
    },
    body: request.body,
  });
}

/** `once()`, tried again while `retryable` says so, `attempts` tries in all (as the SDK client would). */
export async function withAttempts<T>(attempts: number, once: () => Promise<T>, retryable: (error: unknown) => boolean): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await once();
    } catch (error) {
      if (attempt >= attempts || !retryable(error)) throw error;
    }
  }
}

/** As the SDK reads an AWS JSON protocol error's name: the header first, then the body; `ns#Name:extra` → `Name`. */
export function awsJsonErrorName(header: string | undefined, body: { code?: unknown; __type?: unknown }): string {
  const raw = String(header ?? body.code ?? body.__type ?? 'UnknownError');
  const first = raw.split(',')[0]?.split(':')[0] ?? raw;
  return first.includes('#') ? (first.split('#')[1] ?? first) : first;
}

/** A reply's JSON object, or an empty one: a failing service's front may answer in HTML or with nothing. */
export function jsonObjectOf(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The parsed JSON of an AWS JSON protocol's 2xx reply. Any other status is thrown as the error
 * `refusal` makes of its name (as the SDK names it), message and status; a failing service's front
 * may answer in HTML or with nothing, and its status still says what happened.
 */
export async function awsJsonReply(
  response: HttpResponse,
  service: string,
  refusal: (name: string, message: string, status: number) => Error,
): Promise<unknown> {
  const text = Buffer.from(await streamCollector(response.body)).toString('utf8');
  if (response.statusCode < 300) return text ? (JSON.parse(text) as unknown) : {};
  const json = jsonObjectOf(text);
  const name = awsJsonErrorName(response.headers['x-amzn-errortype'], json);
  throw refusal(name, String(json.message ?? json.Message ?? `${service} answered ${response.statusCode}`), response.statusCode);
}
