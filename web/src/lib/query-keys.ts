import { matchRoute } from '@herway/shared/routes';
import { apiPath } from './api-paths';

/**
 * Every TanStack Query key of the web app, in one place: a page that invalidates another
 * feature's answers (a payment refreshes the dashboard) imports the key from here, never from
 * that feature. Keys start with the API path they cache (from the route table, lib/api-paths.ts),
 * so `[path]` invalidates every variant.
 */

export const CURRENT_USER_QUERY_KEY = [apiPath('accounts/get-current-user')] as const;
export const ADMIN_STATUS_QUERY_KEY = [apiPath('accounts/get-admin-status')] as const;

export const DASHBOARD_QUERY_KEY = [apiPath('dashboard/get-dashboard')] as const;
export const SESSIONS_QUERY_KEY = [apiPath('bookings/list-sessions')] as const;
export const COURSE_QUERY_KEY = [apiPath('course/get-course')] as const;
export const courseLessonLinkQueryKey = (assetId: string) => [apiPath('course/get-lesson-link', { assetId })] as const;
export const PROFILE_QUERY_KEY = [apiPath('recruiting/get-profile')] as const;
export const SCHOOLS_QUERY_KEY = [apiPath('recruiting/list-schools')] as const;
export const COACH_LINKS_QUERY_KEY = [apiPath('recruiting/list-coach-links')] as const;
export const TIMELINE_QUERY_KEY = [apiPath('recruiting/get-timeline')] as const;
export const sharedProfileQueryKey = (token: string) => [apiPath('recruiting/get-shared-profile', { token })] as const;
/** The public check of a certificate's code. */
export const verifyCertificateQueryKey = (code: string) => [apiPath('course/verify-certificate', { code })] as const;
export const FAMILY_QUERY_KEY = [apiPath('family/list-family')] as const;
export const familyInviteQueryKey = (token: string) => [apiPath('family/get-invite', { token })] as const;
export const familyAthleteQueryKey = (athleteId: string) => [apiPath('dashboard/get-family-athlete', { athleteId })] as const;
export const RECEIPTS_QUERY_KEY = [apiPath('payments/list-receipts')] as const;

export const ANALYTICS_QUERY_KEY = [apiPath('admin/admin/get-analytics')] as const;
export const ASSETS_QUERY_KEY = [apiPath('course/admin/list-assets')] as const;
export const ATTENTION_QUERY_KEY = [apiPath('admin/admin/get-attention')] as const;
export const AUDIT_LOG_QUERY_KEY = [apiPath('accounts/admin/list-audit-log'), 'pages'] as const;
export const ADMIN_COURSE_QUERY_KEY = [apiPath('course/admin/get-admin-course')] as const;
export const ADMIN_MENTORS_QUERY_KEY = [apiPath('bookings/admin/list-mentors')] as const;
export const DISCOUNT_CODES_QUERY_KEY = [apiPath('payments/admin/list-discount-codes')] as const;
export const PAYMENT_LINKS_QUERY_KEY = [apiPath('payments/admin/list-payment-links')] as const;
export const athleteQueryKey = (id: string) => [apiPath('admin/admin/get-athlete', { id })] as const;
/** The admin lists (contacts, users, payments): `[path]` is the prefix of every page and filter. */
export const CONTACTS_LIST_PATH = apiPath('admin/admin/list-contacts');
export const USERS_LIST_PATH = apiPath('admin/admin/list-users');
export const PAYMENTS_LIST_PATH = apiPath('admin/admin/list-payments');
export const adminListQueryKey = (path: string, status = 'all') => [path, 'pages', status] as const;

export const MENTORS_QUERY_KEY = ['mentors'] as const;
export const COURSE_RELEASE_QUERY_KEY = ['course', 'release'] as const;

export const paymentStatusQueryKey = (paymentIntentId: string | null) => ['checkout', 'payment-status', paymentIntentId] as const;
export const paymentSessionQueryKey = <Request>(request: Request) => ['checkout', 'payment-session', request] as const;
export const BOOKING_LINKS_QUERY_KEY = ['checkout', 'booking-links'] as const;

export const DEMO_STAGE_QUERY_KEY = ['demo', 'stage'] as const;
export const STRIPE_DEBUG_STAGE_QUERY_KEY = ['demo', 'stripe-debug', 'stage'] as const;
export const TEST_PAYMENT_QUERY_KEY = ['demo', 'test-payment'] as const;

/**
 * A query of a route only admins may call (its `auth` in the route table): a 401 or 403 on one of
 * them means the admin session is over, whichever admin page asked.
 */
export function isAdminQueryKey(queryKey: readonly unknown[]): boolean {
  const [path] = queryKey;
  return typeof path === 'string' && matchRoute('GET', path)?.route.auth === 'admin';
}
