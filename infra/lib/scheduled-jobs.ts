import type { LambdaAccess } from '../constructs/handler-access';

/**
 * The Lambdas EventBridge Scheduler runs on a clock (functions/src/<domain>/jobs/<name>.ts), with what
 * each may touch. Times are UTC cron fields.
 */
export interface ScheduledJob {
  readonly name: string;
  readonly description: string;
  readonly cron: { readonly minute: string; readonly hour: string };
  readonly access: LambdaAccess;
}

export const scheduledJobs = [
  {
    name: 'reconcile-payments',
    description: 'Fulfils the succeeded Stripe payments of the last 3 days that have no fulfilment (a lost event); daily',
    cron: { minute: '15', hour: '7' },
    // Reads Stripe, writes the fulfilment and sends its receipt, as the payment consumer does.
    access: { table: 'write', mail: true, secrets: ['STRIPE_SECRET_KEY'] },
  },
  {
    name: 'release-discount-reservations',
    description: 'Gives back the discount-code uses held by payments never made (cancelled at Stripe first); every 10 minutes',
    cron: { minute: '0/10', hour: '*' },
    // Cancels lapsed PaymentIntents at Stripe, then releases their reservations.
    access: { table: 'write', secrets: ['STRIPE_SECRET_KEY'] },
  },
  {
    name: 'announce-course-releases',
    description: 'E-mails a course module released on a date once the date has come, each athlete once; every 10 minutes',
    cron: { minute: '0/10', hour: '*' },
    // Reads the course and the accounts, claims each athlete's notice, sends the e-mail.
    access: { table: 'write', mail: true },
  },
] as const satisfies readonly ScheduledJob[];

export type ScheduledJobName = (typeof scheduledJobs)[number]['name'];
