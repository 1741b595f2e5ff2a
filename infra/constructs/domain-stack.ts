import { NestedStack } from 'aws-cdk-lib';
import type { Alarm, IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import type { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { eventRules } from '@herway/events/catalog';
import type { EventRuleName } from '@herway/events/catalog';
import { routes } from '@herway/shared/routes';
import type { HandlerName, RouteDefinition } from '@herway/shared/routes';
import type { Construct } from 'constructs';
import { httpFunctionAccess } from '../domains/access-map';
import type { AnyDomainFunctions, Domain, JobDefinition, JobName } from '../domains/domain';
import type { LambdaAccess } from '../domains/lambda-access';
import { handlerId } from '../lib/construct-ids';
import { httpEntry } from '../lib/lambda-entries';
import { bindAccess } from './bind-access';
import type { BindableResources } from './bind-access';
import type { EventBuses } from './event-buses';
import { HTTP_TIMEOUT, HerwayFunction } from './herway-function';
import type { FunctionSettings } from './herway-function';
import { RuleConsumer } from './rule-consumer';
import { ScheduledJob } from './scheduled-job';
import { SessionMessages } from './session-messages';

/** The app's resources a domain's functions may be bound to, those of other domains aside. */
export type AppResources = Omit<BindableResources, 'bus' | 'deadLetterQueues' | 'sessionMessages'>;

export interface DomainStackProps extends FunctionSettings {
  /** The domain's functions and their access (infra/domains/<domain>.ts). */
  readonly definition: AnyDomainFunctions;
  readonly resources: AppResources;
  readonly buses: EventBuses;
  /** The group the session reminders' schedules are made in (the App stack's, session-messages.ts). */
  readonly sessionScheduleGroup: ScheduleGroup;
  /** The stage's alarm topic: each dead-letter queue gets an alarm that notifies it; none without (stages.ts `alarms`). */
  readonly alarmAction?: IAlarmAction;
  /** Concurrency reserved for each event consumer (stages.ts `reservedConcurrency`); none when undefined. */
  readonly consumerConcurrency?: number;
}

export interface DomainHttpProps {
  /** The HTTP functions' environment: every function's, and CloudFront's origin-verify secret. */
  readonly environment: Readonly<Record<string, string>>;
  /** Every resource an HTTP function may be bound to, other domains' dead-letter queues and reminders included. */
  readonly resources: BindableResources;
  /** Concurrency reserved for each webhook's function (stages.ts `reservedConcurrency`); none when undefined. */
  readonly webhookConcurrency?: number;
}

/**
 * One domain's Lambdas in a nested stack of their own (`<Domain>Domain`), each granted what its
 * domain's access names (infra/domains/<domain>.ts): its HTTP functions (the routes stay with the
 * API, http-api.ts), its event consumers with their rules and dead-letter queues, its jobs with
 * their schedules and dead-letter queues. A function brings about five resources and a stack holds
 * at most 500, so the App stack keeps none of them.
 *
 * The consumers and jobs are made with the stack. The HTTP functions are added once every domain
 * stack exists ({@link addHttpFunctions}), because an HTTP function may use another domain's:
 * the admins' attention page counts every rule's dead letters, a booking cancelled by an admin
 * unschedules its reminders.
 */
export class DomainStack extends NestedStack {
  readonly domain: Domain;
  readonly httpFunctions = new Map<HandlerName, HerwayFunction>();
  /** Its consumers, by the name of their rule. */
  readonly consumers = new Map<EventRuleName, RuleConsumer>();
  readonly jobs = new Map<JobName, ScheduledJob>();
  /** The session reminders' job, in the domain that owns it. */
  readonly sessionMessages: SessionMessages | undefined;
  private readonly definition: AnyDomainFunctions;
  private readonly settings: FunctionSettings;

  constructor(scope: Construct, id: string, props: DomainStackProps) {
    super(scope, id, { description: `HerWay ${props.stage}: the functions of the ${props.definition.domain} domain` });
    const { definition, stage, environment, logRetention, removalPolicy, alarmAction } = props;
    this.domain = definition.domain;
    this.definition = definition;
    this.settings = { stage, environment, logRetention, removalPolicy };
    const jobs: Readonly<Record<string, JobDefinition>> = definition.jobs ?? {};
    // First the reminders' job: the domain's consumers schedule through it.
    this.sessionMessages = this.addSessionMessages(jobs, props);
    const resources: BindableResources = { ...props.resources, bus: props.buses.bus, sessionMessages: this.sessionMessages };
    this.addConsumers(definition.consumers ?? {}, resources, props);
    for (const [name, job] of Object.entries(jobs)) {
      if (job.schedule === 'session-reminders') continue;
      const scheduled = { ...job, name: name as JobName, schedule: job.schedule };
      this.jobs.set(scheduled.name, new ScheduledJob(this, name, { ...this.settings, job: scheduled, resources, alarmAction }));
    }
  }

  /** The job the session reminders' schedules invoke, if the domain owns it. */
  private addSessionMessages(jobs: Readonly<Record<string, JobDefinition>>, props: DomainStackProps): SessionMessages | undefined {
    const [reminder, ...others] = Object.entries(jobs).filter(([, job]) => job.schedule === 'session-reminders');
    if (others.length > 0)
      throw new Error(`The ${this.domain} domain declares ${others.length + 1} jobs the reminders' schedules would invoke; they invoke one`);
    if (!reminder) return undefined;
    const [name, job] = reminder;
    const { sessionScheduleGroup: group, resources, alarmAction } = props;
    return new SessionMessages(this, name, { ...this.settings, job: { ...job, name: name as JobName }, group, resources, alarmAction });
  }

  /** For each rule of the event catalog whose consumer the domain lists: the consumer, its rule and its dead-letter queue. */
  private addConsumers(consumers: Readonly<Record<string, LambdaAccess>>, resources: BindableResources, props: DomainStackProps): void {
    const { buses, alarmAction, consumerConcurrency } = props;
    for (const rule of eventRules.filter((candidate) => candidate.consumer in consumers)) {
      const access = consumers[rule.consumer] as LambdaAccess;
      const consumer = new RuleConsumer(this, rule.name, {
        ...this.settings,
        rule,
        access,
        resources,
        buses,
        alarmAction,
        reservedConcurrency: consumerConcurrency,
      });
      this.consumers.set(rule.name, consumer);
    }
  }

  /** One function per handler of the domain's routes (a handler may serve several routes). */
  addHttpFunctions(props: DomainHttpProps): void {
    const access: Readonly<Record<string, LambdaAccess>> = this.definition.routes ?? {};
    for (const route of routes) {
      if (!(route.handler in access) || this.httpFunctions.has(route.handler)) continue;
      const fn = new HerwayFunction(this, handlerId(route.handler), {
        ...this.settings,
        entry: httpEntry(route.handler),
        description: `HerWay ${this.settings.stage}: ${route.method} ${route.path} (${route.handler}, ${route.auth})`,
        environment: props.environment,
        timeout: HTTP_TIMEOUT,
        reservedConcurrency: (route as RouteDefinition).webhook ? props.webhookConcurrency : undefined,
      });
      bindAccess(fn, httpFunctionAccess(route, access[route.handler] as LambdaAccess), props.resources);
      this.httpFunctions.set(route.handler, fn);
    }
  }

  /** The dead-letter alarms of its consumers and jobs (on a stage with alarms), for the dashboard. */
  get alarms(): Alarm[] {
    return [...this.consumers.values(), ...this.jobs.values()]
      .map((owner) => owner.alarm)
      .concat(this.sessionMessages?.failedAlarm)
      .filter((alarm): alarm is Alarm => alarm !== undefined);
  }
}
