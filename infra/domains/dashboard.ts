import type { DomainFunctions } from './domain';

/** Her dashboard. */
export const dashboard = {
  domain: 'dashboard',
  routes: {
    // A linked guardian's view of her athlete (docs/family.md): the link, her collection, her payments.
    'dashboard/get-family-athlete': { table: 'read' },
    // Seals her id into her booking links (booking-links.ts).
    'dashboard/get-dashboard': { table: 'read', secrets: ['BOOKING_LINK_KEY'] },
  },
} as const satisfies DomainFunctions<'dashboard'>;
