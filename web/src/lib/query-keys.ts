/**
 * Every TanStack Query key of the web app, in one place: a page that invalidates another
 * feature's answers (a payment refreshes the dashboard) imports the key from here, never from
 * that feature. Keys start with the API path they cache, so `[path]` invalidates every variant.
 */

export const CURRENT_USER_QUERY_KEY = ['/api/auth/user'] as const;
export const ADMIN_STATUS_QUERY_KEY = ['/api/admin/status'] as const;

export const DASHBOARD_QUERY_KEY = ['/api/dashboard'] as const;
export const SESSIONS_QUERY_KEY = ['/api/sessions/user'] as const;
export const COURSE_QUERY_KEY = ['/api/course'] as const;
export const courseLessonLinkQueryKey = (assetId: string) => ['/api/course/lessons', assetId, 'link'] as const;
export const PROFILE_QUERY_KEY = ['/api/profile'] as const;
export const SCHOOLS_QUERY_KEY = ['/api/schools'] as const;
export const sharedProfileQueryKey = (token: string) => ['/api/shared-profiles', token] as const;

export const ANALYTICS_QUERY_KEY = ['/api/analytics'] as const;
export const ASSETS_QUERY_KEY = ['/api/admin/content/assets'] as const;
export const ATTENTION_QUERY_KEY = ['/api/admin/attention'] as const;
export const AUDIT_LOG_QUERY_KEY = ['/api/admin/audit-log', 'pages'] as const;
export const ADMIN_COURSE_QUERY_KEY = ['/api/admin/course'] as const;
export const ADMIN_MENTORS_QUERY_KEY = ['/api/admin/mentors'] as const;
export const DISCOUNT_CODES_QUERY_KEY = ['/api/admin/discount-codes'] as const;
export const PAYMENT_LINKS_QUERY_KEY = ['/api/admin/payment-links'] as const;
export const athleteQueryKey = (id: string) => ['/api/admin/athletes', id] as const;
/** The admin lists (contacts, users, payments): `[path]` is the prefix of every page and filter. */
export const CONTACTS_LIST_PATH = '/api/contacts';
export const USERS_LIST_PATH = '/api/users';
export const PAYMENTS_LIST_PATH = '/api/payments';
export const adminListQueryKey = (path: string, status = 'all') => [path, 'pages', status] as const;

export const MENTORS_QUERY_KEY = ['mentors'] as const;
export const COURSE_RELEASE_QUERY_KEY = ['course', 'release'] as const;

export const paymentStatusQueryKey = (paymentIntentId: string | null) => ['checkout', 'payment-status', paymentIntentId] as const;
export const paymentSessionQueryKey = <Request>(request: Request) => ['checkout', 'payment-session', request] as const;
export const BOOKING_LINKS_QUERY_KEY = ['checkout', 'booking-links'] as const;

export const DEMO_STAGE_QUERY_KEY = ['demo', 'stage'] as const;
export const STRIPE_DEBUG_STAGE_QUERY_KEY = ['demo', 'stripe-debug', 'stage'] as const;
export const TEST_PAYMENT_QUERY_KEY = ['demo', 'test-payment'] as const;

/** The first element of every admin-only query: a 401 or 403 on one of them ends the admin session. */
const ADMIN_QUERY_ROOTS = new Set<unknown>([
  ANALYTICS_QUERY_KEY[0],
  ASSETS_QUERY_KEY[0],
  ATTENTION_QUERY_KEY[0],
  AUDIT_LOG_QUERY_KEY[0],
  ADMIN_MENTORS_QUERY_KEY[0],
  DISCOUNT_CODES_QUERY_KEY[0],
  PAYMENT_LINKS_QUERY_KEY[0],
  '/api/admin/athletes',
  CONTACTS_LIST_PATH,
  USERS_LIST_PATH,
  PAYMENTS_LIST_PATH,
]);

export const isAdminQueryKey = (queryKey: readonly unknown[]): boolean => ADMIN_QUERY_ROOTS.has(queryKey[0]);
