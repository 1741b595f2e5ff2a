import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { LAUNCH_BUDGET_USD } from '../cost/model';

/**
 * What differs between the deployments (`--context stage=dev|prod`, dev by default). Values that
 * belong to one AWS account rather than to the product (certificate, hosted zone, alarm inbox)
 * come from context too (`-c certificateArn=...`, or cdk.context.json / cdk.json), never from
 * code. The README's "Deploying" section lists them.
 */

export const STAGE_NAMES = ['dev', 'prod'] as const;
export type StageName = (typeof STAGE_NAMES)[number];

export interface StageConfig {
  readonly stage: StageName;
  /** Stack names start with it: `HerWay-Dev-Data`, `HerWay-Dev-App`. */
  readonly stackPrefix: string;
  /**
   * The site's own domain. Without it the site is served on its CloudFront domain
   * (`https://d123.cloudfront.net`). With it, `certificateArn` must name an ACM certificate
   * for it in us-east-1.
   */
  readonly siteDomain?: string;
  readonly certificateArn?: string;
  /**
   * On a stage with a domain, the HTTP API answers only on a custom domain of its own, CloudFront's
   * origin for `/api/*` (`api-origin.<siteDomain>`), with a certificate for it in the App stack's
   * region (`-c apiCertificateArn`; by default `certificateArn`, which then must cover that name
   * and the stack must be in us-east-1), and its execute-api endpoint is turned off. A stage
   * without a domain keeps the execute-api endpoint (README, "Deploying").
   */
  readonly apiOrigin?: { readonly domain: string; readonly certificateArn: string };
  /** A Route 53 public zone for the domain: then the site's alias and SES's DKIM records are created in it. */
  readonly hostedZone?: { readonly id: string; readonly name: string };
  /** The sender of every e-mail; its domain becomes the SES identity. */
  readonly mailFrom: string;
  /**
   * The support inbox: contact-form leads go to it, and the site, its legal pages and the e-mails
   * name it (shared/src/support-email.ts).
   */
  readonly supportEmail: string;
  /** Where DLQ and error alarms are e-mailed; without it the alarms only show in CloudWatch. */
  readonly alarmEmail?: string;
  /**
   * An AWS Budgets cost budget over the account's month, in dollars, alerting the alarm topic
   * (constructs/cost-budget.ts): prod has the launch cost goal; dev none by default (it shares
   * prod's account and budget), `-c monthlyBudget=<dollars>` sets one, `0` none.
   */
  readonly monthlyBudgetUsd?: number;
  /**
   * The stage has CloudWatch alarms (docs/observability.md): prod always, dev when given an
   * alarmEmail or `-c alarms=true`. Each alarm metric costs $0.10 a month past the account's
   * free ten, so an idle dev does without alarms nobody is sent (docs/cost.md).
   */
  readonly alarms: boolean;
  /**
   * The WAF web ACL in front of the site (constructs/web-firewall.ts, $6 a month): prod, and dev
   * with `-c webFirewall=true`. Dev holds test data and Stripe test keys only; the API's own
   * limits (abuse-limits.ts) apply there all the same.
   */
  readonly webFirewall: boolean;
  /**
   * While the account's SES is in the sandbox it may only send to verified identities, and IAM
   * must then allow ses:SendEmail on each recipient identity too.
   */
  readonly sesSandbox: boolean;
  /** Cognito sends its e-mails (password reset codes) through SES from `mailFrom`; turn on once the identity is verified. */
  readonly cognitoEmailViaSes: boolean;
  /** Keep the table, user pool and buckets when the stacks are deleted (and protect the pool from deletion). */
  readonly retainData: boolean;
  readonly logRetention: RetentionDays;
  /** The HTTP API's stage-wide throttle (requests per second, burst): every route's default. */
  readonly apiThrottle: Throttle;
  /**
   * Routes with a throttle of their own (docs/scale.md): the sign-in and other forms lower than the
   * pages (guessing and e-mail bombing; abuse-limits.ts and the WAF also count), the webhooks
   * their own, whatever the pages do.
   */
  readonly routeThrottles: { readonly forms: Throttle; readonly webhooks: Throttle };
  /**
   * Lambda concurrency set aside for the payment path: each webhook and each event consumer gets
   * its own, so a spike on the pages cannot take the account's whole concurrency (1000 by
   * default). Undefined: nothing reserved. AWS keeps 100 of the account's concurrency unreserved
   * and fails a deploy that would leave less, so a new account with a low quota deploys with
   * `-c reserveConcurrency=false` until its quota is raised (docs/scale.md).
   */
  readonly reservedConcurrency?: ReservedConcurrency;
  /** POWERTOOLS_LOG_LEVEL of the handlers. */
  readonly logLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  /** Secrets Manager secrets (JSON) the operators create before the first deploy. */
  readonly secretNames: { readonly stripe: string; readonly calendly: string };
  /**
   * Bump (`-c secretsRevision=2`) after changing a secret's value: the functions' environment then
   * changes, so CloudFormation resolves the secrets again.
   */
  readonly secretsRevision: string;
  /**
   * The six sample discount codes are seeded (local and dev only: they are published on
   * /discount-demo, with no limit or expiry; docs/decisions/sample-codes-local-and-dev-only.md).
   */
  readonly sampleDiscountCodes: boolean;
  /** Every deploy fails while a mentor on the site has no real scheduling link (prod: docs/decisions/mentors-are-data.md). */
  readonly checkMentorLinks: boolean;
  /**
   * Runs the mentor links check on a deploy that changes nothing else (`-c deployId=<anything new>`);
   * by default it runs when a release changes the stack's code or files (constructs/mentor-links-check.ts).
   */
  readonly deployId?: string;
  /** Pages of the web app CloudFront answers 404 for on this stage (the demo pages that must not be public). */
  readonly hiddenPages: readonly string[];
}

export interface Throttle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

export interface ReservedConcurrency {
  /** Each of the two webhooks (Stripe, Calendly). */
  readonly webhooks: number;
  /** Each event consumer (events/src/catalog.ts). */
  readonly consumers: number;
}

/** What prod reserves, and any stage given `-c reserveConcurrency=true`: 2 × 20 + 5 × 10 = 90 of the account's 1000. */
export const PAYMENT_PATH_CONCURRENCY: ReservedConcurrency = { webhooks: 20, consumers: 10 };

const defaults: Record<StageName, Omit<StageConfig, 'stage'>> = {
  dev: {
    stackPrefix: 'HerWay-Dev',
    mailFrom: 'hello@dev.herway.com',
    supportEmail: 'support@dev.herway.com',
    sesSandbox: true,
    cognitoEmailViaSes: false,
    retainData: false,
    logRetention: RetentionDays.ONE_MONTH,
    apiThrottle: { rateLimit: 50, burstLimit: 100 },
    routeThrottles: { forms: { rateLimit: 5, burstLimit: 10 }, webhooks: { rateLimit: 25, burstLimit: 50 } },
    logLevel: 'INFO',
    secretNames: { stripe: 'herway/dev/stripe', calendly: 'herway/dev/calendly' },
    secretsRevision: '1',
    sampleDiscountCodes: true,
    checkMentorLinks: false,
    hiddenPages: [],
    alarms: false,
    webFirewall: false,
  },
  prod: {
    stackPrefix: 'HerWay-Prod',
    siteDomain: 'herway.com',
    mailFrom: 'hello@herway.com',
    supportEmail: 'support@herway.com',
    sesSandbox: false,
    cognitoEmailViaSes: true,
    retainData: true,
    monthlyBudgetUsd: LAUNCH_BUDGET_USD,
    logRetention: RetentionDays.SIX_MONTHS,
    apiThrottle: { rateLimit: 200, burstLimit: 400 },
    routeThrottles: { forms: { rateLimit: 10, burstLimit: 20 }, webhooks: { rateLimit: 50, burstLimit: 100 } },
    reservedConcurrency: PAYMENT_PATH_CONCURRENCY,
    logLevel: 'WARN',
    secretNames: { stripe: 'herway/prod/stripe', calendly: 'herway/prod/calendly' },
    secretsRevision: '1',
    sampleDiscountCodes: false,
    checkMentorLinks: true,
    hiddenPages: ['/discount-demo'],
    alarms: true,
    webFirewall: true,
  },
};

/** Reads one context value as a string (CLI `-c key=value` gives strings; cdk.json may give others). */
export type ContextReader = (key: string) => unknown;

function text(read: ContextReader, key: string): string | undefined {
  const value = read(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    throw new Error(`Context value ${key} must be a string`);
  }
  return String(value);
}

function flag(read: ContextReader, key: string, fallback: boolean): boolean {
  const value = text(read, key);
  if (value === undefined) return fallback;
  if (value !== 'true' && value !== 'false') throw new Error(`Context value ${key} must be true or false, got ${value}`);
  return value === 'true';
}

function dollars(read: ContextReader, key: string, fallback: number | undefined): number | undefined {
  const value = text(read, key);
  if (value === undefined) return fallback;
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount < 0) throw new Error(`Context value ${key} must be an amount of dollars (0 for none), got ${value}`);
  return amount === 0 ? undefined : amount;
}

/** The region an ACM certificate's ARN names: where it can be used (CloudFront's: us-east-1). */
export function certificateRegion(arn: string): string {
  const region = /^arn:aws[\w-]*:acm:([a-z0-9-]+):\d{12}:certificate\/[\w-]+$/.exec(arn)?.[1];
  if (!region) throw new Error(`${arn} is not the ARN of an ACM certificate (arn:aws:acm:<region>:<account>:certificate/<id>)`);
  return region;
}

/** The API's own domain on a stage with a domain: its name, and a certificate in the App stack's region. */
function apiOriginOf(read: ContextReader, siteDomain: string | undefined, certificateArn: string | undefined): StageConfig['apiOrigin'] {
  if (!siteDomain || !certificateArn) return undefined;
  const apiCertificateArn = text(read, 'apiCertificateArn') ?? certificateArn;
  certificateRegion(apiCertificateArn);
  return { domain: text(read, 'apiOriginDomain') ?? `api-origin.${siteDomain}`, certificateArn: apiCertificateArn };
}

/** The configuration of the stage named by `-c stage=...` (dev when none is named), with the context's overrides. */
export function stageConfig(read: ContextReader): StageConfig {
  const stage = text(read, 'stage') ?? 'dev';
  if (!STAGE_NAMES.includes(stage as StageName)) throw new Error(`Unknown stage '${stage}': use -c stage=${STAGE_NAMES.join('|')}`);
  const base = defaults[stage as StageName];
  const hostedZoneId = text(read, 'hostedZoneId');
  const siteDomain = text(read, 'siteDomain') ?? base.siteDomain;
  const alarmEmail = text(read, 'alarmEmail');
  const certificateArn = text(read, 'certificateArn');
  const config: StageConfig = {
    ...base,
    stage: stage as StageName,
    siteDomain,
    certificateArn,
    apiOrigin: apiOriginOf(read, siteDomain, certificateArn),
    monthlyBudgetUsd: dollars(read, 'monthlyBudget', base.monthlyBudgetUsd),
    hostedZone: hostedZoneId ? { id: hostedZoneId, name: text(read, 'hostedZoneName') ?? siteDomain ?? '' } : undefined,
    mailFrom: text(read, 'mailFrom') ?? base.mailFrom,
    supportEmail: text(read, 'supportEmail') ?? base.supportEmail,
    alarmEmail,
    alarms: flag(read, 'alarms', base.alarms || alarmEmail !== undefined),
    webFirewall: flag(read, 'webFirewall', base.webFirewall),
    sesSandbox: flag(read, 'sesSandbox', base.sesSandbox),
    cognitoEmailViaSes: flag(read, 'cognitoEmailViaSes', base.cognitoEmailViaSes),
    secretsRevision: text(read, 'secretsRevision') ?? base.secretsRevision,
    deployId: text(read, 'deployId'),
    reservedConcurrency: flag(read, 'reserveConcurrency', base.reservedConcurrency !== undefined) ? PAYMENT_PATH_CONCURRENCY : undefined,
  };
  if (config.siteDomain && !config.certificateArn) {
    throw new Error(
      `Stage ${stage} serves https://${config.siteDomain}: pass the ARN of its ACM certificate in us-east-1 with ` +
        `-c certificateArn=arn:aws:acm:us-east-1:<account>:certificate/<id> (README, "Deploying")`,
    );
  }
  if (config.hostedZone && !config.hostedZone.name) throw new Error('hostedZoneId needs hostedZoneName (or a siteDomain)');
  return config;
}

/** The domain of the sender address: the SES identity. */
export function senderDomain(config: Pick<StageConfig, 'mailFrom'>): string {
  const domain = config.mailFrom.split('@')[1];
  if (!domain) throw new Error(`mailFrom ${config.mailFrom} is not an e-mail address`);
  return domain;
}
