import * as z from '../zod';

/**
 * An athlete's account or a parent's or guardian's (docs/family.md). Its own module, so that the
 * current user's schema (current-user.ts, which every page loads first) brings nothing else.
 */
export const accountTypeSchema = z.enum(['athlete', 'guardian'], { error: 'Choose an athlete account or a parent or guardian account' });
export type AccountType = z.infer<typeof accountTypeSchema>;

/** How the admin's lists and exports name each kind. */
export const ACCOUNT_TYPE_LABELS: Readonly<Record<AccountType, string>> = { athlete: 'Athlete', guardian: 'Parent or guardian' };

/** The youngest age each kind of account is for: an athlete 13, a parent or guardian 18 (docs/product-rules.md#minors-data). */
export const MINIMUM_AGE: Readonly<Record<AccountType, number>> = { athlete: 13, guardian: 18 };
