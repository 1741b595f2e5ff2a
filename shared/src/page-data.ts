// What a page's own shell (route-shells.ts) and the app's start-up (web/src/lib/early-answers.ts)
// agree on, kept apart from the list of shells so the app's shell bundle carries only these.

/** Who a page is for. */
export type PageRole = 'athlete' | 'admin';

/** The question each role's gate asks first: answered 200 for everyone (the user or null, `{ isAdmin }`). */
export const GATE_QUESTION: Readonly<Record<PageRole, string>> = { athlete: '/api/auth/user', admin: '/api/admin/status' };

/** The meta tag that names a page's role and data. */
export const PAGE_DATA_META = 'herway-page-data';
