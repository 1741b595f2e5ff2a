// Policy numbers the public pages (contact, terms, privacy) show; the support inbox is the
// stage's (src/config/support-email.ts).
// Kept here rather than imported from the shared catalog so the legal pages' chunks stay free
// of zod; support.test.ts fails if they drift from the catalog.

/** Every message gets a reply within 24 hours. */
export const REPLY_WITHIN_HOURS = 24;

/** Athletes must be 13 or older. */
export const MIN_ATHLETE_AGE = 13;

/** Sessions can be rescheduled with 24 hours' notice. */
export const RESCHEDULE_NOTICE_HOURS = 24;

/** The date both policies took effect. */
export const POLICIES_EFFECTIVE_DATE = 'August 22, 2025';
