import path from 'node:path';
import { CfnOutput, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { EventRuleName } from '@herway/events/catalog';
import { routes } from '@herway/shared/routes';
import type { Construct } from 'constructs';
import { domainFunctions } from '../domains/access-map';
import type { Domain, JobName } from '../domains/domain';
import { handlerId } from '../lib/construct-ids';
import { repoRoot } from '../lib/lambda-entries';
import type { StageConfig } from '../lib/stages';
import { AccessLogs } from '../constructs/access-logs';
import { ContentStorage } from '../constructs/content-storage';
import { CostBudget } from '../constructs/cost-budget';
import { DomainStack } from '../constructs/domain-stack';
import type { AppResources } from '../constructs/domain-stack';
import { EventBuses } from '../constructs/event-buses';
import type { FunctionSettings } from '../constructs/herway-function';
import { HerwayHttpApi } from '../constructs/http-api';
import { Monitoring } from '../constructs/monitoring';
import { ProviderSecrets } from '../constructs/provider-secrets';
import { MentorLinksCheck } from '../constructs/mentor-links-check';
import { SeedData } from '../constructs/seed-data';
import type { RuleConsumer } from '../constructs/rule-consumer';
import type { ScheduledJob } from '../constructs/scheduled-job';
import { SessionScheduleGroup } from '../constructs/session-messages';
import type { SessionMessages } from '../constructs/session-messages';
import { Website } from '../constructs/website';
import type { MailResources } from '../constructs/bind-access';
import type { DataStack } from './data-stack';

export interface AppStackProps extends StackProps {
  readonly data: DataStack;
  /** The built web app; `web/dist` by default. */
  readonly webDist?: string;
}

type FunctionEnvironment = ReturnType<typeof functionEnvironment>;

/** What every domain's functions are given: their stage, environment, log settings and the app's resources. */
interface DomainSettings extends FunctionSettings {
  readonly resources: AppResources & { readonly mail: MailResources; readonly secrets: ProviderSecrets };
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
 * API, the event bus, each domain's Lambdas (a nested stack per domain, with their rules,
 * schedules and dead-letter queues), the alarms and the seeds. One stack, because the functions
 * need the site's URL (CSRF origin) and the site routes `/api/*` to the API.
 */
export class AppStack extends Stack {
  readonly website: Website;
  readonly content: ContentStorage;
  readonly api: HerwayHttpApi;
  readonly events: EventBuses;
  /** Each domain's Lambdas, in its nested stack (infra/domains/, domain-stack.ts). */
  readonly domains: ReadonlyMap<Domain, DomainStack>;
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
    const settings: DomainSettings = { stage: config.stage, environment, resources, ...logs };

    this.events = new EventBuses(this, 'Events', { stage: config.stage });
    this.domains = this.createDomains(config, settings, alarmAction);
    this.addHttpFunctions(config, settings);
    this.api = this.createApi(config);
    this.website.routeApi(this.api.domainName);

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

  /** A nested stack per domain that owns Lambdas, with its consumers, jobs and reminders (domain-stack.ts). */
  private createDomains(config: StageConfig, settings: DomainSettings, alarmAction: Monitoring['alarmAction']): Map<Domain, DomainStack> {
    // The reminders' group has a fixed name, so it keeps its place here (and its logical id) beside the bookings domain's stack.
    const sessionScheduleGroup = new SessionScheduleGroup(this, 'SessionMessages', settings).group;
    const consumerConcurrency = config.reservedConcurrency?.consumers;
    return new Map(
      domainFunctions.map((definition) => {
        const props = { ...settings, definition, buses: this.events, sessionScheduleGroup, alarmAction, consumerConcurrency };
        return [definition.domain, new DomainStack(this, `${handlerId(definition.domain)}Domain`, props)] as const;
      }),
    );
  }

  /** Once every domain's dead-letter queues and the reminders exist: the admins' attention page counts the first, booking cancellations unschedule the second. */
  private addHttpFunctions(config: StageConfig, settings: DomainSettings): void {
    const http = {
      environment: { ...settings.environment, ORIGIN_VERIFY_SECRET: this.website.originVerifySecret },
      resources: {
        ...settings.resources,
        bus: this.events.bus,
        sessionMessages: this.sessionMessages,
        deadLetterQueues: [...this.consumers].map(([rule, consumer]) => ({ rule, queue: consumer.deadLetterQueue })),
      },
      webhookConcurrency: config.reservedConcurrency?.webhooks,
    };
    for (const domain of this.domains.values()) domain.addHttpFunctions(http);
  }

  private createApi(config: StageConfig): HerwayHttpApi {
    return new HerwayHttpApi(this, 'Api', {
      stage: config.stage,
      functions: new Map([...this.domains.values()].flatMap((domain) => [...domain.httpFunctions])),
      throttle: config.apiThrottle,
      routeThrottles: config.routeThrottles,
      logRetention: config.logRetention,
      removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      ...(config.apiOrigin ? { originDomain: { ...config.apiOrigin, hostedZone: config.hostedZone } } : {}),
    });
  }

  /** Every event rule's consumer, by rule, from the domain that owns it. */
  get consumers(): ReadonlyMap<EventRuleName, RuleConsumer> {
    return new Map([...this.domains.values()].flatMap((domain) => [...domain.consumers]));
  }

  /** Every job run on a clock, from the domain that owns it. */
  get jobs(): ReadonlyMap<JobName, ScheduledJob> {
    return new Map([...this.domains.values()].flatMap((domain) => [...domain.jobs]));
  }

  /** The session reminders' job, in the bookings domain's stack (its schedule group is this stack's). */
  get sessionMessages(): SessionMessages {
    const reminders = [...this.domains.values()].flatMap((domain) => domain.sessionMessages ?? []);
    if (reminders.length !== 1) throw new Error(`Expected one domain with the session reminders' job, found ${reminders.length}`);
    return reminders[0] as SessionMessages;
  }

  private watchAlarms(): void {
    this.monitoring.watch({
      api: this.api.api,
      accessLogs: this.api.accessLogs,
      deadLetterQueues: [
        ...[...this.consumers].map(([name, consumer]) => ({ name, queue: consumer.deadLetterQueue })),
        ...[...this.jobs].map(([name, job]) => ({ name, queue: job.deadLetterQueue })),
        { name: 'session-messages', queue: this.sessionMessages.deadLetterQueue },
      ],
      otherAlarms: [...this.domains.values()].flatMap((domain) => domain.alarms),
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
    for (const [name, { consumer, deadLetterQueue }] of this.consumers) {
      const id = name.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());
      new CfnOutput(this, `DeadLetters${id}`, { value: deadLetterQueue.queueUrl, description: `Dead letters of the ${name} rule` });
      new CfnOutput(this, `Consumer${id}`, { value: consumer.function.functionName, description: `The consumer of the ${name} rule` });
    }
  }
}
