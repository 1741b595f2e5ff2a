import type { Route } from '@herway/shared/routes';
import { buildHttpHandler } from './http-stack';
import type { HandlerInput, HandlerResult, HandlerSchemas } from './http-stack';

type WebhookRoute = Extract<Route, { webhook: true }>;

/**
 * The HTTP stack of a webhook: no session (a provider sends no cookies, and its signature is the
 * check), so the bundle carries neither the token verifier nor the session check's table access.
 */
export function webhookHandler<const S extends HandlerSchemas, const R extends WebhookRoute>(
  route: R,
  schemas: S,
  fn: (input: HandlerInput<S, 'public'>) => Promise<HandlerResult<S>>,
) {
  return buildHttpHandler(route, schemas, fn);
}
