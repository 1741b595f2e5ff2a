import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { REFERENCE_SIGNING_DATE, sdkRequest, useReferenceCredentials, wire } from '../testing/sdk-reference';
import type * as Requests from './admin-cognito-requests';

// The SDK's Cognito client is the reference: with the same credentials, clock and input, our
// signed request must be the one it signs, byte for byte, on AWS's endpoint and on the local
// Cognito's.
useReferenceCredentials();

/** The request the SDK client would put on the wire, signed, for this command. */
const sdkCognitoRequest = (send: (client: CognitoIdentityProviderClient) => Promise<unknown>, endpoint?: string) =>
  sdkRequest((options) => new CognitoIdentityProviderClient({ ...options, ...(endpoint ? { endpoint } : {}) }), send);

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
    requests.signCognitoRequest(requests.cognitoRequest(operation, input), REFERENCE_SIGNING_DATE);

  it('signs AdminGetUser as the SDK does', async () => {
    const input = { UserPoolId: 'us-east-1_Abc123', Username: 'maya+admin@herway.com' };
    expect(wire(await signed('AdminGetUser', input))).toEqual(wire(await sdkCognitoRequest((client) => client.send(new AdminGetUserCommand(input)), endpoint)));
  });

  it('signs AdminListGroupsForUser, a name with non-ASCII letters, as the SDK does', async () => {
    // Written in the schema's member order (Username first), whatever order the input has.
    const input = { UserPoolId: 'us-east-1_Abc123', Username: 'zoë@herway.com', Limit: 60 };
    const ours = wire(await signed('AdminListGroupsForUser', input));
    expect(ours).toEqual(wire(await sdkCognitoRequest((client) => client.send(new AdminListGroupsForUserCommand(input)), endpoint)));
    expect(ours.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20261127\/us-east-1\/cognito-idp\/aws4_request, /);
  });

  it("signs the health check's DescribeUserPool as the SDK does", async () => {
    const input = { UserPoolId: 'us-east-1_Abc123' };
    expect(wire(await signed('DescribeUserPool', input))).toEqual(
      wire(await sdkCognitoRequest((client) => client.send(new DescribeUserPoolCommand(input)), endpoint)),
    );
  });
});

describe('a Cognito that fails without JSON', () => {
  it('reads an HTML error page by its status, tried twice, never as a parse error', async () => {
    const asked: string[] = [];
    const server = createServer((request, response) => {
      asked.push(request.headers['x-amz-target'] as string);
      response.writeHead(asked.length === 1 ? 503 : 502, { 'content-type': 'text/html' });
      response.end(asked.length === 1 ? '<html><body>Service Unavailable</body></html>' : '<html><body>Bad Gateway</body></html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      process.env.COGNITO_ENDPOINT = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      vi.resetModules();
      const { sendCognitoRead, CognitoRequestError } = await import('./admin-cognito-requests');
      const read = sendCognitoRead('AdminGetUser', { UserPoolId: 'us-east-1_Abc123', Username: 'maya@herway.com' });
      await expect(read).rejects.toBeInstanceOf(CognitoRequestError);
      await expect(read).rejects.toMatchObject({ name: 'UnknownError', $metadata: { httpStatusCode: 502 } });
      expect(asked).toEqual(['AWSCognitoIdentityProviderService.AdminGetUser', 'AWSCognitoIdentityProviderService.AdminGetUser']);
    } finally {
      delete process.env.COGNITO_ENDPOINT;
      server.close();
    }
  });
});
