import type { Route } from '@herway/shared/routes';
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
export function renewingHttpHandler<const S extends HandlerSchemas, const R extends Route>(
  route: R,
  schemas: S,
  fn: (input: HandlerInput<S, R['auth']>) => Promise<HandlerResult<S>>,
) {
  return buildHttpHandler(route, schemas, fn, (served) => authentication(served.auth, refreshSession));
}
