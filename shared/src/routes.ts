/**
 * The route table: every HTTP endpoint, listed once.
 * CDK makes one Lambda per entry and the local gateway imports the same handler files
 * (handler `<domain>/<name>` is `functions/src/<domain>/http/<name>.ts`: handlerSourcePath).
 * Nothing else lists routes: a handler file restates only its own entry (the compiler holds it
 * equal to this one), so that its bundle carries its route and not the whole table.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * public: anyone; athlete: a signed-in member of the `athlete` group; guardian: of the `guardian`
 * group (a parent's seat, docs/family.md); member: either of the two; admin: of the `admin` group.
 */
export type AuthLevel = 'public' | 'athlete' | 'guardian' | 'member' | 'admin';

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway style path, parameters in braces: `/api/sessions/complete/{id}`. */
  path: string;
  /**
   * The handler: `<domain>/<verb-noun>`, or `<domain>/admin/<verb-noun>` for an admin route; its
   * module is functions/src/<domain>/http/<verb-noun or admin/verb-noun>.ts (handlerSourcePath).
   */
  handler: string;
  auth: AuthLevel;
  /** Webhooks read the raw body to verify a signature and are exempt from the CSRF rule. */
  webhook?: boolean;
}

export const routes = [
  { method: 'GET', path: '/api/health', handler: 'system/get-health', auth: 'public' },

  { method: 'POST', path: '/api/contact', handler: 'contact/submit-contact', auth: 'public' },
  { method: 'GET', path: '/api/download/{downloadKey}', handler: 'content/get-resource-download', auth: 'public' },

  { method: 'POST', path: '/api/auth/register', handler: 'accounts/register-user', auth: 'public' },
  { method: 'POST', path: '/api/auth/login', handler: 'accounts/login-user', auth: 'public' },
  { method: 'POST', path: '/api/auth/logout', handler: 'accounts/logout-user', auth: 'public' },
  // An admin's TOTP code after her password (the sign-in ticket cookie says whose).
  { method: 'POST', path: '/api/auth/mfa', handler: 'accounts/verify-mfa', auth: 'public' },
  // Public so that a signed-out visitor gets a clear 401 from the handler rather than a role error.
  { method: 'GET', path: '/api/auth/user', handler: 'accounts/get-current-user', auth: 'public' },
  { method: 'POST', path: '/api/auth/forgot-password', handler: 'accounts/request-password-reset', auth: 'public' },
  { method: 'POST', path: '/api/auth/reset-password', handler: 'accounts/confirm-password-reset', auth: 'public' },

  { method: 'GET', path: '/api/dashboard', handler: 'dashboard/get-dashboard', auth: 'athlete' },
  { method: 'GET', path: '/api/sessions/user', handler: 'bookings/list-sessions', auth: 'athlete' },
  { method: 'POST', path: '/api/sessions/complete/{id}', handler: 'bookings/complete-session', auth: 'athlete' },
  // She ticks one of her mentor's action items done (docs/sessions-and-reminders.md).
  { method: 'PATCH', path: '/api/action-items/{id}', handler: 'bookings/update-action-item', auth: 'athlete' },
  // One she makes herself: a step of her recruiting timeline, a coach link's follow-up (docs/sessions-and-reminders.md).
  { method: 'POST', path: '/api/action-items', handler: 'bookings/create-action-item', auth: 'athlete' },
  // Her data and her account, an athlete's or a guardian's (docs/family.md).
  { method: 'GET', path: '/api/account/export', handler: 'privacy/export-account', auth: 'member' },
  { method: 'DELETE', path: '/api/account', handler: 'privacy/delete-account', auth: 'member' },
  // Her sign-in and contact address, with her password; entering the same one again lifts its suppression (docs/email.md).
  { method: 'PUT', path: '/api/account/email', handler: 'accounts/change-email', auth: 'member' },
  // Her recruiting workspace (docs/recruiting-workspace.md): her profile, its coach-facing page, her school list.
  { method: 'GET', path: '/api/profile', handler: 'recruiting/get-profile', auth: 'athlete' },
  { method: 'PUT', path: '/api/profile', handler: 'recruiting/save-profile', auth: 'athlete' },
  { method: 'POST', path: '/api/profile/share', handler: 'recruiting/share-profile', auth: 'athlete' },
  { method: 'DELETE', path: '/api/profile/share', handler: 'recruiting/revoke-profile-share', auth: 'athlete' },
  // Public: what a coach opening /p/{token} sees, while she shares it.
  { method: 'GET', path: '/api/shared-profiles/{token}', handler: 'recruiting/get-shared-profile', auth: 'public' },
  { method: 'GET', path: '/api/schools', handler: 'recruiting/list-schools', auth: 'athlete' },
  { method: 'POST', path: '/api/schools', handler: 'recruiting/add-school', auth: 'athlete' },
  { method: 'GET', path: '/api/schools/export', handler: 'recruiting/export-schools', auth: 'athlete' },
  { method: 'PATCH', path: '/api/schools/{id}', handler: 'recruiting/update-school', auth: 'athlete' },
  { method: 'DELETE', path: '/api/schools/{id}', handler: 'recruiting/delete-school', auth: 'athlete' },
  // Her coach links: one /p/{token} address per school of her list, each counting its opens (docs/recruiting-workspace.md#coach-links).
  { method: 'POST', path: '/api/schools/{id}/share', handler: 'recruiting/share-with-school', auth: 'athlete' },
  { method: 'GET', path: '/api/profile/shares', handler: 'recruiting/list-coach-links', auth: 'athlete' },
  { method: 'DELETE', path: '/api/profile/shares/{token}', handler: 'recruiting/revoke-coach-link', auth: 'athlete' },
  // Her dated steps: contact dates for the divisions she looks at, the NCAA's paperwork, visits (docs/recruiting-workspace.md).
  { method: 'GET', path: '/api/recruiting/timeline', handler: 'recruiting/get-timeline', auth: 'athlete' },

  // The family (docs/family.md): an athlete and her parents or guardians, linked by an invitation either side sends.
  { method: 'GET', path: '/api/family', handler: 'family/list-family', auth: 'member' },
  { method: 'POST', path: '/api/family/invites', handler: 'family/create-invite', auth: 'member' },
  // Public: the accept page says whose invitation a link is before she signs in.
  { method: 'GET', path: '/api/family/invites/{token}', handler: 'family/get-invite', auth: 'public' },
  { method: 'POST', path: '/api/family/accept', handler: 'family/accept-invite', auth: 'member' },
  { method: 'DELETE', path: '/api/family/links/{linkId}', handler: 'family/end-link', auth: 'member' },
  // What a linked guardian sees of her athlete, and the coach-contact agreement she holds (404 without a live link).
  { method: 'GET', path: '/api/family/athletes/{athleteId}', handler: 'dashboard/get-family-athlete', auth: 'guardian' },
  { method: 'PUT', path: '/api/family/athletes/{athleteId}/contact-consent', handler: 'recruiting/set-contact-consent', auth: 'guardian' },
  // Her switches: one session's mentor notes, and her recruiting workspace as a whole, shared with her family.
  { method: 'PUT', path: '/api/sessions/{id}/family-sharing', handler: 'bookings/share-session-notes', auth: 'athlete' },
  { method: 'PUT', path: '/api/profile/family-sharing', handler: 'recruiting/share-workspace-with-family', auth: 'athlete' },

  { method: 'POST', path: '/api/validate-discount', handler: 'payments/validate-discount', auth: 'public' },
  { method: 'POST', path: '/api/create-payment-intent', handler: 'payments/create-payment-intent', auth: 'public' },
  // An athlete pays for herself; a parent or guardian for a linked athlete (forAthleteId: docs/family.md).
  { method: 'POST', path: '/api/purchase-course', handler: 'payments/purchase-course', auth: 'member' },
  { method: 'POST', path: '/api/purchase-mentorship', handler: 'payments/purchase-mentorship', auth: 'member' },
  { method: 'POST', path: '/api/payment-success', handler: 'payments/record-payment-success', auth: 'public' },
  { method: 'GET', path: '/api/payment-status/{paymentIntentId}', handler: 'payments/get-payment-status', auth: 'member' },
  // HerWay's receipts of the signed-in payer (an athlete, or a guardian paying for her): docs/receipts.md.
  { method: 'GET', path: '/api/receipts', handler: 'payments/list-receipts', auth: 'member' },
  { method: 'GET', path: '/api/receipts/{id}/pdf', handler: 'payments/get-receipt-pdf', auth: 'member' },

  // Demo pages: test mode only, the handler refuses the prod stage and live keys.
  { method: 'POST', path: '/api/demo/test-payment', handler: 'payments/create-test-payment', auth: 'public' },
  // Public so that the local stack needs no sign-in; on any other stage the handler requires an admin.
  { method: 'POST', path: '/api/demo/payment-check', handler: 'payments/check-payment-round-trip', auth: 'public' },

  { method: 'POST', path: '/api/webhooks/stripe', handler: 'payments/receive-stripe-event', auth: 'public', webhook: true },
  { method: 'POST', path: '/api/webhooks/calendly', handler: 'bookings/receive-calendly-event', auth: 'public', webhook: true },

  { method: 'GET', path: '/api/content/{assetId}/download', handler: 'course/download-asset', auth: 'athlete' },
  // Whether the Course Packet is still a pre-order, for the course page and the checkout.
  { method: 'GET', path: '/api/course/release', handler: 'course/get-course-release', auth: 'public' },
  // The course player (docs/course-player.md): the modules with her progress, a short-lived link per lesson, where she stopped.
  { method: 'GET', path: '/api/course', handler: 'course/get-course', auth: 'athlete' },
  { method: 'GET', path: '/api/course/lessons/{assetId}/link', handler: 'course/get-lesson-link', auth: 'athlete' },
  { method: 'PUT', path: '/api/course/progress/{assetId}', handler: 'course/save-progress', auth: 'athlete' },
  // Her certificate of completion, its PDF, how her name reads and whether her coach page shows it, withdrawing it, and the public check of a code (docs/course-player.md#certificate).
  { method: 'GET', path: '/api/course/certificate', handler: 'course/get-certificate', auth: 'athlete' },
  { method: 'GET', path: '/api/course/certificate/pdf', handler: 'course/get-certificate-pdf', auth: 'athlete' },
  { method: 'PATCH', path: '/api/course/certificate', handler: 'course/update-certificate', auth: 'athlete' },
  { method: 'DELETE', path: '/api/course/certificate', handler: 'course/withdraw-certificate', auth: 'athlete' },
  { method: 'GET', path: '/api/certificates/{code}', handler: 'course/verify-certificate', auth: 'public' },

  // Public: answers { isAdmin: false } to anyone who is not a signed-in admin.
  { method: 'GET', path: '/api/admin/status', handler: 'accounts/get-admin-status', auth: 'public' },
  { method: 'POST', path: '/api/admin/login', handler: 'accounts/login-admin', auth: 'public' },
  { method: 'POST', path: '/api/admin/logout', handler: 'accounts/admin/logout-admin', auth: 'admin' },
  { method: 'GET', path: '/api/contacts', handler: 'admin/admin/list-contacts', auth: 'admin' },
  // A lead's status and notes (docs/admin-athletes-leads-attention.md).
  { method: 'PATCH', path: '/api/contacts/{id}', handler: 'contact/admin/update-contact', auth: 'admin' },
  { method: 'GET', path: '/api/users', handler: 'admin/admin/list-users', auth: 'admin' },
  { method: 'POST', path: '/api/admin/admins/{userId}/remove', handler: 'accounts/admin/remove-admin', auth: 'admin' },
  { method: 'POST', path: '/api/admin/admins/{userId}/reset-authenticator', handler: 'accounts/admin/reset-authenticator', auth: 'admin' },
  { method: 'GET', path: '/api/payments', handler: 'admin/admin/list-payments', auth: 'admin' },
  { method: 'GET', path: '/api/analytics', handler: 'admin/admin/get-analytics', auth: 'admin' },
  { method: 'GET', path: '/api/admin/export/{listName}', handler: 'admin/admin/export-csv', auth: 'admin' },
  { method: 'POST', path: '/api/test-email', handler: 'admin/admin/send-test-email', auth: 'admin' },
  // The mentors the site shows (data the founders edit, never placeholders in code: docs/decisions/mentors-are-data.md).
  { method: 'GET', path: '/api/mentors', handler: 'bookings/list-mentors', auth: 'public' },
  { method: 'GET', path: '/api/admin/mentors', handler: 'bookings/admin/list-mentors', auth: 'admin' },
  { method: 'POST', path: '/api/admin/mentors', handler: 'bookings/admin/create-mentor', auth: 'admin' },
  { method: 'PATCH', path: '/api/admin/mentors/{id}', handler: 'bookings/admin/update-mentor', auth: 'admin' },
  { method: 'POST', path: '/api/admin/mentors/{id}/photo-url', handler: 'bookings/admin/create-mentor-photo-url', auth: 'admin' },
  // Read-only: entries are written by the actions they record, never through the API.
  { method: 'GET', path: '/api/admin/audit-log', handler: 'accounts/admin/list-audit-log', auth: 'admin' },
  // Money (docs/discounts-and-payment-links.md): discount codes, payment links, refunds asked of Stripe; each audited.
  { method: 'GET', path: '/api/admin/discount-codes', handler: 'payments/admin/list-discount-codes', auth: 'admin' },
  { method: 'POST', path: '/api/admin/discount-codes', handler: 'payments/admin/create-discount-code', auth: 'admin' },
  { method: 'PATCH', path: '/api/admin/discount-codes/{code}', handler: 'payments/admin/update-discount-code', auth: 'admin' },
  { method: 'GET', path: '/api/admin/payment-links', handler: 'payments/admin/list-payment-links', auth: 'admin' },
  { method: 'POST', path: '/api/admin/payment-links', handler: 'payments/admin/create-payment-link', auth: 'admin' },
  { method: 'POST', path: '/api/admin/payments/{id}/refund', handler: 'payments/admin/refund-payment', auth: 'admin' },
  // One athlete's records and the admins' actions on them, each with a reason (docs/admin-athletes-leads-attention.md).
  { method: 'GET', path: '/api/admin/athletes/{id}', handler: 'admin/admin/get-athlete', auth: 'admin' },
  { method: 'POST', path: '/api/admin/athletes/{id}/sessions', handler: 'admin/admin/change-athlete-sessions', auth: 'admin' },
  { method: 'POST', path: '/api/admin/athletes/{id}/access', handler: 'admin/admin/change-athlete-access', auth: 'admin' },
  { method: 'POST', path: '/api/admin/bookings/{userId}/{bookingId}/cancel', handler: 'admin/admin/cancel-booking', auth: 'admin' },
  { method: 'POST', path: '/api/admin/bookings/{userId}/{bookingId}/no-show', handler: 'admin/admin/mark-booking-no-show', auth: 'admin' },
  // A mentor's notes and action items after a session, saved over the version the admin saw.
  { method: 'POST', path: '/api/admin/bookings/{userId}/{bookingId}/notes', handler: 'admin/admin/save-session-notes', auth: 'admin' },
  // What needs the founders' attention (docs/admin-athletes-leads-attention.md).
  { method: 'GET', path: '/api/admin/attention', handler: 'admin/admin/get-attention', auth: 'admin' },
  { method: 'GET', path: '/api/admin/content/assets', handler: 'course/admin/list-assets', auth: 'admin' },
  { method: 'POST', path: '/api/admin/content/upload-url', handler: 'content/admin/create-upload-url', auth: 'admin' },
  { method: 'POST', path: '/api/admin/content/confirm', handler: 'content/admin/confirm-upload', auth: 'admin' },
  { method: 'PATCH', path: '/api/admin/content/assets/{assetId}', handler: 'course/admin/update-asset', auth: 'admin' },
  // The course's modules: their lessons in order, and their release (docs/course-player.md); each audited.
  { method: 'GET', path: '/api/admin/course', handler: 'course/admin/get-admin-course', auth: 'admin' },
  { method: 'PUT', path: '/api/admin/course/modules/{moduleNumber}/lessons', handler: 'course/admin/set-module-lessons', auth: 'admin' },
  { method: 'POST', path: '/api/admin/course/modules/{moduleNumber}/release', handler: 'course/admin/release-module', auth: 'admin' },
  // A video lesson's captions: a presigned PUT of the .vtt, then its check (docs/course-player.md); audited.
  { method: 'POST', path: '/api/admin/course/lessons/{assetId}/captions/upload-url', handler: 'course/admin/create-captions-upload-url', auth: 'admin' },
  { method: 'POST', path: '/api/admin/course/lessons/{assetId}/captions', handler: 'course/admin/confirm-captions', auth: 'admin' },
] as const satisfies readonly RouteDefinition[];

export type Route = (typeof routes)[number];
export type HandlerName = Route['handler'];

/** The handler's module under functions/src: `payments/admin/refund-payment` → `payments/http/admin/refund-payment.ts`. */
export function handlerSourcePath(handler: string): string {
  const [domain = '', ...rest] = handler.split('/');
  return `${domain}/http/${rest.join('/')}.ts`;
}

export interface RouteMatch {
  route: Route;
  pathParameters: Record<string, string>;
}

/** Finds the route for a request path; path parameters are URI-decoded, as API Gateway does. */
export function matchRoute(method: string, path: string): RouteMatch | undefined {
  for (const route of routes) {
    if (route.method !== method) continue;
    const pathParameters = matchPath(route.path, path);
    if (pathParameters) return { route, pathParameters };
  }
  return undefined;
}

function matchPath(template: string, path: string): Record<string, string> | undefined {
  const templateParts = template.split('/');
  const pathParts = path.split('/');
  if (templateParts.length !== pathParts.length) return undefined;
  const parameters: Record<string, string> = {};
  for (const [index, templatePart] of templateParts.entries()) {
    const pathPart = pathParts[index] as string;
    const parameter = /^\{(\w+)\}$/.exec(templatePart)?.[1];
    if (parameter) {
      if (pathPart === '') return undefined;
      try {
        parameters[parameter] = decodeURIComponent(pathPart);
      } catch {
        return undefined;
      }
    } else if (templatePart !== pathPart) {
      return undefined;
    }
  }
  return parameters;
}
