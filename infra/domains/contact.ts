import type { DomainFunctions } from './domain';

/** The contact form and its leads. */
export const contact = {
  domain: 'contact',
  routes: {
    'contact/submit-contact': { table: 'write', mail: true },
    // A lead's status, with its audit entry (docs/admin-athletes-leads-attention.md).
    'contact/admin/update-contact': { table: 'write' },
  },
} as const satisfies DomainFunctions<'contact'>;
