import { Aws, CfnCondition, Fn } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/**
 * The site's WAF web ACL (CloudFront scope): one rate-based rule that counts each client address's
 * requests to each API path, so a flood of guesses or card tests on one endpoint is stopped at the
 * edge before any Lambda runs. The application's own limits (functions/src/accounts/abuse-limits.ts)
 * are the second line: they catch the slow, targeted kind per network and per account.
 *
 * One rule, not one per endpoint: every rule costs $1 a month, and aggregating on the address and
 * the path gives each endpoint its own count under a single limit. No AWS managed rule groups:
 * the known-bad-inputs set guards against attacks this stack has no surface for (Java, Log4j,
 * PHP, a host-header trick; every body here is JSON checked by zod), and the IP reputation list
 * does not stop credential stuffing from residential proxies, which the per-account limits do
 * (docs/cost.md, "Decisions").
 *
 * A CloudFront web ACL can only be created in us-east-1. Deployed there, the ACL exists and the
 * distribution uses it; in any other region the condition leaves both out (the in-app limits
 * still hold) rather than failing the deploy.
 */

/** Requests per client address to one API path in any 5 minutes: a family never comes near it, a script does. */
export const API_PATH_RATE_LIMIT = 100;

/** Paths the rule counts: the API, less Stripe's and Calendly's signed webhooks (a few senders, their own route throttle). */
export const RATE_LIMITED_PREFIX = '/api/';
export const RATE_EXEMPT_PREFIX = '/api/webhooks/';

/** What a client over the rate rule receives: the API's own JSON shape and a Retry-After. */
export const RATE_LIMITED_BODY = JSON.stringify({ message: 'Too many requests from your network. Please wait a few minutes and try again.' });

export class WebFirewall extends Construct {
  readonly acl: CfnWebACL;
  /** Where CloudFront web ACLs can exist: us-east-1. */
  readonly inUsEast1: CfnCondition;

  constructor(scope: Construct, id: string, props: { stage: string }) {
    super(scope, id);
    this.inUsEast1 = new CfnCondition(this, 'InUsEast1', { expression: Fn.conditionEquals(Aws.REGION, 'us-east-1') });
    const visibility = (metricName: string) => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName: `herway-${props.stage}-${metricName}`,
    });

    const rateRule: CfnWebACL.RuleProperty = {
      name: 'rate-per-address-and-path',
      priority: 0,
      action: {
        block: { customResponse: { responseCode: 429, customResponseBodyKey: 'rate-limited', responseHeaders: [{ name: 'Retry-After', value: '300' }] } },
      },
      statement: {
        rateBasedStatement: {
          limit: API_PATH_RATE_LIMIT,
          evaluationWindowSec: 300,
          aggregateKeyType: 'CUSTOM_KEYS',
          customKeys: [{ ip: {} }, { uriPath: { textTransformations: [{ priority: 0, type: 'LOWERCASE' }] } }],
          scopeDownStatement: {
            andStatement: {
              statements: [startsWith(RATE_LIMITED_PREFIX), { notStatement: { statement: startsWith(RATE_EXEMPT_PREFIX) } }],
            },
          },
        },
      },
      visibilityConfig: visibility('rate-per-address-and-path'),
    };

    this.acl = new CfnWebACL(this, 'Acl', {
      name: `herway-${props.stage}`,
      description: `HerWay ${props.stage}: a rate limit per client address and API path`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      customResponseBodies: { 'rate-limited': { contentType: 'APPLICATION_JSON', content: RATE_LIMITED_BODY } },
      rules: [rateRule],
      visibilityConfig: visibility('acl'),
    });
    this.acl.cfnOptions.condition = this.inUsEast1;
  }

  /** The web ACL's ARN for the distribution, or nothing outside us-east-1. */
  get aclArnIfDeployed(): string {
    return Fn.conditionIf(this.inUsEast1.logicalId, this.acl.attrArn, Aws.NO_VALUE).toString();
  }
}

function startsWith(path: string): CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: 'STARTS_WITH',
      searchString: path,
      textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
    },
  };
}
