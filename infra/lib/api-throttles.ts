import type { HandlerName, RouteDefinition } from '@herway/shared/routes';
import type { StageConfig } from './stages';

/**
 * The routes whose throttle is lower than the pages': a person types into each of these, and each
 * is what a script hammers (passwords, reset and MFA codes, discount codes, e-mail through the
 * contact form). abuse-limits.ts counts per network and account, the WAF per address; this caps
 * the route as a whole, so a flood there cannot spend the functions' concurrency.
 */
export const FORM_HANDLERS: readonly HandlerName[] = [
  'accounts/login-user',
  'accounts/login-admin',
  'accounts/verify-mfa',
  'accounts/register-user',
  'accounts/request-password-reset',
  'accounts/confirm-password-reset',
  'contact/submit-contact',
  'payments/validate-discount',
];

/** RouteSettings of the HTTP API stage (CloudFormation AWS::ApiGatewayV2::Stage): forms and webhooks, keyed `METHOD /path`. */
export function routeThrottleSettings(
  routes: readonly RouteDefinition[],
  throttles: StageConfig['routeThrottles'],
): Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> {
  const settings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
  for (const route of routes) {
    const throttle = route.webhook ? throttles.webhooks : (FORM_HANDLERS as readonly string[]).includes(route.handler) ? throttles.forms : undefined;
    if (throttle) settings[`${route.method} ${route.path}`] = { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit };
  }
  return settings;
}
