import type { EventConsumer } from '@herway/events/catalog';
import type { HandlerName } from '@herway/shared/routes';
import type { Config } from '@herway/functions/kernel/config';
import type { ContentAccess, TableAccess, UserPoolAdminAction } from './herway-function';
import { CONTENT_PREFIXES } from './content-storage';

/**
 * What each Lambda may touch, and nothing more (least privilege). Typed by the route table's
 * handler names and the event catalog's consumers, so a handler added to either cannot deploy
 * without its entry here, and an entry for a handler that no longer exists does not compile. The
 * infra tests check these grants against what each bundle really calls (the AWS SDK commands
 * esbuild keeps in it), so a missing grant fails `npm test`, not a request in production.
 *
 * Authentication itself needs no grant: every HTTP function gets the user pool and client ids and
 * verifies tokens against Cognito's public JWKS; sign-in, refresh, revoke and the forgot-password
 * flow are public Cognito APIs.
 */

/** The secrets a function may receive, by the environment variable the handlers read (config.ts). */
export type SecretVariable = Extract<
  keyof Config,
  'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'CALENDLY_WEBHOOK_SIGNING_KEY' | 'PAYMENT_LINK_KEY' | 'BOOKING_LINK_KEY'
>;

export type SchedulingAction = 'CreateSchedule' | 'DeleteSchedule';

/** Changes to SES's account-level suppression list (docs/email.md). */
export type SuppressionListAction = 'PutSuppressedDestination' | 'DeleteSuppressedDestination';

export interface LambdaAccess {
  readonly table?: TableAccess;
  readonly content?: ContentAccess;
  /** ses:SendEmail from the sender identity through the configuration set (its name in SES_CONFIGURATION_SET). */
  readonly mail?: true;
  /** Putting addresses on, or taking them off, SES's account-level suppression list. */
  readonly mailSuppression?: readonly SuppressionListAction[];
  readonly userPoolAdmin?: readonly UserPoolAdminAction[];
  /** events:PutEvents on the app's bus. */
  readonly putEvents?: true;
  readonly secrets?: readonly SecretVariable[];
  /** The read-only describe calls of GET /api/health. */
  readonly healthChecks?: true;
  /** sqs:GetQueueAttributes on the event rules' dead-letter queues, to count what waits there. */
  readonly deadLetterCounts?: true;
  /** Creating and/or deleting the session reminder schedules (infra/constructs/session-messages.ts). */
  readonly sessionMessages?: readonly SchedulingAction[];
}

const { resources, courseContent, mentorPhotos, exports } = CONTENT_PREFIXES;

export const handlerAccess = {
  'system/get-health': { healthChecks: true },

  'contact/submit-contact': { table: 'write', mail: true },
  'content/get-resource-download': { content: { read: [resources] } },

  'accounts/register-user': {
    table: 'write',
    userPoolAdmin: ['AdminCreateUser', 'AdminSetUserPassword', 'AdminAddUserToGroup', 'AdminDeleteUser'],
  },
  'accounts/login-user': { table: 'write', userPoolAdmin: ['AdminGetUser'] },
  // Finishes an admin's sign-in: the waiting sign-in, her TOTP factor, the verified mark.
  // An admin is e-mailed when her first sign-in sets up her authenticator.
  'accounts/verify-mfa': { table: 'write', mail: true },
  // Logout revokes its access token (a record until the token expires).
  'accounts/logout-user': { table: 'write' },
  'accounts/get-current-user': { table: 'read' },
  // Counts reset e-mails per address and network (abuse-limits.ts).
  'accounts/request-password-reset': { table: 'write' },
  // A reset ends every session: her revocation mark, and Cognito's global sign-out in AWS.
  'accounts/confirm-password-reset': { table: 'write', userPoolAdmin: ['AdminGetUser', 'AdminUserGlobalSignOut'] },

  // Seals her id into her booking links (booking-links.ts).
  'dashboard/get-dashboard': { table: 'read', secrets: ['BOOKING_LINK_KEY'] },
  'bookings/list-sessions': { table: 'read' },
  'bookings/complete-session': { table: 'write' },
  'bookings/update-action-item': { table: 'write' },
  'privacy/export-account': { table: 'read' },
  'privacy/delete-account': { table: 'write', userPoolAdmin: ['AdminGetUser', 'AdminDeleteUser'], secrets: ['STRIPE_SECRET_KEY'] },
  // Her address at Cognito and on her profile; HerWay (and SES's account list) may mail it again.
  'accounts/change-email': { table: 'write', userPoolAdmin: ['AdminUpdateUserAttributes'], mailSuppression: ['DeleteSuppressedDestination'] },
  'recruiting/get-profile': { table: 'read' },
  'recruiting/save-profile': { table: 'write' },
  'recruiting/share-profile': { table: 'write' },
  'recruiting/revoke-profile-share': { table: 'write' },
  'recruiting/get-shared-profile': { table: 'read' },
  'recruiting/list-schools': { table: 'read' },
  'recruiting/add-school': { table: 'write' },
  'recruiting/export-schools': { table: 'read' },
  'recruiting/update-school': { table: 'write' },
  'recruiting/delete-school': { table: 'write' },

  // Counts codes tried that do not exist, per network (abuse-limits.ts).
  'payments/validate-discount': { table: 'write' },
  // Outside the local stack it verifies the signed payment link of the open-amount checkout.
  'payments/create-payment-intent': { table: 'write', secrets: ['STRIPE_SECRET_KEY', 'PAYMENT_LINK_KEY'] },
  'payments/purchase-course': { table: 'write', secrets: ['STRIPE_SECRET_KEY'] },
  'payments/purchase-mentorship': { table: 'write', secrets: ['STRIPE_SECRET_KEY'] },
  'payments/record-payment-success': { table: 'write', secrets: ['STRIPE_SECRET_KEY'] },
  // Reads her fulfilment (and the course's released modules), and the intent at Stripe until then.
  'payments/get-payment-status': { table: 'read', secrets: ['STRIPE_SECRET_KEY'] },
  // The test payment goes through create-payment-intent's code (discounts, profiles, saved customers).
  'payments/create-test-payment': { table: 'write', secrets: ['STRIPE_SECRET_KEY'] },
  // Stripe only: the round trip reads and writes nothing of ours.
  'payments/check-payment-round-trip': { secrets: ['STRIPE_SECRET_KEY'] },

  // The webhooks only verify and publish: no table, no API key.
  'payments/receive-stripe-event': { putEvents: true, secrets: ['STRIPE_WEBHOOK_SECRET'] },
  'bookings/receive-calendly-event': { putEvents: true, secrets: ['CALENDLY_WEBHOOK_SIGNING_KEY'] },

  'course/download-asset': { table: 'write', content: { read: [courseContent] } },

  'accounts/get-admin-status': {},
  'accounts/login-admin': { table: 'write', userPoolAdmin: ['AdminGetUser'] },
  'accounts/admin/logout-admin': { table: 'write' },
  'admin/admin/list-contacts': { table: 'read' },
  'admin/admin/list-users': { table: 'read' },
  // Ends her sessions with the audit entry, then takes her out of Cognito's admin group and signs her out there.
  'accounts/admin/remove-admin': { table: 'write', userPoolAdmin: ['AdminGetUser', 'AdminRemoveUserFromGroup', 'AdminUserGlobalSignOut'] },
  // Her factor goes with its audit entry, her sessions end, and she is e-mailed.
  'accounts/admin/reset-authenticator': { table: 'write', mail: true },
  'admin/admin/list-payments': { table: 'read' },
  'admin/admin/get-analytics': { table: 'read' },
  // Records the export in the audit log.
  // Writes the CSV to exports/ and signs its download link.
  'admin/admin/export-csv': { table: 'write', content: { read: [exports], write: [exports] } },
  'admin/admin/send-test-email': { table: 'read', mail: true },
  'accounts/admin/list-audit-log': { table: 'read' },
  'payments/admin/list-discount-codes': { table: 'read' },
  // A code and its audit entry, in one transaction.
  'payments/admin/create-discount-code': { table: 'write' },
  'payments/admin/update-discount-code': { table: 'write' },
  // Signs each link's /checkout address (payment-links.ts).
  'payments/admin/list-payment-links': { table: 'read', secrets: ['PAYMENT_LINK_KEY'] },
  'payments/admin/create-payment-link': { table: 'write', secrets: ['PAYMENT_LINK_KEY'] },
  // Asks Stripe for the refund (the records change when its events arrive) and audits the request.
  'payments/admin/refund-payment': { table: 'write', secrets: ['STRIPE_SECRET_KEY'] },
  // The admins' tools (docs/admin-athletes-leads-attention.md): a lead's status (with its audit entry); an athlete's page and the actions on it.
  'contact/admin/update-contact': { table: 'write' },
  'admin/admin/get-athlete': { table: 'read' },
  'admin/admin/change-athlete-sessions': { table: 'write' },
  'admin/admin/change-athlete-access': { table: 'write' },
  // Gives the session back and unschedules the booking's reminder e-mails.
  'admin/admin/cancel-booking': { table: 'write', sessionMessages: ['DeleteSchedule'] },
  'admin/admin/mark-booking-no-show': { table: 'write', sessionMessages: ['DeleteSchedule'] },
  // The athlete is e-mailed when her mentor's notes add something (mentor-notes.ts).
  'admin/admin/save-session-notes': { table: 'write', mail: true },
  // Counts the dead-lettered events of each rule (SQS's approximate counts).
  'admin/admin/get-attention': { table: 'read', deadLetterCounts: true },
  // Mentors: the photos are presigned GET links (the signer needs the read grant, not the handler's code).
  'bookings/list-mentors': { table: 'read', content: { read: [mentorPhotos] } },
  'bookings/admin/list-mentors': { table: 'read', content: { read: [mentorPhotos] } },
  'bookings/admin/create-mentor': { table: 'write', content: { read: [mentorPhotos] } },
  // Set photos are re-tagged from pending (pending-uploads.ts), so the lifecycle rule keeps them.
  'bookings/admin/update-mentor': { table: 'write', content: { read: [mentorPhotos], delete: [mentorPhotos], tag: [mentorPhotos] } },
  'bookings/admin/create-mentor-photo-url': { table: 'read', content: { write: [mentorPhotos], tag: [mentorPhotos] } },
  'course/admin/list-assets': { table: 'read' },
  // The presigned PUT tags the upload pending (pending-uploads.ts): S3 requires tagging rights for it.
  'content/admin/create-upload-url': { table: 'write', content: { write: [courseContent], tag: [courseContent] } },
  'content/admin/confirm-upload': { table: 'write', content: { read: [courseContent], delete: [courseContent], tag: [courseContent] } },
  // A lesson of the course follows its asset's Active toggle (course-repo.ts).
  'course/admin/update-asset': { table: 'write' },
  'course/get-course-release': { table: 'read' },
  // The course player (docs/course-player.md): links are logged like downloads; progress is written to her collection.
  'course/get-course': { table: 'read' },
  'course/get-lesson-link': { table: 'write', content: { read: [courseContent] } },
  'course/save-progress': { table: 'write' },
  'course/admin/get-admin-course': { table: 'read' },
  'course/admin/set-module-lessons': { table: 'write' },
  // A module released now is e-mailed to the athletes who hold the course (course-release.ts).
  'course/admin/release-module': { table: 'write', mail: true },
} as const satisfies Record<HandlerName, LambdaAccess>;

/** What every admin route asks Cognito of the admin calling it (functions/src/accounts/admin-http-handler.ts). */
export const ADMIN_STANDING_ACTIONS = ['AdminGetUser', 'AdminListGroupsForUser'] as const satisfies readonly UserPoolAdminAction[];

/**
 * What an HTTP function is granted: its entry above, plus reading the table for every function but
 * the webhooks, because the shared stack checks each request's session against its revocation
 * records (functions/src/kernel/auth/authentication.ts), and on admin routes (but signing out) reading
 * the admin's user and groups, whose standing they check. Webhooks carry no session code (webhook-handler.ts).
 */
export function httpFunctionAccess(route: { handler: HandlerName; auth?: string; webhook?: boolean }): LambdaAccess {
  const access: LambdaAccess = handlerAccess[route.handler];
  if (route.webhook) return access;
  const checksStanding = route.auth === 'admin' && route.handler !== 'accounts/admin/logout-admin';
  const userPoolAdmin = checksStanding ? [...new Set([...(access.userPoolAdmin ?? []), ...ADMIN_STANDING_ACTIONS])] : access.userPoolAdmin;
  return { ...access, table: access.table ?? 'read', ...(userPoolAdmin ? { userPoolAdmin } : {}) };
}

export const consumerAccess = {
  // Refunds a payment that settled after its account was deleted (payments/closed-account-payments.ts).
  'on-payment-succeeded': { table: 'write', mail: true, secrets: ['STRIPE_SECRET_KEY'] },
  // Cancels a failed payment's intent at Stripe before giving its discount reservation back.
  'on-payment-failed': { table: 'write', secrets: ['STRIPE_SECRET_KEY'] },
  'on-refund': { table: 'write' },
  // Opens the booking link's sealed token to find whose booking it is; schedules its reminders.
  'on-booking-created': { table: 'write', secrets: ['BOOKING_LINK_KEY'], sessionMessages: ['CreateSchedule', 'DeleteSchedule'] },
  // Unschedules the cancelled booking's reminders.
  'on-booking-canceled': { table: 'write', sessionMessages: ['DeleteSchedule'] },
  // SES's bounces and complaints: the address suppressed in the table and on SES's account list.
  'on-mail-feedback': { table: 'write', mailSuppression: ['PutSuppressedDestination'] },
} as const satisfies Record<EventConsumer, LambdaAccess>;

/** The seed custom resource adds discount codes, if absent. */
export const seedAccess = { table: 'write' } as const satisfies LambdaAccess;
