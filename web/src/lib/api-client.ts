// Types only: Zod's code is loaded when an answer is first checked (see `checkedAnswer`), so
// the shell every page loads first carries none of it (Home's first load ≤ 120 KB, docs/decisions/performance-budgets.md).
import type { $ZodType, output } from 'zod/v4/core';
import { apiPath, routeMethod, type HandlerName, type PathParams, type QueryParams, type TakesPathParams } from './api-paths';
import { takePreloadedAnswer } from './early-answers';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-OK HTTP answer. `message` is `${status}: ${body text or statusText}`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The parsed JSON body when the answer was JSON, otherwise undefined. */
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

/** A 2xx answer that is not JSON or does not match the expected schema. */
export class ApiResponseError extends Error {
  override readonly name = 'ApiResponseError';
  readonly method: HttpMethod;
  readonly url: string;

  constructor(method: HttpMethod, url: string, detail: string, options?: { cause?: unknown }) {
    super(`Unexpected response from ${method} ${url}: ${detail}`, options);
    this.method = method;
    this.url = url;
  }
}

export type ApiRequestOptions<S extends $ZodType> = {
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Parses (and so types) the JSON answer; without it the answer is `unknown`. A function that
   * loads the schema keeps it (and Zod) out of the importing chunk until an answer comes.
   */
  schema?: S | (() => Promise<S>);
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

const MUTATING: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error };
  }
}

/** A 401 `{ renew: true }`: her access token has lapsed, and only GET /api/auth/user renews it from the refresh cookie. */
function asksForRenewal(text: string): boolean {
  const parsed = parseJson(text);
  return parsed.ok && typeof parsed.value === 'object' && parsed.value !== null && (parsed.value as { renew?: unknown }).renew === true;
}

let renewal: Promise<void> | undefined;

/** One renewal at a time, however many requests found the session lapsed together; its answer sets or clears the cookies. */
function renewSession(): Promise<void> {
  renewal ??= fetch(apiPath('accounts/get-current-user'), { headers: { Accept: 'application/json' }, credentials: 'include' })
    .then(() => undefined)
    .finally(() => {
      renewal = undefined;
    });
  return renewal;
}

/** What {@link callRoute} sends: the route's path parameters (when it has any), a query, a JSON body. */
export type RouteCallOptions<H extends HandlerName, S extends $ZodType> = ApiRequestOptions<S> & {
  query?: QueryParams;
} & (TakesPathParams<H> extends true ? { path: PathParams<H> } : { path?: PathParams<H> });

type RouteCallArgs<H extends HandlerName, S extends $ZodType> =
  TakesPathParams<H> extends true ? [options: RouteCallOptions<H, S>] : [options?: RouteCallOptions<H, S>];

/**
 * Calls the route of `handler` (shared/src/routes.ts) with its method from the table and its path
 * from {@link apiPath}: `callRoute('admin/admin/get-athlete', { path: { id }, schema: athleteReplySchema })`.
 * Everything else is {@link apiRequest}'s.
 */
export async function callRoute<H extends HandlerName, S extends $ZodType = $ZodType<unknown>>(
  handler: H,
  ...[options]: RouteCallArgs<H, S>
): Promise<output<S>> {
  const { path, query, ...request } = (options ?? {}) as RouteCallOptions<H, S>;
  const url = (apiPath as (handler: HandlerName, params?: object, query?: QueryParams) => string)(handler, path, query);
  return apiRequest(routeMethod(handler), url, request);
}

/**
 * How the web app talks to its API (features call it through {@link callRoute}): cookies always included, JSON in and out,
 * non-OK answers thrown as {@link ApiError}, answers parsed with the given zod schema.
 *
 * State-changing requests always carry `Content-Type: application/json` (the API's CSRF rule);
 * one without a payload sends `{}`. A request answered 401 `{ renew: true }` is sent once more
 * after the session is renewed (most handlers leave renewal to GET /api/auth/user).
 */
export async function apiRequest<S extends $ZodType = $ZodType<unknown>>(
  method: HttpMethod,
  url: string,
  options: ApiRequestOptions<S> = {},
): Promise<output<S>> {
  const { body, schema, signal, headers: extraHeaders } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  let payload: string | undefined;
  if (body !== undefined || MUTATING.has(method)) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body ?? {});
  }

  const send = async () => {
    const preloaded = method === 'GET' ? takePreloadedAnswer(url) : undefined;
    const res = await (preloaded ?? fetch(url, { method, headers, body: payload, credentials: 'include', signal }));
    return { res, text: await res.text() };
  };
  let { res, text } = await send();
  if (res.status === 401 && asksForRenewal(text)) {
    await renewSession();
    ({ res, text } = await send());
  }

  if (!res.ok) {
    const parsed = text ? parseJson(text) : undefined;
    throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, parsed?.ok ? parsed.value : undefined);
  }

  let data: unknown;
  if (text) {
    const parsed = parseJson(text);
    if (!parsed.ok) throw new ApiResponseError(method, url, 'not JSON', { cause: parsed.error });
    data = parsed.value;
  }

  if (!schema) return data as output<S>;
  return checkedAnswer(method, url, data, typeof schema === 'function' ? await schema() : schema);
}

async function checkedAnswer<S extends $ZodType>(method: HttpMethod, url: string, data: unknown, schema: S): Promise<output<S>> {
  const { safeParse } = await import('zod/v4/core');
  const result = safeParse(schema, data);
  if (!result.success) {
    throw new ApiResponseError(method, url, result.error.message, { cause: result.error });
  }
  return result.data;
}

/**
 * A message fit for a toast: the API's `{ message }` when it sent one, else the error's message.
 */
export function getErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) {
    const body = error.body;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
