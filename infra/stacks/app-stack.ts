import path from 'node:path';
import { CfnOutput, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import { routes } from '@herway/shared/routes';
import type { Construct } from 'constructs';
import { repoRoot } from '../lib/lambda-entries';
import type { StageConfig } from '../lib/stages';
import { AccessLogs } from '../constructs/access-logs';
import { ContentStorage } from '../constructs/content-storage';
import { CostBudget } from '../constructs/cost-budget';
import { EventRouting } from '../constructs/event-routing';
import { HerwayHttpApi } from '../constructs/http-api';
import { Monitoring } from '../constructs/monitoring';
import { ProviderSecrets } from '../constructs/provider-secrets';
import { ScheduledJobs } from '../constructs/scheduled-jobs';
import { MentorLinksCheck } from '../constructs/mentor-links-check';
import { SeedData } from '../constructs/seed-data';
import { SessionMessages } from '../constructs/session-messages';
import { Website } from '../constructs/website';
import type { MailResources } from '../constructs/bind-access';
import type { DataStack } from './data-stack';

export interface AppStackProps extends StackProps {
  readonly data: DataStack;
  /** The built web app; `web/dist` by default. */
  readonly webDist?: string;
}

type FunctionEnvironment = ReturnType<typeof functionEnvironment>;

/** What every function of the stack is given: its stage, environment, resources and log settings. */
interface FunctionSettings {
  readonly stage: StageConfig['stage'];
  readonly environment: FunctionEnvironment;
  readonly resources: {
    readonly table: DataStack['data']['table'];
    readonly contentBucket: ContentStorage['bucket'];
    readonly userPool: DataStack['users']['userPool'];
    readonly mail: MailResources;
    readonly secrets: ProviderSecrets;
  };
  readonly logRetention: StageConfig['logRetention'];
  readonly removalPolicy: RemovalPolicy;
}

/** Every function gets its stage, table and bucket, so none can fall back to the local stack's names (config.ts refuses to start without them). */
function functionEnvironment(config: StageConfig, data: DataStack, siteOrigin: string, contentBucket: ContentStorage['bucket']) {
  return {
    STAGE: config.stage,
    TABLE_NAME: data.data.table.tableName,
    CONTENT_BUCKET: contentBucket.bucketName,
    SITE_ORIGIN: siteOrigin,
    USER_POOL_ID: data.users.userPool.userPoolId,
    USER_POOL_CLIENT_ID: data.users.client.userPoolClientId,
    SUPPORT_EMAIL: config.supportEmail,
    MAIL_FROM: config.mailFrom,
    POWERTOOLS_LOG_LEVEL: config.logLevel,
  };
}

/**
 * Everything that serves requests: the site (CloudFront, web bucket), the content bucket, the HTTP
 * API and its functions, the event bus with its rules and consumers, and the seeds. One stack,
 * because the functions need the site's URL (CSRF origin) and the site routes `/api/*` to the API.
 */
export class AppStack extends Stack {
  readonly website: Website;
  readonly content: ContentStorage;
  readonly api: HerwayHttpApi;
  readonly events: EventRouting;
  readonly jobs: ScheduledJobs;
  readonly sessionMessages: SessionMessages;
  readonly accessLogs: AccessLogs;
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, config: StageConfig, props: AppStackProps) {
    super(scope, id, { description: `HerWay ${config.stage}: site, API, events, content`, ...props });
    const { data } = props;
    const removalPolicy = config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const logs = { logRetention: config.logRetention, removalPolicy };

    this.accessLogs = new AccessLogs(this, 'AccessLogs', { removalPolicy, expiration: Duration.days(config.retainData ? 365 : 30) });
    this.website = this.createWebsite(config, props, removalPolicy);
    const siteOrigin = this.website.siteUrl;
    this.content = new ContentStorage(this, 'Content', {
      removalPolicy,
      accessLogs: this.accessLogs.bucket,
      siteOrigins: [siteOrigin],
      versioned: config.retainData,
    });
    const secrets = new ProviderSecrets(this, 'Secrets', { names: config.secretNames, revision: config.secretsRevision });

    // The alarm topic first: every construct's alarms notify it (docs/observability.md).
    this.monitoring = new Monitoring(this, 'Monitoring', {
      stage: config.stage,
      alarms: config.alarms,
      ...(config.alarmEmail ? { alarmEmail: config.alarmEmail } : {}),
    });
    const { alarmAction } = this.monitoring;
    if (config.monthlyBudgetUsd) new CostBudget(this, 'Budget', { stage: config.stage, monthlyUsd: config.monthlyBudgetUsd, topic: this.monitoring.topic });

    const environment = functionEnvironment(config, data, siteOrigin, this.content.bucket);
    const resources = {
      table: data.data.table,
      contentBucket: this.content.bucket,
      userPool: data.users.userPool,
      mail: {
        identityArns: data.mail.sendIdentityArns,
        configurationSet: { name: data.mail.configurationSetName, arn: data.mail.configurationSetArn },
      },
      secrets,
    };
    const functions: FunctionSettings = { stage: config.stage, environment, resources, ...logs };

    this.sessionMessages = new SessionMessages(this, 'SessionMessages', { ...functions, alarmAction });
    this.events = new EventRouting(this, 'Events', {
      ...functions,
      resources: { ...resources, sessionMessages: this.sessionMessages },
      alarmAction,
      consumerConcurrency: config.reservedConcurrency?.consumers,
    });
    this.api = this.createApi(config, functions);
    this.website.routeApi(this.api.domainName);
    this.jobs = new ScheduledJobs(this, 'Jobs', { ...functions, resources: { ...resources, bus: this.events.bus }, alarmAction });

    this.watchAlarms();
    this.addHelperFunctions(config, data, environment, logs);
    this.addOutputs(siteOrigin);
  }

  private createWebsite(config: StageConfig, props: AppStackProps, removalPolicy: RemovalPolicy): Website {
    // Presigned URLs are path-style (functions/src/kernel/aws-clients.ts): the browser uploads to S3's regional endpoint.
    const contentOrigin = `https://s3.${this.region}.${this.urlSuffix}`;
    return new Website(this, 'Web', {
      stage: config.stage,
      contentOrigin,
      accessLogs: this.accessLogs.bucket,
      removalPolicy,
      webDist: props.webDist ?? path.join(repoRoot, 'web/dist'),
      hiddenPages: config.hiddenPages,
      webFirewall: config.webFirewall,
      supportEmail: config.supportEmail,
      ...(config.siteDomain && config.certificateArn
        ? { domain: { name: config.siteDomain, certificateArn: config.certificateArn, hostedZone: config.hostedZone } }
        : {}),
    });
  }

  private createApi(config: StageConfig, functions: FunctionSettings): HerwayHttpApi {
    const { environment, resources } = functions;
    return new HerwayHttpApi(this, 'Api', {
      ...functions,
      environment: { ...environment, ORIGIN_VERIFY_SECRET: this.website.originVerifySecret },
      // The admins' booking cancellation unschedules its reminders; their attention page counts dead letters.
      resources: {
        ...resources,
        bus: this.events.bus,
        sessionMessages: this.sessionMessages,
        deadLetterQueues: [...this.events.routes].map(([rule, route]) => ({ rule, queue: route.deadLetterQueue })),
      },
      throttle: config.apiThrottle,
      routeThrottles: config.routeThrottles,
      webhookConcurrency: config.reservedConcurrency?.webhooks,
      ...(config.apiOrigin ? { originDomain: { ...config.apiOrigin, hostedZone: config.hostedZone } } : {}),
    });
  }

  private watchAlarms(): void {
    this.monitoring.watch({
      api: this.api.api,
      accessLogs: this.api.accessLogs,
      deadLetterQueues: [
        ...[...this.events.routes].map(([name, route]) => ({ name, queue: route.deadLetterQueue })),
        ...[...this.jobs.jobs].map(([name, job]) => ({ name, queue: job.deadLetterQueue })),
        { name: 'session-messages', queue: this.sessionMessages.deadLetterQueue },
      ],
      otherAlarms: [...this.events.alarms, ...this.jobs.alarms, ...(this.sessionMessages.failedAlarm ? [this.sessionMessages.failedAlarm] : [])],
    });
  }

  /** The mentor links check (when the stage asks for it) and the seeds. */
  private addHelperFunctions(
    config: StageConfig,
    data: DataStack,
    environment: FunctionEnvironment,
    logs: { logRetention: StageConfig['logRetention']; removalPolicy: RemovalPolicy },
  ): void {
    if (config.checkMentorLinks) {
      new MentorLinksCheck(this, 'MentorLinksCheck', {
        stage: config.stage,
        table: data.data.table,
        environment,
        deployId: config.deployId,
        ...logs,
      });
    }
    new SeedData(this, 'Seed', {
      stage: config.stage,
      sampleDiscountCodes: config.sampleDiscountCodes,
      table: data.data.table,
      contentBucket: this.content.bucket,
      environment,
      ...logs,
    });
  }

  private addOutputs(siteOrigin: string): void {
    new CfnOutput(this, 'SiteUrl', { value: siteOrigin });
    new CfnOutput(this, 'ApiUrl', { value: `${siteOrigin}/api`, description: 'The API, on the site origin' });
    new CfnOutput(this, 'HttpApiEndpoint', {
      value: this.api.originDomain ? `https://${this.api.domainName}` : this.api.api.apiEndpoint,
      description: this.api.originDomain
        ? "The HTTP API's own domain, CloudFront's origin (its execute-api endpoint is off); it refuses requests that did not come through CloudFront"
        : 'The HTTP API itself: it refuses requests that did not come through CloudFront',
    });
    for (const route of routes.filter((candidate) => 'webhook' in candidate && candidate.webhook)) {
      const provider = route.path.split('/').at(-1) ?? route.handler;
      new CfnOutput(this, `${provider.charAt(0).toUpperCase()}${provider.slice(1)}WebhookUrl`, {
        value: `${siteOrigin}${route.path}`,
        description: `Register with ${provider} as the webhook endpoint (${route.method})`,
      });
    }
    new CfnOutput(this, 'DistributionId', { value: this.website.distribution.distributionId });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.website.distribution.distributionDomainName,
      description: "What the site's domain points at without a hosted zone: an ALIAS/ANAME or flattened CNAME at the apex, a CNAME on a subdomain",
    });
    new CfnOutput(this, 'ContentBucketName', { value: this.content.bucket.bucketName });
    new CfnOutput(this, 'EventBusName', { value: this.events.bus.eventBusName });
    new CfnOutput(this, 'AlarmTopicArn', {
      value: this.monitoring.topic.topicArn,
      description: 'Every alarm of the stage notifies it (docs/observability.md)',
    });
    for (const [name, { consumer, deadLetterQueue }] of this.events.routes) {
      const id = name.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());
      new CfnOutput(this, `DeadLetters${id}`, { value: deadLetterQueue.queueUrl, description: `Dead letters of the ${name} rule` });
      new CfnOutput(this, `Consumer${id}`, { value: consumer.function.functionName, description: `The consumer of the ${name} rule` });
    }
  }
}
