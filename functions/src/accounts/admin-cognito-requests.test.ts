import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { HttpRequest } from '@smithy/core/protocols';
import type { FinalizeHandler, FinalizeHandlerArguments, MetadataBearer } from '@smithy/types';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Requests from './admin-cognito-requests';

// The SDK's Cognito client is the reference: with the same credentials, clock and input, our
// signed request must be the one it signs, byte for byte, on AWS's endpoint and on the local
// Cognito's. The client's own bookkeeping headers (invocation id, attempt count, user agent) are
// taken out before it signs: they say nothing to Cognito and change with every call.
const signingDate = new Date('2026-11-27T10:00:00Z');
const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', sessionToken: 'session-token' };
const saved = { ...process.env };
const BOOKKEEPING = ['amz-sdk-invocation-id', 'amz-sdk-request', 'x-amz-user-agent', 'user-agent'];

beforeAll(() => {
  Object.assign(process.env, {
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    AWS_SESSION_TOKEN: credentials.sessionToken,
    AWS_REGION: 'us-east-1',
  });
});
afterAll(() => {
  process.env = saved;
});
afterEach(() => {
  vi.useRealTimers();
});

/** The request the SDK client would put on the wire, signed, for this command. */
async function sdkRequest(send: (client: CognitoIdentityProviderClient) => Promise<unknown>, endpoint?: string): Promise<HttpRequest> {
  vi.useFakeTimers({ toFake: ['Date'], now: signingDate });
  let sent: HttpRequest | undefined;
  const client = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    credentials,
    ...(endpoint ? { endpoint } : {}),
    requestHandler: {
      handle: async (request: HttpRequest) => {
        sent = request;
        throw new Error('captured');
      },
    },
  });
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

const wire = (request: HttpRequest) => ({
  method: request.method,
  url: `${request.protocol}//${request.hostname}${request.port ? `:${request.port}` : ''}${request.path}`,
  query: request.query,
  headers: request.headers,
  body: typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body as Uint8Array),
});

describe.each([undefined, 'http://127.0.0.1:9229'])('signed Cognito reads against the SDK client (endpoint %s)', (endpoint) => {
  let requests: typeof Requests;
  beforeAll(async () => {
    if (endpoint) process.env.COGNITO_ENDPOINT = endpoint;
    else delete process.env.COGNITO_ENDPOINT;
    // The settings and the signer are read once per container: a fresh module reads this endpoint.
    vi.resetModules();
    requests = await import('./admin-cognito-requests');
  });

  const signed = async <O extends Requests.AdminReadOperation>(operation: O, input: Requests.AdminReadInputs[O]) =>
    requests.signCognitoRequest(requests.cognitoRequest(operation, input), signingDate);

  it('signs AdminGetUser as the SDK does', async () => {
    const input = { UserPoolId: 'us-east-1_Abc123', Username: 'maya+admin@herway.com' };
    expect(wire(await signed('AdminGetUser', input))).toEqual(wire(await sdkRequest((client) => client.send(new AdminGetUserCommand(input)), endpoint)));
  });

  it('signs AdminListGroupsForUser, a name with non-ASCII letters, as the SDK does', async () => {
    // Written in the schema's member order (Username first), whatever order the input has.
    const input = { UserPoolId: 'us-east-1_Abc123', Username: 'zoë@herway.com', Limit: 60 };
    const ours = wire(await signed('AdminListGroupsForUser', input));
    expect(ours).toEqual(wire(await sdkRequest((client) => client.send(new AdminListGroupsForUserCommand(input)), endpoint)));
    expect(ours.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20261127\/us-east-1\/cognito-idp\/aws4_request, /);
  });

  it("signs the health check's DescribeUserPool as the SDK does", async () => {
    const input = { UserPoolId: 'us-east-1_Abc123' };
    expect(wire(await signed('DescribeUserPool', input))).toEqual(
      wire(await sdkRequest((client) => client.send(new DescribeUserPoolCommand(input)), endpoint)),
    );
  });
});

describe("Cognito's error names, read as the SDK reads them", () => {
  it('prefers the header, then the body, and keeps only the name', async () => {
    const { cognitoErrorName } = await import('./admin-cognito-requests');
    expect(cognitoErrorName('UserNotFoundException:http://internal.amazon.com/', {})).toBe('UserNotFoundException');
    expect(cognitoErrorName(undefined, { __type: 'com.amazonaws.cognito#TooManyRequestsException' })).toBe('TooManyRequestsException');
    expect(cognitoErrorName(undefined, { code: 'NotAuthorizedException', __type: 'Other' })).toBe('NotAuthorizedException');
    expect(cognitoErrorName(undefined, {})).toBe('UnknownError');
  });
});
