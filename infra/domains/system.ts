import type { DomainFunctions } from './domain';

/** Health and the service checks. */
export const system = {
  domain: 'system',
  routes: {
    'system/get-health': { healthChecks: true },
  },
} as const satisfies DomainFunctions<'system'>;
