import type { DomainFunctions } from './domain';

/** Her dashboard. */
export const dashboard = {
  domain: 'dashboard',
  routes: {
    // Seals her id into her booking links (booking-links.ts).
    'dashboard/get-dashboard': { table: 'read', secrets: ['BOOKING_LINK_KEY'] },
  },
} as const satisfies DomainFunctions<'dashboard'>;
