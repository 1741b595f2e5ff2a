import type { HandlerName, routes } from '@herway/shared/routes';
import { authentication } from './auth/authentication';
import { buildHttpHandler } from './http-stack';
import type { HandlerInput, HandlerResult, HandlerSchemas } from './http-stack';

export { reply } from './http-stack';
export type { HandlerInput, HandlerResult, HandlerSchemas, Reply, ReplyOptions } from './http-stack';

/**
 * The one HTTP stack every handler but the webhooks uses, with the session resolved from the
 * cookies. The route (and so its auth level) comes from the route table by handler name:
 * `export const handler = httpHandler('contact/submit-contact', { body }, fn)`.
 */
export function httpHandler<const S extends HandlerSchemas, const N extends HandlerName>(
  name: N,
  schemas: S,
  fn: (input: HandlerInput<S, Extract<(typeof routes)[number], { handler: N }>['auth']>) => Promise<HandlerResult<S>>,
) {
  return buildHttpHandler(name, schemas, fn, (route) => authentication(route.auth));
}
