import { LOCAL_SUPPORT_EMAIL } from '@herway/shared/support-email';
import * as z from '@herway/shared/zod';

/** The Calendly signing key of the local stack (README), shared with its local scheduler; never used outside STAGE=local. */
export const LOCAL_CALENDLY_SIGNING_KEY = 'local-calendly-signing-key';

/**
 * The Stripe webhook secret of the local stack (README "Payments"): the local Stripe emulator
 * (infra/local/local-stripe.ts) signs its events with it. Never used outside STAGE=local.
 */
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_herway';

/** The key local booking links are sealed with; never used outside STAGE=local. */
export const LOCAL_BOOKING_LINK_KEY = 'local-herway-booking-link-key';

/** The key local payment links are signed with (`npm run payment-link`); never used outside STAGE=local. */
export const LOCAL_PAYMENT_LINK_KEY = 'local-herway-payment-link-key';

/** The fake secret key the local stack gives the handlers with STRIPE_API_BASE; the emulator accepts only it. */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local_herway';

/** Stages where STRIPE_API_BASE (a Stripe emulator instead of api.stripe.com) may be set. */
const EMULATED_STRIPE_STAGES = new Set(['local', 'test']);

/**
 * Every setting a handler reads, parsed once from the environment.
 * The *_ENDPOINT variables are set only by the local stack; in AWS the SDK finds the services itself.
 */
const nonEmpty = z.string().check(z.minLength(1));

const configSchema = z
  .object({
    STAGE: z._default(z.enum(['local', 'test', 'dev', 'prod']), 'local'),
    AWS_REGION: z._default(z.string(), 'us-east-1'),
    TABLE_NAME: z._default(nonEmpty, 'herway'),
    CONTENT_BUCKET: z._default(nonEmpty, 'herway-content'),
    EVENT_BUS_NAME: z._default(nonEmpty, 'herway'),
    USER_POOL_ID: z.optional(nonEmpty),
    USER_POOL_CLIENT_ID: z.optional(nonEmpty),
    /** The site's origin(s), comma-separated: state-changing requests must come from one of them. */
    SITE_ORIGIN: z._default(nonEmpty, 'http://localhost:3000'),
    /** The stage's support inbox (infra/lib/stages.ts): leads go to it and the e-mails name it. */
    SUPPORT_EMAIL: z._default(z.email(), LOCAL_SUPPORT_EMAIL),
    MAIL_FROM: z._default(z.email(), 'hello@herway.local'),
    /** The SES configuration set every send names (bounce and complaint events, suppression): docs/email.md. */
    SES_CONFIGURATION_SET: z.optional(nonEmpty),
    DYNAMODB_ENDPOINT: z.optional(z.url()),
    S3_ENDPOINT: z.optional(z.url()),
    /**
     * Local stack only: where a browser reaches S3 when that is not where the functions reach it (the
     * benchmark's HTTPS front). Presigned links are made for it; in AWS both are S3's own address.
     */
    S3_PUBLIC_ENDPOINT: z.optional(z.url()),
    SES_ENDPOINT: z.optional(z.url()),
    COGNITO_ENDPOINT: z.optional(z.url()),
    EVENTBRIDGE_ENDPOINT: z.optional(z.url()),
    /** The local Cognito's public keys (JSON), handed over by the local stack: its JWKS is served over http. */
    COGNITO_LOCAL_JWKS: z.optional(z.string()),
    /**
     * Calendly's webhook signing key (the `signing_key` of the webhook subscription). On the local
     * stack it is the fixed local secret the local scheduler signs with; elsewhere it must be set,
     * or the Calendly webhook refuses every delivery.
     */
    CALENDLY_WEBHOOK_SIGNING_KEY: z.optional(nonEmpty),
    /** A Calendly personal access token; with it (or the signing key) outside `local`, booking links go to Calendly. */
    CALENDLY_API_KEY: z.optional(nonEmpty),
    /** Stripe's secret API key (`sk_live_...`/`sk_test_...`); on the local stack, the emulator's fake key. */
    STRIPE_SECRET_KEY: z.optional(nonEmpty),
    /** The signing secret of the Stripe webhook endpoint (`whsec_...`); on `local` it defaults to the local secret. */
    STRIPE_WEBHOOK_SECRET: z.optional(nonEmpty),
    /**
     * The key payment links for the open-amount /checkout are signed with (payment-links.ts); in AWS
     * the `paymentLinkKey` field of the stage's Stripe secret. On `local` it defaults to a fixed key.
     */
    PAYMENT_LINK_KEY: z.optional(z.string().check(z.minLength(16))),
    /**
     * The key booking links seal her id with (booking-links.ts); in AWS the `bookingLinkKey` field of
     * the stage's Calendly secret. On `local` it defaults to a fixed key.
     */
    BOOKING_LINK_KEY: z.optional(z.string().check(z.minLength(16))),
    /** Local stack only: the base URL of the local Stripe emulator (`http://localhost:12111`). */
    STRIPE_API_BASE: z.optional(z.url()),
    /**
     * The secret CloudFront sends in x-herway-origin-verify on every `/api/*` request (a generated
     * Secrets Manager value, infra/constructs/website.ts). Set in AWS: requests without it, sent to
     * the HTTP API's own endpoint rather than through the site, are refused. Unset on the local stack.
     */
    ORIGIN_VERIFY_SECRET: z.optional(z.string().check(z.minLength(16))),
    /**
     * Local and test stages only: multiplies the per-network abuse limits (abuse-limits.ts). The
     * browser tests all come from 127.0.0.1, one "network" for a whole suite of families.
     */
    NETWORK_LIMIT_FACTOR: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 1),
    /** Automatic retries of a failed Stripe request (idempotency keys make them safe); 0 in tests. */
    STRIPE_MAX_NETWORK_RETRIES: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(5)), 1),
  })
  .check(
    z.refine((settings) => settings.NETWORK_LIMIT_FACTOR === 1 || EMULATED_STRIPE_STAGES.has(settings.STAGE), {
      message: 'NETWORK_LIMIT_FACTOR raises the abuse limits and is allowed only when STAGE is local or test',
      path: ['NETWORK_LIMIT_FACTOR'],
    }),
    z.refine((settings) => !settings.STRIPE_API_BASE || EMULATED_STRIPE_STAGES.has(settings.STAGE), {
      message: 'STRIPE_API_BASE points Stripe at an emulator and is allowed only when STAGE is local or test',
      path: ['STRIPE_API_BASE'],
    }),
  );

export type Config = z.infer<typeof configSchema>;

/**
 * What a deployed function must be given rather than fall back to the local stack's names (a
 * missing STAGE would otherwise mean `local`, with its public webhook secret and fixed keys).
 */
const REQUIRED_WHEN_DEPLOYED = ['STAGE', 'TABLE_NAME', 'CONTENT_BUCKET'] as const;
const DEPLOYED_STAGES = new Set(['dev', 'prod']);

/** In AWS Lambda (the runtime sets AWS_LAMBDA_FUNCTION_NAME), or told it is dev or prod. */
function isDeployed(environment: NodeJS.ProcessEnv): boolean {
  return Boolean(environment.AWS_LAMBDA_FUNCTION_NAME) || DEPLOYED_STAGES.has(environment.STAGE ?? '');
}

/** Fails closed: the problems of a deployed environment that the defaults would otherwise hide. */
function deployedProblems(environment: NodeJS.ProcessEnv): string[] {
  if (!isDeployed(environment)) return [];
  const missing = REQUIRED_WHEN_DEPLOYED.filter((name) => !environment[name]?.trim()).map((name) => `${name}: not set`);
  const stage = environment.STAGE;
  const localStage = stage && !DEPLOYED_STAGES.has(stage) ? [`STAGE: '${stage}' is for this machine only, never a deployed function`] : [];
  return [...missing, ...localStage];
}

let cached: Config | undefined;

export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

export function parseConfig(environment: NodeJS.ProcessEnv): Config {
  const result = configSchema.safeParse(environment);
  const problems = [
    ...deployedProblems(environment),
    ...(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
  ];
  if (problems.length > 0 || !result.success) throw new Error(`Invalid environment: ${problems.join('; ')}`);
  return result.data;
}

/**
 * In AWS Lambda the settings are read when the code loads, so a function deployed without them
 * stops at start (its INIT fails, every invocation errors) with one clear log line, instead of
 * serving requests against the local stack's names.
 */
export function checkConfigAtStart(environment: NodeJS.ProcessEnv = process.env): void {
  if (!environment.AWS_LAMBDA_FUNCTION_NAME) return;
  try {
    cached = parseConfig(environment);
  } catch (error) {
    const message = `HerWay cannot start ${environment.AWS_LAMBDA_FUNCTION_NAME}: ${(error as Error).message}`;
    console.error(JSON.stringify({ level: 'CRITICAL', service: 'herway', message }));
    throw error;
  }
}

checkConfigAtStart();

export function siteOrigins(settings: Config = config()): string[] {
  return settings.SITE_ORIGIN.split(',').map((origin) => origin.trim().replace(/\/$/, ''));
}

/** Cookies are Secure everywhere except on a plain-http localhost. */
export function cookiesAreSecure(settings: Config = config()): boolean {
  return !siteOrigins(settings).every((origin) => origin.startsWith('http://localhost') || origin.startsWith('http://127.0.0.1'));
}

/** The key Calendly deliveries are verified with: the configured one, or on `local` the fixed local key. */
export function calendlySigningKey(settings: Config = config()): string | undefined {
  return settings.CALENDLY_WEBHOOK_SIGNING_KEY ?? (settings.STAGE === 'local' ? LOCAL_CALENDLY_SIGNING_KEY : undefined);
}

/**
 * Whether booking links go to the real Calendly: always in AWS (the local scheduler exists only on
 * the local stack), and locally when a Calendly API key is configured (docs/architecture.md#the-local-stack). The local stack
 * always has a signing key: its own scheduler signs with it.
 */
export function usesRealCalendly(settings: Config = config()): boolean {
  return settings.STAGE !== 'local' || Boolean(settings.CALENDLY_API_KEY);
}

/** The secret Stripe deliveries are verified with: the configured one, or on `local` the fixed local secret. */
export function stripeWebhookSecret(settings: Config = config()): string | undefined {
  return settings.STRIPE_WEBHOOK_SECRET ?? (settings.STAGE === 'local' ? LOCAL_STRIPE_WEBHOOK_SECRET : undefined);
}

/** The payment-link signing key: the configured one, or on `local` the fixed local key. */
export function paymentLinkKey(settings: Config = config()): string | undefined {
  return settings.PAYMENT_LINK_KEY ?? (settings.STAGE === 'local' ? LOCAL_PAYMENT_LINK_KEY : undefined);
}

/** The booking-link key: the configured one, or on `local` the fixed local key. */
export function bookingLinkKey(settings: Config = config()): string | undefined {
  return settings.BOOKING_LINK_KEY ?? (settings.STAGE === 'local' ? LOCAL_BOOKING_LINK_KEY : undefined);
}
