import type { EventConsumer } from '@herway/events/catalog';
import type { HandlerName } from '@herway/shared/routes';
import type { LambdaAccess } from './lambda-access';

/** The domains of functions/src, lowest first (docs/architecture.md#domains). */
export const DOMAINS = [
  'kernel',
  'mail',
  'insights',
  'accounts',
  'family',
  'content',
  'recruiting',
  'course',
  'bookings',
  'contact',
  'payments',
  'privacy',
  'dashboard',
  'system',
  'admin',
] as const;

export type Domain = (typeof DOMAINS)[number];

/**
 * The domain that owns each event consumer and each job: the one whose folder holds its code,
 * functions/src/<domain>/events/<consumer>.ts or functions/src/<domain>/jobs/<job>.ts (their names
 * carry no domain; access-map.test.ts holds these to the files). A route's domain is the first
 * segment of its handler's name.
 */
export const consumerDomains = {
  'on-mail-feedback': 'mail',
  'on-booking-created': 'bookings',
  'on-booking-canceled': 'bookings',
  'on-payment-succeeded': 'payments',
  'on-payment-unsettled': 'payments',
  'on-refund': 'payments',
} as const satisfies Record<EventConsumer, Domain>;

/** Every job the app deploys, by the domain that owns it (see consumerDomains). */
export const jobDomains = {
  'announce-course-releases': 'course',
  'send-session-message': 'bookings',
  'remind-package-expiry': 'bookings',
  'reconcile-payments': 'payments',
  'release-discount-reservations': 'payments',
} as const satisfies Record<string, Domain>;

export type JobName = keyof typeof jobDomains;

export type RouteOf<D extends Domain> = Extract<HandlerName, `${D}/${string}`>;
export type ConsumerOf<D extends Domain> = { [C in EventConsumer]: (typeof consumerDomains)[C] extends D ? C : never }[EventConsumer];
export type JobOf<D extends Domain> = { [J in JobName]: (typeof jobDomains)[J] extends D ? J : never }[JobName];

/** A UTC cron's minute and hour fields: EventBridge Scheduler runs the job every day they match. */
export interface CronSchedule {
  readonly minute: string;
  readonly hour: string;
}

export interface JobDefinition {
  /** What it does and how often (its function's description). */
  readonly description: string;
  /**
   * When it runs: on a cron, or on `session-reminders`, the one-time schedules the booking
   * consumers make for each session (infra/constructs/session-messages.ts).
   */
  readonly schedule: CronSchedule | 'session-reminders';
  readonly access: LambdaAccess;
}

/** A job EventBridge Scheduler runs on a cron, with its name. */
export interface ScheduledJobDefinition extends JobDefinition {
  readonly name: JobName;
  readonly schedule: CronSchedule;
}

/** A section a domain must list in full when it has such functions, and may not have when it has none. */
type Section<Name extends string, Key extends string, Value> = [Key] extends [never]
  ? { readonly [_ in Name]?: never }
  : { readonly [_ in Name]: { readonly [K in Key]: Value } };

/**
 * What one domain's Lambdas may touch: an entry for each of its routes, event consumers and jobs,
 * exactly those. A route, consumer or job of another domain listed here does not compile, nor
 * does a domain that leaves one of its own out.
 */
export type DomainFunctions<D extends Domain> = { readonly domain: D } & Section<'routes', RouteOf<D>, LambdaAccess> &
  Section<'consumers', ConsumerOf<D>, LambdaAccess> &
  Section<'jobs', JobOf<D>, JobDefinition>;

/** One domain's entries, whichever domain it is. */
export type AnyDomainFunctions = { [D in Domain]: DomainFunctions<D> }[Domain];
