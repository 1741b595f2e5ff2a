import type { HttpRequest } from '@smithy/core/protocols';
import type { FinalizeHandler, FinalizeHandlerArguments, MetadataBearer, MiddlewareStack } from '@smithy/types';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';

// The SDK's own client as the reference for a request we sign without it (kernel/signed-requests.ts):
// with the same credentials and clock, ours must be the request the client signs, byte for byte.
// The client's bookkeeping headers (invocation id, attempt count, user agent) are taken out before
// it signs: they say nothing to the service and change with every call.

export const REFERENCE_SIGNING_DATE = new Date('2026-11-27T10:00:00Z');
export const REFERENCE_CREDENTIALS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', sessionToken: 'session-token' };
const BOOKKEEPING = ['amz-sdk-invocation-id', 'amz-sdk-request', 'x-amz-user-agent', 'user-agent'];

/** Puts the reference credentials (and us-east-1) in the environment the signer reads, for the file's tests. */
export function useReferenceCredentials(): void {
  const saved = { ...process.env };
  beforeAll(() => {
    Object.assign(process.env, {
      AWS_ACCESS_KEY_ID: REFERENCE_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: REFERENCE_CREDENTIALS.secretAccessKey,
      AWS_SESSION_TOKEN: REFERENCE_CREDENTIALS.sessionToken,
      AWS_REGION: 'us-east-1',
    });
  });
  afterAll(() => {
    process.env = saved;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

interface ReferenceClient {
  middlewareStack: MiddlewareStack<object, MetadataBearer>;
}

/**
 * The request the SDK client would put on the wire, signed at the reference date: `makeClient`
 * builds the client with the given request handler (which keeps the request and sends nothing),
 * and `send` makes it send one command.
 */
export async function sdkRequest<C extends ReferenceClient>(
  makeClient: (options: { region: string; credentials: typeof REFERENCE_CREDENTIALS; requestHandler: { handle(request: HttpRequest): Promise<never> } }) => C,
  send: (client: C) => Promise<unknown>,
): Promise<HttpRequest> {
  vi.useFakeTimers({ toFake: ['Date'], now: REFERENCE_SIGNING_DATE });
  let sent: HttpRequest | undefined;
  const requestHandler = {
    handle: async (request: HttpRequest): Promise<never> => {
      sent = request;
      throw new Error('captured');
    },
  };
  const client = makeClient({ region: 'us-east-1', credentials: REFERENCE_CREDENTIALS, requestHandler });
  client.middlewareStack.addRelativeTo(
    (next: FinalizeHandler<object, MetadataBearer>) => async (args: FinalizeHandlerArguments<object>) => {
      const headers = (args.request as HttpRequest).headers;
      for (const name of BOOKKEEPING) delete headers[name];
      return next(args);
    },
    { relation: 'before', toMiddleware: 'httpSigningMiddleware', name: 'dropBookkeeping' },
  );
  await expect(send(client)).rejects.toThrow('captured');
  vi.useRealTimers();
  if (!sent) throw new Error('the SDK sent nothing');
  return sent;
}

/** What goes on the wire: method, whole URL, query, headers and the body as text. */
export const wire = (request: HttpRequest) => ({
  method: request.method,
  url: `${request.protocol}//${request.hostname}${request.port ? `:${request.port}` : ''}${request.path}`,
  query: request.query,
  headers: request.headers,
  body: request.body === undefined || typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body as Uint8Array),
});
