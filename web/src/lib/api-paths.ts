import { routes, type HandlerName, type HttpMethod, type Route } from '@herway/shared/routes';

/**
 * The web app's one source of API paths: the route table (shared/src/routes.ts), named by handler.
 * `apiPath('admin/admin/get-athlete', { id })` is `/api/admin/athletes/<id, URI-encoded>`; TypeScript
 * refuses a handler the table does not have and a missing or unknown path parameter. Nothing else
 * in web/src types an `/api/...` string (eslint.config.js enforces it outside tests).
 */

export type { HandlerName };

type RouteNamed<H extends HandlerName> = Extract<Route, { handler: H }>;

/** The names in braces of a path template: `'/api/admin/bookings/{userId}/{bookingId}/notes'` → `'userId' | 'bookingId'`. */
type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** The path parameters `handler`'s route needs, each one required (`{}` for a route without any). */
export type PathParams<H extends HandlerName> = H extends HandlerName ? { readonly [Name in ParamNames<RouteNamed<H>['path']>]: string | number } : never;

/** True when `handler`'s route has parameters in its path. */
export type TakesPathParams<H extends HandlerName> = [ParamNames<RouteNamed<H>['path']>] extends [never] ? false : true;

/** A query string's values, in the order given; an undefined value is left out. */
export type QueryParams = Readonly<Record<string, string | number | boolean | undefined>>;

/** Every path the API answers starts with this (the local gateway and CloudFront route on it). */
export const API_PATH_PREFIX = '/api/';

const routesByHandler = new Map<string, Route>(routes.map((route) => [route.handler, route]));

/** The route table's entry for `handler`: its method and path template. */
export function routeOf<H extends HandlerName>(handler: H): RouteNamed<H> {
  const route = routesByHandler.get(handler);
  if (!route) throw new Error(`No route in shared/src/routes.ts for the handler '${handler}'`);
  return route as RouteNamed<H>;
}

/** The HTTP method `handler` is called with. */
export const routeMethod = (handler: HandlerName): HttpMethod => routeOf(handler).method;

type PathArgs<H extends HandlerName> =
  TakesPathParams<H> extends true ? [params: PathParams<H>, query?: QueryParams] : [params?: PathParams<H>, query?: QueryParams];

/**
 * `handler`'s path with its parameters filled in (each URI-encoded) and `query` appended:
 * `apiPath('payments/admin/list-payment-links', {}, { limit: 100 })` is `/api/admin/payment-links?limit=100`.
 */
export function apiPath<H extends HandlerName>(handler: H, ...[params, query]: PathArgs<H>): string {
  const values = (params ?? {}) as Readonly<Record<string, string | number | undefined>>;
  const path = routeOf(handler).path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${handler} needs the path parameter '${name}'`);
    return encodeURIComponent(String(value));
  });
  return withQuery(path, query);
}

function withQuery(path: string, query: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** True for a same-origin API path (what a page's shell may preload). */
export const isApiPath = (url: string): boolean => url.startsWith(API_PATH_PREFIX);
