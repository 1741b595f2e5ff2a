import type { DomainFunctions } from './domain';

/** Her recruiting profile, school list and coach page. */
export const recruiting = {
  domain: 'recruiting',
  routes: {
    // Her one switch: the workspace shared with her family (docs/family.md).
    'recruiting/share-workspace-with-family': { table: 'write' },
    // A linked guardian's coach-contact agreement: the link is checked, then her item written.
    'recruiting/set-contact-consent': { table: 'write' },
    'recruiting/get-profile': { table: 'read' },
    'recruiting/save-profile': { table: 'write' },
    'recruiting/share-profile': { table: 'write' },
    'recruiting/revoke-profile-share': { table: 'write' },
    // Writes: an open of a coach link is counted on her COACHLINK item.
    'recruiting/get-shared-profile': { table: 'write' },
    'recruiting/list-schools': { table: 'read' },
    'recruiting/get-timeline': { table: 'read' },
    'recruiting/add-school': { table: 'write' },
    'recruiting/export-schools': { table: 'read' },
    'recruiting/update-school': { table: 'write' },
    'recruiting/delete-school': { table: 'write' },
    'recruiting/share-with-school': { table: 'write' },
    'recruiting/list-coach-links': { table: 'read' },
    'recruiting/revoke-coach-link': { table: 'write' },
  },
} as const satisfies DomainFunctions<'recruiting'>;
