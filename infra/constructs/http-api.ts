import { Aws, CfnOutput, CfnRule, Fn, NestedStack, Stack, Validations } from 'aws-cdk-lib';
import type { RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  ApiMapping,
  DomainName,
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpStage,
  LogGroupLogDestination,
  PayloadFormatVersion,
  SecurityPolicy,
} from 'aws-cdk-lib/aws-apigatewayv2';
import type { CfnStage, HttpRoute } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { ApiGatewayv2DomainProperties } from 'aws-cdk-lib/aws-route53-targets';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { routes } from '@herway/shared/routes';
import type { HandlerName, Route, RouteDefinition } from '@herway/shared/routes';
import { Construct } from 'constructs';
import { routeThrottleSettings } from '../lib/api-throttles';
import { httpFunctionAccess } from '../domains/access-map';
import { httpEntry } from '../lib/lambda-entries';
import { certificateRegion } from '../lib/stages';
import type { StageConfig, Throttle } from '../lib/stages';
import { bindAccess } from './bind-access';
import type { BindableResources } from './bind-access';
import { HTTP_TIMEOUT, HerwayFunction } from './herway-function';

export interface HttpApiProps {
  readonly stage: string;
  /** Every function's environment: stage, user pool and client ids, site origins, e-mail settings. */
  readonly environment: Readonly<Record<string, string>>;
  readonly resources: BindableResources;
  /** Every route's default throttle. */
  readonly throttle: Throttle;
  /** The throttles of the routes that have their own (api-throttles.ts). */
  readonly routeThrottles: StageConfig['routeThrottles'];
  /** Concurrency reserved for each webhook's function (stages.ts `reservedConcurrency`); none when undefined. */
  readonly webhookConcurrency?: number;
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
  /**
   * The API's own domain, CloudFront's origin (a stage with a domain, StageConfig.apiOrigin): the
   * API then answers there only, its execute-api endpoint off. Its DNS record is made in the
   * hosted zone when one is given, else named in the `ApiOriginDnsRecord` output.
   */
  readonly originDomain?: NonNullable<StageConfig['apiOrigin']> & { readonly hostedZone?: StageConfig['hostedZone'] };
}

/** `accounts/login-user` → `AuthLoginUser`: a construct id per handler. */
export function handlerId(handler: string): string {
  return handler
    .split(/[/-]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/**
 * The HTTP API (payload 2.0): one route and one Lambda per route-table entry
 * (shared/src/routes.ts), each function granted only what its domain's access names (infra/domains/). No API Gateway
 * authorizer: sessions are httpOnly cookies, which a JWT authorizer cannot read, and each
 * handler's middy stack enforces its route's auth level (public, athlete, admin) itself, as it
 * does on the local stack. Access logs in JSON; a stage-wide throttle.
 */
export class HerwayHttpApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  /** One JSON line per request (its route and status too): the dashboard counts errors by route from it. */
  readonly accessLogs: LogGroup;
  readonly functions = new Map<HandlerName, HerwayFunction>();
  /**
   * The functions of each area of the route table (`admin`, `auth`, `payments`...) live in a nested
   * stack of their own: a function with its role, policy, log group and invoke permission is five
   * resources, and one stack holds at most 500 (the routes and integrations stay in this one).
   */
  readonly functionStacks = new Map<string, NestedStack>();
  private readonly routesByKey = new Map<string, HttpRoute>();
  /** The custom domain CloudFront reaches the API on, on a stage with a domain. */
  readonly originDomain: DomainName | undefined;

  constructor(scope: Construct, id: string, props: HttpApiProps) {
    super(scope, id);
    this.api = new HttpApi(this, 'Api', {
      apiName: `herway-${props.stage}`,
      description: `HerWay ${props.stage}: every route of shared/src/routes.ts`,
      createDefaultStage: false,
      // With a domain of its own, the API answers only there: nothing reaches it around CloudFront and its WAF.
      disableExecuteApiEndpoint: props.originDomain !== undefined,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.logRetention, removalPolicy: props.removalPolicy });
    this.accessLogs = accessLogs;
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            userAgent: '$context.identity.userAgent',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });

    for (const route of routes) this.addRoute(route, props);
    this.throttleRoutes(props.routeThrottles);
    this.originDomain = props.originDomain ? this.addOriginDomain(props.originDomain) : undefined;

    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        "Authorization is enforced in every handler by its middy stack from the route table (public / athlete / admin, 401 or 403): sessions are httpOnly cookies, which an API Gateway JWT authorizer cannot read; the two webhooks are public and verify their providers' signatures instead.",
    });
  }

  private addRoute(route: Route, props: HttpApiProps): void {
    const id = handlerId(route.handler);
    let fn = this.functions.get(route.handler);
    if (!fn) {
      fn = new HerwayFunction(this.functionStack(route.handler, props.stage), id, {
        entry: httpEntry(route.handler),
        description: `HerWay ${props.stage}: ${route.method} ${route.path} (${route.handler}, ${route.auth})`,
        environment: props.environment,
        logRetention: props.logRetention,
        removalPolicy: props.removalPolicy,
        timeout: HTTP_TIMEOUT,
        reservedConcurrency: (route as RouteDefinition).webhook ? props.webhookConcurrency : undefined,
      });
      bindAccess(fn, httpFunctionAccess(route), props.resources);
      this.functions.set(route.handler, fn);
    }
    const added = this.api.addRoutes({
      path: route.path,
      methods: [HttpMethod[route.method]],
      integration: new HttpLambdaIntegration(`${id}-${route.method}`, fn.function, { payloadFormatVersion: PayloadFormatVersion.VERSION_2_0 }),
      authorizer: new HttpNoneAuthorizer(),
    });
    for (const httpRoute of added) this.routesByKey.set(`${route.method} ${route.path}`, httpRoute);
  }

  /** Route settings name their routes by key, so the stage waits for those routes to exist. */
  private throttleRoutes(throttles: StageConfig['routeThrottles']): void {
    const settings = routeThrottleSettings(routes, throttles);
    const stage = this.stage.node.defaultChild as CfnStage;
    stage.routeSettings = settings;
    for (const routeKey of Object.keys(settings)) {
      const route = this.routesByKey.get(routeKey);
      if (!route) throw new Error(`No route ${routeKey} to throttle`);
      stage.node.addDependency(route);
    }
  }

  private functionStack(handler: HandlerName, stage: string): NestedStack {
    const area = handler.split('/')[0] ?? handler;
    let stack = this.functionStacks.get(area);
    if (!stack) {
      stack = new NestedStack(this, `${handlerId(area)}Functions`, { description: `HerWay ${stage}: the ${area} functions of the HTTP API` });
      this.functionStacks.set(area, stack);
    }
    return stack;
  }

  /**
   * The regional custom domain, mapped to the `$default` stage, with its DNS record. A deploy to a
   * region the certificate is not in stops before any change (the template's rule says why).
   */
  private addOriginDomain(origin: NonNullable<HttpApiProps['originDomain']>): DomainName {
    const region = certificateRegion(origin.certificateArn);
    new CfnRule(this, 'CertificateRegion', {
      assertions: [
        {
          assert: Fn.conditionEquals(Aws.REGION, region),
          assertDescription: `The API's origin domain ${origin.domain} needs a certificate in the App stack's region; ${origin.certificateArn} is in ${region}. Pass one with -c apiCertificateArn=arn:aws:acm:<this region>:... (README, "Deploying").`,
        },
      ],
    });
    const domain = new DomainName(this, 'OriginDomain', {
      domainName: origin.domain,
      certificate: Certificate.fromCertificateArn(this, 'OriginCertificate', origin.certificateArn),
      securityPolicy: SecurityPolicy.TLS_1_2,
    });
    new ApiMapping(this, 'OriginMapping', { api: this.api, domainName: domain, stage: this.stage });
    if (origin.hostedZone) {
      const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', { hostedZoneId: origin.hostedZone.id, zoneName: origin.hostedZone.name });
      const target = RecordTarget.fromAlias(new ApiGatewayv2DomainProperties(domain.regionalDomainName, domain.regionalHostedZoneId));
      new ARecord(this, 'OriginAlias', { zone, recordName: origin.domain, target });
    } else {
      new CfnOutput(Stack.of(this), 'ApiOriginDnsRecord', {
        value: `${origin.domain} CNAME ${domain.regionalDomainName}`,
        description: "Add this record at the domain's DNS host: CloudFront reaches the API through it",
      });
    }
    return domain;
  }

  /** The host CloudFront sends `/api/*` to: the API's own domain, or (a stage without a domain) its execute-api host. */
  get domainName(): string {
    if (this.originDomain) return this.originDomain.name;
    const stack = Stack.of(this);
    return `${this.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }
}
