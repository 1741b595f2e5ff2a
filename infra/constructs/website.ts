import { existsSync } from 'node:fs';
import path from 'node:path';
import { Annotations, Duration, Validations } from 'aws-cdk-lib';
import type { RemovalPolicy } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { IOrigin } from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { ARecord, AaaaRecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { ORIGIN_VERIFY_HEADER } from '@herway/shared/origin-headers';
import { pageSecurityHeaders } from '@herway/shared/security-headers';
import { Construct } from 'constructs';
import { PRIVATE_BUCKET } from './access-logs';
import { WebFirewall } from './web-firewall';
import { acknowledgeBucketDeploymentHandler } from './bucket-deployment-findings';
import { sitePageKeys, stageSitePages } from './site-pages';
import { securityHeadersOf } from './security-headers-policy';
import { VIEWER_IP_CODE, spaRewriteCode } from './website-functions';
import { NOINDEX_PATH_PREFIXES, NOINDEX_ROBOTS } from '@herway/shared/route-shells';

export interface WebsiteProps {
  readonly stage: string;
  /** The content bucket's origin, which the CSP lets the admin's browser upload to. */
  readonly contentOrigin: string;
  readonly accessLogs: IBucket;
  readonly removalPolicy: RemovalPolicy;
  /** The built web app (web/dist); when it is missing the site's files are not deployed. */
  readonly webDist: string;
  /** The stage's support inbox, written into every page (./site-pages.ts). */
  readonly supportEmail: string;
  readonly domain?: { readonly name: string; readonly certificateArn: string; readonly hostedZone?: { readonly id: string; readonly name: string } };
  /** Pages answered 404 on this stage (StageConfig.hiddenPages). */
  readonly hiddenPages?: readonly string[];
  /** A WAF web ACL in front of the site (StageConfig.webFirewall). */
  readonly webFirewall: boolean;
}

/** The path pattern of the API on the site's origin. */
export const API_PATH_PATTERN = '/api/*';

/**
 * Every error status CloudFront would cache (10 s by default, whatever the origin's Cache-Control):
 * each has an error caching minimum TTL of 0 and no page of its own, so one family's 403 or 500
 * from `/api/*` is never served to another, and every answer passes as the origin gave it (the
 * pages' own 404s come from the viewer function, website-functions.ts).
 */
export const UNCACHED_ERROR_CODES = [400, 403, 404, 405, 414, 416, 500, 501, 502, 503, 504] as const;

/**
 * The site, on one origin as on the local stack: the built web app in a private bucket behind CloudFront
 * with origin access control, `/api/*` routed to the HTTP API on the same origin (never cached;
 * every viewer header but Host, every cookie and query string forwarded), the SPA fallback, and
 * one response-headers policy with HSTS and the CSP of shared/src/security-headers.ts.
 */
export class Website extends Construct {
  /** On a stage with a web firewall (StageConfig.webFirewall). */
  readonly firewall: WebFirewall | undefined;
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly responseHeadersPolicy: ResponseHeadersPolicy;
  /** `https://<domain>`: the site's origin (CSRF, CORS) and the base of every URL in the outputs. */
  readonly siteUrl: string;
  /**
   * The secret CloudFront sends the API in x-herway-origin-verify, as a dynamic reference: the
   * API's functions get it as ORIGIN_VERIFY_SECRET and refuse requests without it.
   */
  readonly originVerifySecret: string;

  constructor(scope: Construct, id: string, props: WebsiteProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      ...PRIVATE_BUCKET,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'web-bucket/',
      removalPolicy: props.removalPolicy,
    });

    this.responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `HerWay ${props.stage}: HSTS and the headers of shared/src/security-headers.ts`,
      ...securityHeadersOf(pageSecurityHeaders({ contentOrigin: props.contentOrigin })),
    });
    this.originVerifySecret = this.createOriginVerifySecret(props);

    this.firewall = props.webFirewall ? new WebFirewall(this, 'Firewall', { stage: props.stage }) : undefined;
    this.distribution = this.createDistribution(props);
    this.siteUrl = `https://${props.domain?.name ?? this.distribution.distributionDomainName}`;
    this.addDomainRecords(props.domain);

    this.deployWebApp(props.webDist, props.supportEmail);
    this.acknowledgeDistributionFindings(props.domain !== undefined);
  }

  /** The secret's dynamic reference: the template holds `{{resolve:secretsmanager:...}}`, never the value. */
  private createOriginVerifySecret(props: WebsiteProps): string {
    const originVerify = new Secret(this, 'OriginVerify', {
      description: `HerWay ${props.stage}: sent by CloudFront to the API (${ORIGIN_VERIFY_HEADER}) so requests around the site are refused`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: props.removalPolicy,
    });
    Validations.of(originVerify).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Not rotated automatically: CloudFront and every API function receive the value at deploy time, so a rotation outside a deploy would lock the site out of its API. It is a shared origin token (not a user credential); rotate it by replacing the secret and deploying.',
    });
    return originVerify.secretValue.unsafeUnwrap();
  }

  private createDistribution(props: WebsiteProps): Distribution {
    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment: 'Routes of the single-page app get index.html',
      code: FunctionCode.fromInline(spaRewriteCode(props.hiddenPages)),
      runtime: FunctionRuntime.JS_2_0,
    });
    const certificate = props.domain ? Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn) : undefined;
    const webOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket);
    const distribution = new Distribution(this, 'Distribution', {
      comment: `HerWay ${props.stage}`,
      ...(this.firewall ? { webAclId: this.firewall.aclArnIfDeployed } : {}),
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(props.domain && certificate ? { domainNames: [props.domain.name], certificate, minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021 } : {}),
      errorResponses: UNCACHED_ERROR_CODES.map((httpStatus) => ({ httpStatus, ttl: Duration.seconds(0) })),
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: { origin: webOrigin, ...this.pageBehavior(spaRewrite, this.responseHeadersPolicy) },
    });
    this.addUnlistedPages(distribution, webOrigin, spaRewrite, props);
    return distribution;
  }

  /** How the site's pages are served from the web bucket, with a response-headers policy. */
  private pageBehavior(spaRewrite: CloudFrontFunction, responseHeadersPolicy: ResponseHeadersPolicy) {
    return {
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy,
      functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      compress: true,
    };
  }

  /** A coach's /p/ page: served like every page, plus `X-Robots-Tag`, so no search engine indexes it. */
  private addUnlistedPages(distribution: Distribution, webOrigin: IOrigin, spaRewrite: CloudFrontFunction, props: WebsiteProps): void {
    const headers = securityHeadersOf({ ...pageSecurityHeaders({ contentOrigin: props.contentOrigin }), 'X-Robots-Tag': NOINDEX_ROBOTS });
    const unlisted = new ResponseHeadersPolicy(this, 'UnlistedPageHeaders', {
      comment: `HerWay ${props.stage}: the page headers plus X-Robots-Tag`,
      ...headers,
    });
    for (const prefix of NOINDEX_PATH_PREFIXES) distribution.addBehavior(`${prefix}*`, webOrigin, this.pageBehavior(spaRewrite, unlisted));
  }

  /** The site's A and AAAA alias records, when its domain's hosted zone is given. */
  private addDomainRecords(domain: WebsiteProps['domain']): void {
    if (!domain?.hostedZone) return;
    const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', { hostedZoneId: domain.hostedZone.id, zoneName: domain.hostedZone.name });
    const target = RecordTarget.fromAlias(new CloudFrontTarget(this.distribution));
    new ARecord(this, 'AliasA', { zone, recordName: domain.name, target });
    new AaaaRecord(this, 'AliasAaaa', { zone, recordName: domain.name, target });
  }

  private acknowledgeDistributionFindings(hasDomain: boolean): void {
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'HerWay serves families wherever they are; no law or contract restricts it to some countries.',
    });
    if (!this.firewall) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          "This stage runs without a WAF web ACL ($6 a month; stages.ts webFirewall): it holds test data and Stripe test keys only, and the API's own per-network and per-account limits (abuse-limits.ts) apply on it all the same.",
      });
    }
    if (!hasDomain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain this stage is served on the default *.cloudfront.net certificate, whose viewer TLS policy CloudFront fixes; with a domain and its certificate the distribution requires TLSv1.2_2021.',
      });
    }
  }

  /**
   * Routes `/api/*` to the HTTP API on the site's own origin: never cached, every viewer header but
   * Host (API Gateway routes by it), every cookie and query string forwarded, plus the
   * origin-verify secret and the viewer's address. Added after the API exists, because the API's
   * functions need the site's URL first.
   */
  routeApi(apiDomainName: string): void {
    const viewerIp = new CloudFrontFunction(this, 'ViewerIp', {
      comment: 'Tells the API the viewer address (API Gateway sees the edge)',
      code: FunctionCode.fromInline(VIEWER_IP_CODE),
      runtime: FunctionRuntime.JS_2_0,
    });
    this.distribution.addBehavior(
      API_PATH_PATTERN,
      new HttpOrigin(apiDomainName, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        customHeaders: { [ORIGIN_VERIFY_HEADER]: this.originVerifySecret },
      }),
      {
        functionAssociations: [{ function: viewerIp, eventType: FunctionEventType.VIEWER_REQUEST }],
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_ALL,
        cachePolicy: CachePolicy.CACHING_DISABLED,
        originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        responseHeadersPolicy: this.responseHeadersPolicy,
        compress: true,
      },
    );
  }

  /** Hashed assets first (kept a year, never pruned, so open pages keep working), then the rest, revalidated on every load. */
  private deployWebApp(webDist: string, supportEmail: string): void {
    if (!existsSync(path.join(webDist, 'index.html'))) {
      Annotations.of(this).addWarningV2(
        'herway:web-not-built',
        `${webDist} has no index.html: the web app is not part of this synth. Run \`npm run build:web\` first (\`npm run deploy\` does).`,
      );
      return;
    }
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(path.join(webDist, 'assets'))],
      destinationBucket: this.bucket,
      destinationKeyPrefix: 'assets/',
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 512,
    });
    const site = new BucketDeployment(this, 'DeploySite', {
      // The HTML files go as the stage's pages, with its support inbox; the rest as built.
      sources: [
        Source.asset(webDist, { exclude: ['assets', 'assets/**', ...sitePageKeys(webDist)] }),
        ...stageSitePages(webDist, supportEmail).map((page) => Source.data(page.key, page.html)),
      ],
      destinationBucket: this.bucket,
      exclude: ['assets/*'],
      cacheControl: [CacheControl.fromString('public, max-age=0, must-revalidate')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    site.node.addDependency(assets);
    acknowledgeBucketDeploymentHandler(site, this.bucket);
  }
}
