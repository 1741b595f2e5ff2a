import middy from '@middy/core';
import type { MiddlewareObj } from '@middy/core';
import httpErrorHandler from '@middy/http-error-handler';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpSecurityHeaders from '@middy/http-security-headers';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { UNREADABLE_TEXT_MESSAGE, unreadableTextPath } from '@herway/shared/readable-text';
import type { AuthLevel, RouteDefinition } from '@herway/shared/routes';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from '@herway/shared/zod';
import type { SessionUser } from './auth/token-verifier';
import { config, siteOrigins } from './config';
import { httpErrorOf } from './domain-error-statuses';
import { badRequest, forbidden, httpError } from './http-errors';
import { logger } from './logger';
import { checkReply } from './reply-check';
import { requestTelemetry } from './request-telemetry';
import { NOT_THROUGH_SITE_MESSAGE, cameThroughSite, clientIpOf } from './site-origin-guard';

// The middy stack every HTTP function shares (http-handler.ts adds sessions to it; the webhooks,
// webhook-handler.ts, use it without, so their bundles carry no session code and no table access).

/** Any Zod 4 schema: zod/mini's, and classic ones too (both are built on zod's core). */
type Schema = z.core.$ZodType;
type Infer<S> = S extends Schema ? z.output<S> : undefined;

export interface HandlerSchemas {
  body?: Schema;
  query?: Schema;
  path?: Schema;
  /** The route's reply schema from shared/src/contracts: types what the handler returns, and checks it (reply-check.ts). */
  reply?: Schema;
}

/** What a handler returns: with a reply schema, a body of its shape or a `reply()` of one; otherwise anything. */
export type HandlerResult<S extends HandlerSchemas> = S['reply'] extends Schema ? z.input<S['reply']> | Reply<z.input<S['reply']>> : unknown;

/** What a handler function receives: the parsed input and, on protected routes, the signed-in user. */
export interface HandlerInput<S extends HandlerSchemas, A extends AuthLevel> {
  body: Infer<S['body']>;
  query: Infer<S['query']>;
  path: Infer<S['path']>;
  /** Always present on athlete and admin routes; present on public routes when a valid session exists. */
  user: A extends 'public' ? SessionUser | undefined : SessionUser;
  /** The exact request body as sent (base64-decoded): webhooks verify signatures over it. */
  rawBody: string;
  headers: Record<string, string | undefined>;
  /** The visitor's IP address (behind CloudFront, the viewer's, not the edge's). */
  clientIp: string;
  event: APIGatewayProxyEventV2;
}

const replyBrand = Symbol('reply');

export interface Reply<B = unknown> {
  [replyBrand]: true;
  statusCode: number;
  body?: B;
  headers?: Record<string, string>;
  cookies?: string[];
  /** The body is text sent as it is (not JSON), with the Content-Type the headers give. */
  raw?: boolean;
}

export interface ReplyOptions {
  headers?: Record<string, string>;
  cookies?: string[];
  /**
   * Send a string body as it is, e.g. a CSV file: `reply(200, csv, { raw: true, headers:
   * { 'Content-Type': 'text/csv; charset=utf-8' } })`. Without a Content-Type header it is text/plain.
   * Bytes (a Uint8Array, e.g. a PDF) are sent base64-encoded with isBase64Encoded, as API Gateway wants.
   */
  raw?: boolean;
}

/** A reply with a status other than 200, cookies, extra headers or a raw text body. A plain returned value is a 200 JSON reply. */
export function reply<B>(statusCode: number, body?: B, options: ReplyOptions = {}): Reply<B> {
  if (options.raw && body !== undefined && typeof body !== 'string' && !(body instanceof Uint8Array))
    throw new TypeError('A raw reply body must be text or bytes');
  return { [replyBrand]: true, statusCode, body, ...options };
}

function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && replyBrand in value;
}

export interface HerwayContext extends Context {
  herwayInput?: Omit<HandlerInput<HandlerSchemas, AuthLevel>, 'event'>;
}

export type HttpRequest = middy.Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, HerwayContext>;
export type HttpMiddleware = MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, HerwayContext>;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF (docs/decisions/cognito-accounts-and-cookies.md): a state-changing request must carry a JSON content type and an Origin of the
 * site. Browsers cannot send a cross-site JSON request without a preflight we never grant, and
 * the Origin check covers form posts. Webhooks are exempt: their signatures are checked instead.
 */
function csrfProtection(route: RouteDefinition): HttpMiddleware {
  return {
    before: (request: HttpRequest) => {
      if (route.webhook || !STATE_CHANGING.has(request.event.requestContext.http.method)) return;
      const headers = request.event.headers ?? {};
      const origin = headers.origin?.replace(/\/$/, '');
      if (!origin || !siteOrigins().includes(origin)) throw forbidden('Cross-site request refused');
      const contentType = headers['content-type'] ?? '';
      if (!/^application\/json\b/i.test(contentType)) throw httpError(415, 'Requests must be sent as application/json');
    },
  };
}

/**
 * In AWS the API is reached through the site's CloudFront, which adds a secret header: a request
 * without it went to the HTTP API's own endpoint, around the site's headers and address handling,
 * and is refused. Also finds the visitor's address for the handler.
 */
const siteOriginGuard: HttpMiddleware = {
  before: (request: HttpRequest) => {
    const secret = config().ORIGIN_VERIFY_SECRET;
    if (!cameThroughSite(request.event.headers, secret)) throw forbidden(NOT_THROUGH_SITE_MESSAGE);
    request.context.herwayInput = { ...emptyInput(), ...request.context.herwayInput, clientIp: clientIpOf(request.event, secret) };
  },
};

export function emptyInput(): Omit<HandlerInput<HandlerSchemas, AuthLevel>, 'event'> {
  return { body: undefined, query: undefined, path: undefined, user: undefined, rawBody: '', headers: {}, clientIp: '' };
}

/** Parses path, query and JSON body with zod; a bad input is a 400 naming the field. */
function inputParser(schemas: HandlerSchemas, route: RouteDefinition): HttpMiddleware {
  return {
    before: (request: HttpRequest) => {
      const { event } = request;
      const rawBody = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
      const input = { ...emptyInput(), ...request.context.herwayInput, rawBody, headers: event.headers ?? {} };
      input.path = schemas.path ? parseWith(schemas.path, readableInput(event.pathParameters ?? {}), 'path') : undefined;
      input.query = schemas.query ? parseWith(schemas.query, readableInput(event.queryStringParameters ?? {}), 'query') : undefined;
      if (schemas.body && !route.webhook) input.body = parseWith(schemas.body, readableInput(jsonObjectBody(rawBody)), 'body');
      request.context.herwayInput = input;
    },
  };
}

/** Every body of the API is one JSON object: `null`, an array or a bare value is refused before any schema sees it. */
function jsonObjectBody(rawBody: string): unknown {
  if (rawBody.trim() === '') throw badRequest('Request body is required');
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw badRequest('Request body must be a JSON object');
  return json;
}

/** The one rule for text from outside (shared/src/readable-text.ts), on every field of every body, query and path. */
function readableInput<T>(value: T): T {
  const field = unreadableTextPath(value);
  if (field !== undefined) throw badRequest(UNREADABLE_TEXT_MESSAGE, { issues: [{ field, message: UNREADABLE_TEXT_MESSAGE }] });
  return value;
}

function parseWith(schema: Schema, value: unknown, part: 'body' | 'query' | 'path'): unknown {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ field: issue.path.join('.') || part, message: issue.message }));
  // The message is for a person (readable-errors.ts words it); `issues` names the fields for forms.
  const first = issues[0] ?? { field: part, message: 'Something in the request is not valid' };
  return throwing(badRequest(first.message, { issues }));
}

function throwing(error: Error): never {
  throw error;
}

/** Turns a handler's return value into a payload-2.0 result, checked against the reply schema if given; API replies are never cached. */
function replySerializer(route: RouteDefinition, replySchema: Schema | undefined): HttpMiddleware {
  return { after: (request: HttpRequest) => serializeReply(request, route, replySchema) };
}

function serializeReply(request: HttpRequest, route: RouteDefinition, replySchema: Schema | undefined): void {
  const value: unknown = request.response;
  const result = isReply(value) ? value : reply(200, value);
  const ownHeaders = result.headers ?? {};
  const ownContentType = Object.keys(ownHeaders).some((name) => name.toLowerCase() === 'content-type');
  const defaultContentType = result.raw ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
  const bytes = result.raw && result.body instanceof Uint8Array ? result.body : undefined;
  const text = result.body === undefined ? '' : result.raw ? (result.body as string) : JSON.stringify(result.body);
  const body = bytes ? Buffer.from(bytes).toString('base64') : text;
  if (replySchema && !result.raw) checkReply(route.handler, replySchema, result.statusCode, body);
  request.response = {
    statusCode: result.statusCode,
    headers: {
      ...(ownContentType ? {} : { 'Content-Type': defaultContentType }),
      'Cache-Control': 'no-store',
      ...ownHeaders,
    },
    ...(result.cookies ? { cookies: result.cookies } : {}),
    body,
    ...(bytes ? { isBase64Encoded: true } : {}),
  };
}

const errorReplyHeaders: HttpMiddleware = {
  onError: (request: HttpRequest) => {
    if (!request.response) return;
    request.response.headers = { ...request.response.headers, 'Cache-Control': 'no-store' };
  },
};

/** A domain error thrown anywhere (service, adapter, handler) becomes its HTTP error, before httpErrorHandler answers it. */
const domainErrorReplies: HttpMiddleware = {
  onError: (request: HttpRequest) => {
    request.error = httpErrorOf(request.error) as Error;
  },
};

function logError(error: unknown): void {
  const statusCode = (error as { statusCode?: number }).statusCode;
  if (statusCode !== undefined && statusCode < 500) logger.info('Request refused', { statusCode, error: String((error as Error).message) });
  else logger.error('Request failed', error as Error);
}

/**
 * The one HTTP stack, with the session middleware of the caller's choice in its place:
 * `httpHandler` passes the authentication, webhooks pass none. The route is the handler's own
 * entry of the route table, restated in its file (the callers' types hold it equal to the table's):
 * a bundle then carries its own route, not the whole table (docs/lambda-bundles.md).
 */
export function buildHttpHandler<const S extends HandlerSchemas>(
  route: RouteDefinition,
  schemas: S,
  // Typed by the callers with the route's own auth level; `never` accepts each of them.
  fn: (input: HandlerInput<S, never>) => Promise<HandlerResult<S>>,
  sessions?: (route: RouteDefinition) => HttpMiddleware,
) {
  const stack = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, HerwayContext>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(requestTelemetry(route))
    .use(httpHeaderNormalizer())
    .use(httpSecurityHeaders())
    .use(errorReplyHeaders)
    .use(siteOriginGuard)
    .use(csrfProtection(route));
  if (sessions) stack.use(sessions(route));
  return (
    stack
      .use(inputParser(schemas, route))
      .use(replySerializer(route, schemas.reply))
      .use(
        httpErrorHandler({
          logger: logError,
          fallbackMessage: JSON.stringify({ message: 'Something went wrong on our side. Please try again.' }),
        }),
      )
      // onError runs last-used first: the domain error is mapped before httpErrorHandler reads it.
      .use(domainErrorReplies)
      .handler(async (event, context) => {
        const input = { ...emptyInput(), ...context.herwayInput, event };
        return (await fn(input as HandlerInput<S, never>)) as APIGatewayProxyStructuredResultV2;
      })
  );
}
