import type { Route } from '@herway/shared/routes';
import { adminStandingOf } from './admin-standing';
import { authentication } from '../kernel/auth/authentication';
import { buildHttpHandler } from '../kernel/http-stack';
import type { HandlerInput, HandlerResult, HandlerSchemas } from '../kernel/http-stack';

export { reply } from '../kernel/http-stack';

/** The route table's admin routes. */
type AdminRoute = Extract<Route, { auth: 'admin' }>;

/**
 * `httpHandler` for every admin route: besides the token's `admin` group and the second factor,
 * Cognito must still hold her as an enabled admin (accounts/admin-standing.ts), so an admin
 * removed or disabled loses access within half a minute instead of when her token expires. The
 * check asks with two signed requests (admin-cognito-requests.ts), not the Cognito client; a unit
 * test keeps every admin route on it.
 */
export function adminHttpHandler<const S extends HandlerSchemas, const R extends AdminRoute>(
  route: R,
  schemas: S,
  fn: (input: HandlerInput<S, 'admin'>) => Promise<HandlerResult<S>>,
) {
  return buildHttpHandler(route, schemas, fn, (served) => authentication(served.auth, undefined, (user) => adminStandingOf(user)));
}
