import type { DomainFunctions } from './domain';

/** The family (docs/family.md): invitations, links between an athlete and her parents or guardians. */
export const family = {
  domain: 'family',
  routes: {
    'family/list-family': { table: 'read' },
    // Stores the invitation and e-mails its link.
    'family/create-invite': { table: 'write', mail: true },
    'family/get-invite': { table: 'read' },
    // Both sides of the link, the athlete's count, the audit entry: one transaction.
    'family/accept-invite': { table: 'write' },
    'family/end-link': { table: 'write' },
  },
} as const satisfies DomainFunctions<'family'>;
