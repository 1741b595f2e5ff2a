import type { EventConsumer } from '@herway/events/catalog';
import type { HandlerName } from '@herway/shared/routes';
import { accounts } from './accounts';
import { admin } from './admin';
import { bookings } from './bookings';
import { contact } from './contact';
import { content } from './content';
import { course } from './course';
import { dashboard } from './dashboard';
import { family } from './family';
import type { JobDefinition, JobName, ScheduledJobDefinition } from './domain';
import type { LambdaAccess, UserPoolAdminAction } from './lambda-access';
import { mail } from './mail';
import { payments } from './payments';
import { privacy } from './privacy';
import { recruiting } from './recruiting';
import { system } from './system';

/**
 * What each Lambda may touch, and nothing more (least privilege): each domain lists its own
 * routes', consumers' and jobs' access in infra/domains/<domain>.ts, composed here. Typed by the
 * route table's handler names, the event catalog's consumers and the owners of the jobs
 * (domain.ts), so a function added to either cannot deploy without its entry in its own domain,
 * and an entry for a function that no longer exists does not compile. The infra tests check these
 * grants against what each bundle really calls (the AWS SDK commands esbuild keeps in it), so a
 * missing grant fails `npm test`, not a request in production.
 *
 * Authentication itself needs no grant: every HTTP function gets the user pool and client ids and
 * verifies tokens against Cognito's public JWKS; sign-in, refresh, revoke and the forgot-password
 * flow are public Cognito APIs.
 */

/** Every domain that owns a Lambda (kernel and insights own none), lowest first, as docs/architecture.md lists them. */
export const domainFunctions = [mail, accounts, family, content, recruiting, course, bookings, contact, payments, privacy, dashboard, system, admin] as const;

export const handlerAccess = {
  ...accounts.routes,
  ...family.routes,
  ...content.routes,
  ...recruiting.routes,
  ...course.routes,
  ...bookings.routes,
  ...contact.routes,
  ...payments.routes,
  ...privacy.routes,
  ...dashboard.routes,
  ...system.routes,
  ...admin.routes,
} as const satisfies Record<HandlerName, LambdaAccess>;

export const consumerAccess = { ...mail.consumers, ...bookings.consumers, ...payments.consumers } as const satisfies Record<EventConsumer, LambdaAccess>;

export const jobs = { ...course.jobs, ...bookings.jobs, ...payments.jobs } as const satisfies Record<JobName, JobDefinition>;

/** The jobs run on a clock (the reminders' job runs on schedules made per session instead). */
export const scheduledJobs: readonly ScheduledJobDefinition[] = Object.entries(jobs).flatMap(([name, job]: [string, JobDefinition]) =>
  job.schedule === 'session-reminders' ? [] : [{ ...job, name: name as JobName, schedule: job.schedule }],
);

/** What every admin route asks Cognito of the admin calling it (functions/src/accounts/admin-http-handler.ts). */
export const ADMIN_STANDING_ACTIONS = ['AdminGetUser', 'AdminListGroupsForUser'] as const satisfies readonly UserPoolAdminAction[];

/**
 * What an HTTP function is granted: its domain's entry (`access`), plus reading the table for every function
 * but the webhooks, because the shared stack checks each request's session against its revocation
 * records (functions/src/kernel/auth/authentication.ts), and on admin routes (but signing out) reading
 * the admin's user and groups, whose standing they check. Webhooks carry no session code (webhook-handler.ts).
 */
export function httpFunctionAccess(route: { handler: HandlerName; auth?: string; webhook?: boolean }, access: LambdaAccess): LambdaAccess {
  if (route.webhook) return access;
  const checksStanding = route.auth === 'admin' && route.handler !== 'accounts/admin/logout-admin';
  const userPoolAdmin = checksStanding ? [...new Set([...(access.userPoolAdmin ?? []), ...ADMIN_STANDING_ACTIONS])] : access.userPoolAdmin;
  return { ...access, table: access.table ?? 'read', ...(userPoolAdmin ? { userPoolAdmin } : {}) };
}
