import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { prerenderedFileFor } from '@herway/shared/prerendered-pages';
import { robotsHeaderFor, routeShellFileFor } from '@herway/shared/route-shells';
import { handlerSourcePath, matchRoute } from '@herway/shared/routes';
import type { Route } from '@herway/shared/routes';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import compression from 'compression';
import sirv from 'sirv';
import { readLimitedBody } from './request-body';
import { inInvocationScope } from './invocation-scope';
import { lambdaContext } from './lambda-context.mjs';

/** API Gateway's payload limit. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** API Gateway's integration timeout. */
const HANDLER_TIMEOUT_MS = 29_000;

/** A page served by the local stack only (the local scheduler): never in the route table, never in AWS. */
export type LocalPage = (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<void>;

export type HttpLambda = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2 | string | object>;
export type HandlerLoader = (handlerName: string) => Promise<HttpLambda>;

export interface GatewayOptions {
  port: number;
  host?: string;
  loadHandler: HandlerLoader;
  /** The built web app, served with an index.html fallback for client routes. */
  webDist?: string;
  /** Headers added to every page (not to API replies, which carry their own). */
  pageHeaders?: Record<string, string>;
  /** Local-only pages by path, e.g. `/local/scheduler`; each also serves its sub-paths (`/local/scheduler/...`). */
  localPages?: Record<string, LocalPage>;
  log?: (line: string) => void;
}

export interface Gateway {
  url: string;
  close(): Promise<void>;
}

/** Imports a route's handler module (functions/src/<domain>/http/<name>.ts) once (every route has its file: the CDK tests bundle each). */
export function handlerLoader(functionsDir: string): HandlerLoader {
  const cache = new Map<string, Promise<HttpLambda>>();
  return (handlerName) => {
    let loaded = cache.get(handlerName);
    if (!loaded) {
      const file = path.join(functionsDir, 'src', handlerSourcePath(handlerName));
      loaded = import(pathToFileURL(file).href).then((module: { handler: HttpLambda }) => module.handler);
      cache.set(handlerName, loaded);
    }
    return loaded;
  };
}

/**
 * The local stand-in for API Gateway and CloudFront on one origin: `/api/*` goes to the handler
 * the route table names, as a payload-2.0 event; everything else is the web app.
 */
export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const serveWeb = webApp(options);
  const server = http.createServer((req, res) => {
    const started = performance.now();
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.on('finish', () => {
      if (url.pathname.startsWith('/api/')) {
        options.log?.(`${req.method} ${url.pathname} ${res.statusCode} ${Math.round(performance.now() - started)}ms`);
      }
    });
    const localPage = findLocalPage(options.localPages, url.pathname);
    if (localPage) {
      localPage(req, res, url).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) {
          res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
          res.end('The local page failed; see the terminal.');
        } else res.end();
      });
    } else if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      handleApi(req, res, url, options.loadHandler).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) sendJson(res, 500, { message: 'Something went wrong on our side. Please try again.' });
        else res.end();
      });
    } else if (serveWeb) {
      serveWeb(req, res, url);
    } else {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('The web app is not built: run `npm run build:web`.');
    }
  });
  server.keepAliveTimeout = 5000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? 'localhost', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? 'localhost'}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The built web app, as CloudFront serves it; undefined when it is not built. */
function webApp(
  options: Pick<GatewayOptions, 'webDist' | 'pageHeaders'>,
): ((req: http.IncomingMessage, res: http.ServerResponse, url: URL) => void) | undefined {
  const { webDist } = options;
  if (!webDist || !existsSync(webDist)) return undefined;
  const serveFile = sirv(webDist, {
    single: true,
    etag: true,
    setHeaders: (res, pathname) => {
      for (const [name, value] of Object.entries(options.pageHeaders ?? {})) res.setHeader(name, value);
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // gzip or brotli for the site's files, as CloudFront's `compress: true` does in AWS. The
  // middleware runs on plain node:http; its types name Express's request and response.
  const compress = compression() as unknown as (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
  return (req, res, url) => {
    // A prerendered page, or a page with a shell of its own, is served its own HTML, as
    // CloudFront's viewer function does.
    const pageFile = prerenderedFileFor(url.pathname) ?? routeShellFileFor(url.pathname);
    if (pageFile && existsSync(path.join(webDist, pageFile))) req.url = `${pageFile}${url.search}`;
    // An unlisted page (a coach's /p/ link) is kept out of search engines, as CloudFront does.
    const robots = robotsHeaderFor(url.pathname);
    if (robots) res.setHeader('X-Robots-Tag', robots);
    compress(req, res, () => serveFile(req, res, () => sendJson(res, 404, { message: 'Not found' })));
  };
}

/** The local page serving a path: the one keyed by the path itself, or by a folder it is under. */
function findLocalPage(pages: Record<string, LocalPage> | undefined, pathname: string): LocalPage | undefined {
  if (!pages) return undefined;
  const key = Object.keys(pages).find((candidate) => pathname === candidate || pathname.startsWith(`${candidate}/`));
  return key === undefined ? undefined : pages[key];
}

async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, url: URL, loadHandler: HandlerLoader): Promise<void> {
  const method = req.method ?? 'GET';
  const match = matchRoute(method, url.pathname);
  if (!match) {
    req.resume();
    // As API Gateway's HTTP API answers a method or path with no route.
    sendJson(res, 404, { message: 'Not Found' });
    return;
  }
  const body = await readLimitedBody(req, MAX_BODY_BYTES);
  if (body === 'too-large') {
    sendJson(res, 413, { message: 'Request body is too large (10 MB at most)' });
    return;
  }
  const handler = await loadHandler(match.route.handler);
  const event = toApiGatewayEvent(req, url, body, match.route, match.pathParameters);
  const result = await withTimeout(inInvocationScope(event.requestContext.requestId, () => handler(event, handlerContext(match.route.handler, event))));
  if (result === 'timeout') {
    sendJson(res, 504, { message: 'The request timed out' });
    return;
  }
  writeResult(res, result);
}

const TEXT_CONTENT = /^(text\/|application\/(json|xml|x-www-form-urlencoded|javascript)|[^;]*\+json|[^;]*\+xml)/i;

/** Builds the event API Gateway HTTP API sends a Lambda integration (payload format 2.0). */
export function toApiGatewayEvent(
  req: http.IncomingMessage,
  url: URL,
  body: Buffer,
  route: Pick<Route, 'method' | 'path'>,
  pathParameters: Record<string, string>,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (name === 'cookie') {
      cookies = (Array.isArray(value) ? value.join('; ') : value)
        .split(';')
        .map((cookie) => cookie.trim())
        .filter(Boolean);
      continue;
    }
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const queryStringParameters: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    queryStringParameters[name] = name in queryStringParameters ? `${queryStringParameters[name]},${value}` : value;
  }
  const isText = body.length === 0 || TEXT_CONTENT.test(headers['content-type'] ?? '');
  const now = new Date();
  const routeKey = `${route.method} ${route.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    ...(cookies ? { cookies } : {}),
    headers,
    ...(url.searchParams.size > 0 ? { queryStringParameters } : {}),
    ...(Object.keys(pathParameters).length > 0 ? { pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: route.method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length > 0 ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: body.length > 0 && !isText,
  };
}

function handlerContext(handlerName: string, event: APIGatewayProxyEventV2): Context {
  const deadline = Date.now() + HANDLER_TIMEOUT_MS;
  return lambdaContext({
    functionName: `herway-local-${handlerName.replace('/', '-')}`,
    memoryLimitInMB: '512',
    awsRequestId: event.requestContext.requestId,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  });
}

async function withTimeout<T>(promise: Promise<T>): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), HANDLER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Applies API Gateway's rules to a handler's result: a bare value becomes a 200 JSON reply. */
function writeResult(res: http.ServerResponse, result: APIGatewayProxyStructuredResultV2 | string | object): void {
  const structured = typeof result === 'object' && result !== null && 'statusCode' in result;
  if (!structured) {
    sendJson(res, 200, result);
    return;
  }
  const { statusCode = 200, headers = {}, cookies = [], body = '', isBase64Encoded } = result as APIGatewayProxyStructuredResultV2;
  // A header set to undefined or null is left out, as API Gateway does (never the text 'undefined').
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && value !== null) res.setHeader(name, String(value));
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  res.statusCode = statusCode;
  res.end(isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

function sendJson(res: http.ServerResponse, statusCode: number, body: unknown): void {
  res.writeHead(statusCode, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}
