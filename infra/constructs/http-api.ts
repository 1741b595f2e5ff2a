import { Aws, CfnOutput, CfnRule, Fn, Stack, Validations } from 'aws-cdk-lib';
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
import type { HandlerName, Route } from '@herway/shared/routes';
import { Construct } from 'constructs';
import { routeThrottleSettings } from '../lib/api-throttles';
import { handlerId } from '../lib/construct-ids';
import { certificateRegion } from '../lib/stages';
import type { StageConfig, Throttle } from '../lib/stages';
import type { HerwayFunction } from './herway-function';

export interface HttpApiProps {
  readonly stage: string;
  /** The function of each handler of the route table, made by its domain (domain-stack.ts). */
  readonly functions: ReadonlyMap<HandlerName, HerwayFunction>;
  /** Every route's default throttle. */
  readonly throttle: Throttle;
  /** The throttles of the routes that have their own (api-throttles.ts). */
  readonly routeThrottles: StageConfig['routeThrottles'];
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
  /**
   * The API's own domain, CloudFront's origin (a stage with a domain, StageConfig.apiOrigin): the
   * API then answers there only, its execute-api endpoint off. Its DNS record is made in the
   * hosted zone when one is given, else named in the `ApiOriginDnsRecord` output.
   */
  readonly originDomain?: NonNullable<StageConfig['apiOrigin']> & { readonly hostedZone?: StageConfig['hostedZone'] };
}

/**
 * The HTTP API (payload 2.0): one route per route-table entry (shared/src/routes.ts), each
 * integrating its handler's function, which its domain's stack makes and grants what its domain's
 * access names (domain-stack.ts, infra/domains/). No API Gateway
 * authorizer: sessions are httpOnly cookies, which a JWT authorizer cannot read, and each
 * handler's middy stack enforces its route's auth level (public, athlete, admin) itself, as it
 * does on the local stack. Access logs in JSON; a stage-wide throttle.
 */
export class HerwayHttpApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  /** One JSON line per request (its route and status too): the dashboard counts errors by route from it. */
  readonly accessLogs: LogGroup;
  /** The function each handler's routes integrate (in its domain's nested stack). */
  readonly functions: ReadonlyMap<HandlerName, HerwayFunction>;
  private readonly routesByKey = new Map<string, HttpRoute>();
  /** The custom domain CloudFront reaches the API on, on a stage with a domain. */
  readonly originDomain: DomainName | undefined;

  constructor(scope: Construct, id: string, props: HttpApiProps) {
    super(scope, id);
    this.functions = props.functions;
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

    for (const route of routes) this.addRoute(route);
    this.throttleRoutes(props.routeThrottles);
    this.originDomain = props.originDomain ? this.addOriginDomain(props.originDomain) : undefined;

    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        "Authorization is enforced in every handler by its middy stack from the route table (public / athlete / admin, 401 or 403): sessions are httpOnly cookies, which an API Gateway JWT authorizer cannot read; the two webhooks are public and verify their providers' signatures instead.",
    });
  }

  private addRoute(route: Route): void {
    const fn = this.functions.get(route.handler);
    if (!fn) throw new Error(`No function for ${route.handler}: its domain's stack makes one per handler it lists (infra/domains/)`);
    const id = handlerId(route.handler);
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
