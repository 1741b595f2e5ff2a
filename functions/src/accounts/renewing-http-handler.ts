import type { HandlerName, routes } from '@herway/shared/routes';
import { refreshSession } from './identity';
import { authentication } from '../kernel/auth/authentication';
import { buildHttpHandler } from '../kernel/http-stack';
import type { HandlerInput, HandlerResult, HandlerSchemas } from '../kernel/http-stack';

export { reply } from '../kernel/http-stack';

/**
 * `httpHandler` for the handlers that call Cognito anyway (sign-in, sign-out, registration,
 * password reset, account deletion) and for GET /api/auth/user, which the web app calls to renew
 * a session: these renew an expired access token from the refresh cookie themselves. Every other
 * handler uses `httpHandler`, answers that case 401 `{ renew: true }`, and so bundles no Cognito client.
 */
export function renewingHttpHandler<const S extends HandlerSchemas, const N extends HandlerName>(
  name: N,
  schemas: S,
  fn: (input: HandlerInput<S, Extract<(typeof routes)[number], { handler: N }>['auth']>) => Promise<HandlerResult<S>>,
) {
  return buildHttpHandler(name, schemas, fn, (route) => authentication(route.auth, refreshSession));
}
