/**
 * The words of the access map: what a HerWay Lambda may be granted (docs/architecture.md, "The AWS
 * layout"). Types only, importing nothing, so the domains' access (infra/domains/) and the
 * constructs that apply it (herway-function.ts, bind-access.ts) both stand on it.
 */

/** What a function may do with the table: `read` (get and query) or `write` (also put, update, delete, transactions). */
export type TableAccess = 'read' | 'write';

/** Cognito admin operations (IAM-authorised). InitiateAuth, ForgotPassword and the like are public APIs and need none. */
export type UserPoolAdminAction =
  | 'AdminAddUserToGroup'
  | 'AdminCreateUser'
  | 'AdminDeleteUser'
  | 'AdminGetUser'
  | 'AdminListGroupsForUser'
  | 'AdminRemoveUserFromGroup'
  | 'AdminSetUserPassword'
  | 'AdminUpdateUserAttributes'
  | 'AdminUserGlobalSignOut';

/** Object operations under key prefixes of the content bucket (a prefix ends with `/`). */
export interface ContentAccess {
  /** GetObject, which also covers HeadObject and presigned downloads. */
  readonly read?: readonly string[];
  /** PutObject, which also covers presigned uploads. */
  readonly write?: readonly string[];
  readonly delete?: readonly string[];
  /** PutObjectTagging, which a PUT carrying tags (a presigned upload's pending tag) needs as well. */
  readonly tag?: readonly string[];
}

/**
 * The secrets a function may receive, by the environment variable the handlers read
 * (functions/src/kernel/config.ts; bind-access.ts refuses a name that is not one of its settings).
 */
export type SecretVariable = 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'CALENDLY_WEBHOOK_SIGNING_KEY' | 'PAYMENT_LINK_KEY' | 'BOOKING_LINK_KEY';

export type SchedulingAction = 'CreateSchedule' | 'DeleteSchedule';

/** Changes to SES's account-level suppression list (docs/email.md). */
export type SuppressionListAction = 'PutSuppressedDestination' | 'DeleteSuppressedDestination';

/** What one Lambda may touch, and nothing more (least privilege). */
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
