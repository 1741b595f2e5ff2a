import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { eventRules } from '@herway/events/catalog';
import { pageSecurityHeaders } from '@herway/shared/security-headers';
import { cognitoClient, s3Client } from '@herway/functions/kernel/aws-clients';
import { invokeConsumer } from './consumers';
import { enableInvocationScopes } from './invocation-scope';
import { startCognito, startDynamo, startS3, startSes } from './emulators';
import { freePort } from './free-port';
import type { Emulator } from './emulators';
import { startLocalEventBus } from './event-bus';
import type { LocalEventBus } from './event-bus';
import { invokeLocalJob, LOCAL_JOB_ROLE_ARN, localJobArn } from './local-jobs';
import { startLocalEventScheduler } from './local-event-scheduler';
import { handlerLoader, startGateway } from './gateway';
import { LOCAL_SCHEDULER_PATH, localScheduler } from './local-scheduler';
import { LOCAL_STRIPE_AUTHENTICATE_PATH, LOCAL_STRIPE_CONFIRM_PATH, startLocalStripe } from './local-stripe';
import type { LocalStripe } from './local-stripe';
import { LOCAL_STRIPE_SECRET_KEY } from '@herway/functions/kernel/config';
import { activeMentors } from '@herway/functions/bookings/mentor-directory';
import { addSampleRecords } from '@herway/functions/admin/sample-records';
import { seedAdmin, seedCognito, seedGroups, seedResources, seedTable } from './seed';
import { assertPoolKeepsAccounts } from './pool-guard';
import { localSettings, repoRoot } from './settings';
import type { LocalSettings, LocalSettingsInput } from './settings';

export interface LocalStack {
  settings: LocalSettings;
  /** `stripe` is the local Stripe's API, absent when a real STRIPE_SECRET_KEY is used. */
  urls: { site: string; dynamodb: string; s3: string; cognito: string; ses: string; events: string; scheduler: string; stripe?: string };
  /** The environment the handlers run with (also applied to this process). */
  env: Record<string, string>;
  /** Resolves when no event is being delivered to a consumer. */
  eventsIdle(): Promise<void>;
  stop(): Promise<void>;
}

export interface StartOptions {
  overrides?: LocalSettingsInput;
  /** Serve the built web app from web/dist (false for API-only integration tests). */
  serveWeb?: boolean;
  log?: (line: string) => void;
}

/** The handlers' whole environment, pointing every client at its stand-in. */
function handlerEnvironment(
  settings: LocalSettings,
  urls: { dynamodb: string; s3: string; ses: string; cognito: string; events: string; scheduler: string; stripe?: string },
  cognito: { userPoolId: string; clientId: string; jwks: string },
  origins: readonly string[],
): Record<string, string> {
  return {
    STAGE: 'local',
    AWS_REGION: 'us-east-1',
    // s3rver insists on this key id; the other emulators accept any credentials.
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    TABLE_NAME: settings.TABLE_NAME,
    CONTENT_BUCKET: settings.CONTENT_BUCKET,
    EVENT_BUS_NAME: 'herway',
    SITE_ORIGIN: origins.join(','),
    SUPPORT_EMAIL: settings.SUPPORT_EMAIL,
    MAIL_FROM: settings.MAIL_FROM,
    // The local SES publishes bounces and complaints only for mail sent through a configuration set, as SES does.
    SES_CONFIGURATION_SET: LOCAL_CONFIGURATION_SET,
    DYNAMODB_ENDPOINT: urls.dynamodb,
    S3_ENDPOINT: urls.s3,
    ...(settings.S3_PUBLIC_URL ? { S3_PUBLIC_ENDPOINT: settings.S3_PUBLIC_URL } : {}),
    SES_ENDPOINT: urls.ses,
    COGNITO_ENDPOINT: urls.cognito,
    EVENTBRIDGE_ENDPOINT: urls.events,
    SCHEDULER_ENDPOINT: urls.scheduler,
    SESSION_MESSAGE_TARGET_ARN: localJobArn('send-session-message'),
    SESSION_MESSAGE_ROLE_ARN: LOCAL_JOB_ROLE_ARN,
    USER_POOL_ID: cognito.userPoolId,
    USER_POOL_CLIENT_ID: cognito.clientId,
    COGNITO_LOCAL_JWKS: cognito.jwks,
    CALENDLY_WEBHOOK_SIGNING_KEY: settings.CALENDLY_WEBHOOK_SIGNING_KEY,
    STRIPE_SECRET_KEY: settings.STRIPE_SECRET_KEY ?? LOCAL_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: settings.STRIPE_WEBHOOK_SECRET,
    // The local Stripe runs in this process and never fails transiently: nothing to retry.
    ...(urls.stripe ? { STRIPE_API_BASE: urls.stripe, STRIPE_MAX_NETWORK_RETRIES: '0' } : {}),
    NETWORK_LIMIT_FACTOR: String(settings.NETWORK_LIMIT_FACTOR),
    POWERTOOLS_LOG_LEVEL: settings.LOG_LEVEL,
    POWERTOOLS_DEV: 'true',
    // Powertools turns metrics off in dev mode: the local stack prints them (EMF JSON lines) unless it is silent.
    POWERTOOLS_METRICS_DISABLED: settings.LOG_LEVEL === 'SILENT' ? 'true' : 'false',
  };
}

const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The configuration set the handlers name locally (in AWS, herway-<stage>: mail-sender.ts). */
export const LOCAL_CONFIGURATION_SET = 'herway-local';

type Track = <T extends Emulator>(emulator: T) => T;

/**
 * DynamoDB, SES, Cognito and S3, with the site's origin (S3's CORS rule needs it first). SES's
 * bounces and complaints go to the event bus, which starts later: `defaultBus` gets it then.
 */
async function startEmulators(settings: LocalSettings, dataDir: string, track: Track, defaultBus: () => LocalEventBus | undefined) {
  const host = settings.HOST;
  const publish: Parameters<typeof startSes>[0]['publish'] = async (event) => {
    const bus = defaultBus();
    if (!bus) throw new Error('the local event bus is not running');
    await bus.publishServiceEvent(event);
  };
  const [dynamo, ses, cognito] = await Promise.all([
    startDynamo({ dataDir, host, port: settings.DYNAMODB_PORT }).then(track),
    startSes({ dataDir, host, port: settings.SES_PORT, feedbackDelayMs: settings.LOCAL_SES_FEEDBACK_DELAY_MS, publish }).then(track),
    startCognito({ dataDir, host, port: settings.COGNITO_PORT }).then(track),
  ]);
  // The site's origin must be known before S3's CORS rule; with port 0 the gateway picks it later,
  // so reserve the port first.
  const sitePort = settings.PORT === 0 ? await freePort() : settings.PORT;
  const siteUrl = `http://${host}:${sitePort}`;
  const origins = [siteUrl, ...settings.EXTRA_ORIGINS];
  const s3 = track(await startS3({ dataDir, host, port: settings.S3_PORT, bucket: settings.CONTENT_BUCKET, allowedOrigins: origins }));
  return { dynamo, ses, cognito, s3, sitePort, siteUrl, origins };
}

/** The table and the user pool (refusing a pool that lost accounts), and the pool's ids and keys. */
async function seedStores(settings: LocalSettings, dataDir: string, dynamoUrl: string, cognitoUrl: string) {
  const dynamoAdmin = new DynamoDBClient({ region: 'us-east-1', credentials: LOCAL_CREDENTIALS, endpoint: dynamoUrl });
  await seedTable(dynamoAdmin, settings.TABLE_NAME);
  const cognitoAdmin = new CognitoIdentityProviderClient({ region: 'us-east-1', credentials: LOCAL_CREDENTIALS, endpoint: cognitoUrl });
  const cognitoIds = await seedCognito(cognitoAdmin, path.join(dataDir, 'cognito', 'herway-ids.json'));
  await seedGroups(cognitoAdmin, cognitoIds.userPoolId);
  await assertPoolKeepsAccounts(cognitoAdmin, cognitoIds.userPoolId, dynamoAdmin, settings.TABLE_NAME);
  const jwks = await (await fetch(`${cognitoUrl}/${cognitoIds.userPoolId}/.well-known/jwks.json`)).text();
  return { ...cognitoIds, jwks };
}

/** The stand-ins for EventBridge, EventBridge Scheduler and (without a real key) Stripe. */
async function startStandIns(settings: LocalSettings, dataDir: string, site: { siteUrl: string; origins: readonly string[] }, track: Track) {
  const host = settings.HOST;
  const events = track(
    await startLocalEventBus({
      port: settings.EVENTS_PORT,
      host,
      rules: eventRules,
      dlqDir: path.join(dataDir, 'event-dlq'),
      journalDir: path.join(dataDir, 'event-bus-pending'),
      invoke: invokeConsumer,
    }),
  );
  // Stands in for EventBridge Scheduler: the session reminders' one-time schedules.
  const scheduler = track(
    await startLocalEventScheduler({ port: settings.SCHEDULER_PORT, host, dataDir: path.join(dataDir, 'scheduler'), invoke: invokeLocalJob }),
  );
  // Stands in for Stripe unless a real key is given: the handlers' Stripe client is
  // pointed at it, and it signs its events with the local webhook secret.
  const stripe: LocalStripe | undefined = settings.STRIPE_SECRET_KEY
    ? undefined
    : track(
        await startLocalStripe({
          host,
          port: settings.STRIPE_PORT,
          dataDir: path.join(dataDir, 'stripe'),
          webhookUrl: `${site.siteUrl}/api/webhooks/stripe`,
          webhookSecret: settings.STRIPE_WEBHOOK_SECRET,
          allowedOrigins: site.origins,
          eventDelayMs: settings.LOCAL_STRIPE_EVENT_DELAY_MS,
          processingMs: settings.LOCAL_STRIPE_PROCESSING_MS,
        }),
      );
  return { events, scheduler, stripe };
}

/** The gateway: the web app, every handler of the route table, and the local Calendly and card pages. */
function startSite(
  settings: LocalSettings,
  options: StartOptions,
  site: { sitePort: number; siteUrl: string; s3Url: string; dataDir: string; stripe?: LocalStripe },
) {
  const { siteUrl, stripe } = site;
  return startGateway({
    port: site.sitePort,
    host: settings.HOST,
    loadHandler: handlerLoader(path.join(repoRoot, 'functions')),
    webDist: options.serveWeb === false ? undefined : path.join(repoRoot, 'web/dist'),
    pageHeaders: pageSecurityHeaders({ contentOrigin: site.s3Url }),
    localPages: {
      // Stands in for Calendly: the dashboard's booking links open it when no Calendly key is set.
      [LOCAL_SCHEDULER_PATH]: localScheduler({
        siteUrl,
        // Without the built app (`npm run dev`), the web app is the first extra origin (Vite's).
        appUrl: options.serveWeb === false ? (settings.EXTRA_ORIGINS[0] ?? siteUrl) : siteUrl,
        signingKey: settings.CALENDLY_WEBHOOK_SIGNING_KEY,
        mentors: () => activeMentors(),
        dataDir: path.join(site.dataDir, 'local-scheduler'),
      }),
      // The local card step: the web app confirms here when built without a Stripe publishable key.
      ...(stripe ? { [LOCAL_STRIPE_CONFIRM_PATH]: stripe.confirmPage, [LOCAL_STRIPE_AUTHENTICATE_PATH]: stripe.authenticatePage } : {}),
    },
    log: options.log ?? (() => undefined),
  });
}

/**
 * Starts HerWay on this machine: the emulators, the seeds, the local event bus and the gateway
 * that serves the web app and runs every handler of the route table (docs/architecture.md#the-local-stack).
 */
export async function startLocalStack(options: StartOptions = {}): Promise<LocalStack> {
  // The SDK's notice about Node 22 says nothing a local run can act on.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  // Before any AWS SDK call: concurrent handlers keep their log context apart (invocation-scope.ts).
  await enableInvocationScopes();
  const settings = localSettings(process.env, options.overrides);
  const dataDir = path.resolve(settings.HERWAY_DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const running: Emulator[] = [];
  const track: Track = (emulator) => {
    running.push(emulator);
    return emulator;
  };
  const stopAll = async () => {
    for (const emulator of running.reverse()) await emulator.close().catch(() => undefined);
  };
  try {
    const eventBus: { started?: LocalEventBus } = {};
    const { dynamo, ses, cognito, s3, sitePort, siteUrl, origins } = await startEmulators(settings, dataDir, track, () => eventBus.started);
    const pool = await seedStores(settings, dataDir, dynamo.url, cognito.url);
    const { events, scheduler, stripe } = await startStandIns(settings, dataDir, { siteUrl, origins }, track);
    eventBus.started = events;
    const urls = {
      dynamodb: dynamo.url,
      s3: s3.url,
      cognito: cognito.url,
      ses: ses.url,
      events: events.url,
      scheduler: scheduler.url,
      ...(stripe ? { stripe: stripe.url } : {}),
    };
    // The handlers' whole environment is set before any of them (or the seeds below, which use
    // the same adapters) reads it: their configuration and clients are made once per process.
    const env = handlerEnvironment(settings, urls, pool, origins);
    Object.assign(process.env, env);
    // For commands run beside the stack, such as `npm run events:replay`.
    writeFileSync(path.join(dataDir, 'stack-env.json'), `${JSON.stringify(env, null, 2)}\n`);
    await seedAdmin(cognitoClient(), pool.userPoolId, settings.ADMIN_EMAIL, settings.ADMIN_PASSWORD);
    // The sample codes and mentors, as the dev deploy's custom resource adds them.
    await addSampleRecords();
    await seedResources(s3Client(), settings.CONTENT_BUCKET);
    const gateway = track(
      await startSite(settings, options, { sitePort, siteUrl, s3Url: settings.S3_PUBLIC_URL ?? s3.url, dataDir, ...(stripe ? { stripe } : {}) }),
    );
    return { settings, urls: { site: gateway.url, ...urls }, env, eventsIdle: () => events.waitForIdle(), stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
