import type { Route } from '@herway/shared/routes';
import { authentication } from './auth/authentication';
import { buildHttpHandler } from './http-stack';
import type { HandlerInput, HandlerResult, HandlerSchemas } from './http-stack';

export { reply } from './http-stack';
export type { HandlerInput, HandlerResult, HandlerSchemas, Reply, ReplyOptions } from './http-stack';

/**
 * The one HTTP stack every handler but the webhooks uses, with the session resolved from the
 * cookies. The handler restates its own entry of the route table, which the compiler holds equal
 * to one of the table's entries (each field of it), so its bundle carries that route and not the
 * whole table: `export const handler = httpHandler({ method: 'POST', path: '/api/contact',
 * handler: 'contact/submit-contact', auth: 'public' }, { body }, fn)`.
 */
export function httpHandler<const S extends HandlerSchemas, const R extends Route>(
  route: R,
  schemas: S,
  fn: (input: HandlerInput<S, R['auth']>) => Promise<HandlerResult<S>>,
) {
  return buildHttpHandler(route, schemas, fn, (served) => authentication(served.auth));
}
