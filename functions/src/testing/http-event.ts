import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

/** A literal API Gateway payload-2.0 event, as the gateway (local or AWS) sends it. */
export function httpEvent(
  method: string,
  path: string,
  options: {
    body?: string;
    headers?: Record<string, string>;
    cookies?: string[];
    query?: Record<string, string>;
    pathParameters?: Record<string, string>;
    base64?: boolean;
  } = {},
): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(options.query ?? {}).toString(),
    headers: { host: 'localhost:3000', ...options.headers },
    ...(options.cookies ? { cookies: options.cookies } : {}),
    ...(options.query ? { queryStringParameters: options.query } : {}),
    ...(options.pathParameters ? { pathParameters: options.pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'request-1',
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    ...(options.body !== undefined ? { body: options.base64 ? Buffer.from(options.body).toString('base64') : options.body } : {}),
    isBase64Encoded: Boolean(options.base64),
  };
}

/** Headers of a same-site JSON request, which the CSRF rule lets through. */
export const sameSiteJson = { origin: 'http://localhost:3000', 'content-type': 'application/json' };

export const lambdaContext = { functionName: 'test', awsRequestId: 'request-1', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;
