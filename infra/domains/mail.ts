import type { DomainFunctions } from './domain';

/** Sending e-mail and keeping the suppression list (docs/email.md). */
export const mail = {
  domain: 'mail',
  consumers: {
    // SES's bounces and complaints: the address suppressed in the table and on SES's account list.
    'on-mail-feedback': { table: 'write', mailSuppression: ['PutSuppressedDestination'] },
  },
} as const satisfies DomainFunctions<'mail'>;
