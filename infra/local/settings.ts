import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_SUPPORT_EMAIL } from '@herway/shared/support-email';
import * as z from '@herway/shared/zod';
import { LOCAL_CALENDLY_SIGNING_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from '@herway/functions/kernel/config';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const port = (fallback: number) => z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(65535)), fallback);

/**
 * The local stack's settings, each overridable from the environment (README "Running locally").
 * Port 0 picks a free port (the tests use it).
 */
const localSettingsSchema = z.object({
  PORT: port(3000),
  HOST: z._default(z.string(), 'localhost'),
  DYNAMODB_PORT: port(8000),
  S3_PORT: port(4569),
  COGNITO_PORT: port(9229),
  SES_PORT: port(8005),
  EVENTS_PORT: port(4010),
  /** The local EventBridge Scheduler (the session reminders' one-time schedules). */
  SCHEDULER_PORT: port(4011),
  /** The local Stripe emulator's API (STRIPE_API_BASE of the handlers). */
  STRIPE_PORT: port(12111),
  HERWAY_DATA_DIR: z._default(z.string(), path.join(repoRoot, '.local')),
  ADMIN_EMAIL: z._default(z.email(), 'admin@herway.local'),
  ADMIN_PASSWORD: z._default(z.string().check(z.minLength(8)), 'HerWay-admin-2025'),
  TABLE_NAME: z._default(z.string(), 'herway'),
  CONTENT_BUCKET: z._default(z.string(), 'herway-content'),
  /** Also the address the site shows: `npm start` builds the web app with it (web/vite.config.ts). */
  SUPPORT_EMAIL: z._default(z.email(), LOCAL_SUPPORT_EMAIL),
  MAIL_FROM: z._default(z.email(), 'hello@herway.local'),
  /** More origins allowed to call the API, comma-separated (`npm run dev` adds Vite's). */
  EXTRA_ORIGINS: z.pipe(
    z._default(z.string(), ''),
    z.transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  ),
  /**
   * Where browsers reach the local S3 when not at its own address (the benchmark's HTTPS front):
   * presigned links and the pages' content-security policy name it.
   */
  S3_PUBLIC_URL: z.optional(z.url()),
  /** Multiplies the per-network abuse limits (the browser tests set 10: every test is one machine). */
  NETWORK_LIMIT_FACTOR: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 1),
  LOG_LEVEL: z._default(z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT']), 'WARN'),
  /** The key the local scheduler signs its Calendly deliveries with, and the webhook verifies. */
  CALENDLY_WEBHOOK_SIGNING_KEY: z._default(z.string().check(z.minLength(1)), LOCAL_CALENDLY_SIGNING_KEY),
  /**
   * A real Stripe test key (`sk_test_...`): the handlers then talk to Stripe itself instead of the
   * local Stripe, and STRIPE_WEBHOOK_SECRET must be the one `stripe listen` prints.
   */
  STRIPE_SECRET_KEY: z.optional(z.string().check(z.minLength(1))),
  /** The secret Stripe deliveries are signed with: the local Stripe's by default. */
  STRIPE_WEBHOOK_SECRET: z._default(z.string().check(z.minLength(1)), LOCAL_STRIPE_WEBHOOK_SECRET),
  /** How late the local Stripe's events reach the webhook, as Stripe's do (ms). */
  LOCAL_STRIPE_EVENT_DELAY_MS: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(60_000)), 1500),
  /** How late the local SES's bounces and complaints (the mailbox simulator's) reach the event bus, as SES's are late (ms). */
  LOCAL_SES_FEEDBACK_DELAY_MS: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(60_000)), 1000),
  /** How long a `processing` test card's payment takes to settle (ms). */
  LOCAL_STRIPE_PROCESSING_MS: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(600_000)), 4000),
});

export type LocalSettings = z.infer<typeof localSettingsSchema>;
/** Settings as the environment gives them (text), or as a caller overrides them: EXTRA_ORIGINS comma-separated. */
export type LocalSettingsInput = Partial<z.input<typeof localSettingsSchema>>;

export function localSettings(environment: NodeJS.ProcessEnv = process.env, overrides: LocalSettingsInput = {}): LocalSettings {
  const result = localSettingsSchema.safeParse({ ...environment, ...overrides });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid local settings: ${problems.join('; ')}`);
  }
  return result.data;
}

/**
 * Applies the settings the running `npm start` saved (`<data dir>/stack-env.json`) to this process,
 * for the commands that act on it (events:replay, payments:reconcile); exits with a message when
 * none is running. Answers the data folder.
 */
export function useRunningStackEnv(): string {
  const dataDir = path.resolve(localSettings().HERWAY_DATA_DIR);
  const envFile = path.join(dataDir, 'stack-env.json');
  if (!existsSync(envFile)) {
    console.error('No local stack settings found: start HerWay with `npm start` first.');
    process.exit(1);
  }
  Object.assign(process.env, JSON.parse(readFileSync(envFile, 'utf8')) as Record<string, string>);
  return dataDir;
}
