import type { DomainFunctions } from './domain';

/** Her export, and the deletion of her account across every domain. */
export const privacy = {
  domain: 'privacy',
  routes: {
    'privacy/export-account': { table: 'read' },
    'privacy/delete-account': { table: 'write', userPoolAdmin: ['AdminGetUser', 'AdminDeleteUser'], secrets: ['STRIPE_SECRET_KEY'] },
  },
} as const satisfies DomainFunctions<'privacy'>;
