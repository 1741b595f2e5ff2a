import { Aws, CfnCondition, Fn } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/**
 * The site's WAF web ACL (CloudFront scope): AWS's lists of bad inputs and bad IP addresses, and
 * rate-based rules per client address, so a flood of guesses or card tests is stopped at the edge
 * before any Lambda runs. The application's own limits (functions/src/services/abuse-limits.ts)
 * catch the slow, targeted kind behind it.
 *
 * A CloudFront web ACL can only be created in us-east-1. Deployed there, the ACL exists and the
 * distribution uses it; in any other region the condition leaves both out (the in-app limits
 * still hold) rather than failing the deploy.
 */

export interface RateRule {
  readonly name: string;
  /** Requests per client address in any 5 minutes. */
  readonly limit: number;
  /** Path prefixes it counts (the site's /api paths). */
  readonly paths: readonly string[];
}

/** Per client address and 5 minutes: generous for a family, tight for a script. */
export const RATE_RULES: readonly RateRule[] = [
  { name: 'sign-in-and-accounts', limit: 100, paths: ['/api/auth/', '/api/admin/login'] },
  { name: 'contact-form', limit: 20, paths: ['/api/contact'] },
  { name: 'discount-guesses', limit: 50, paths: ['/api/validate-discount'] },
  { name: 'payments', limit: 60, paths: ['/api/create-payment-intent', '/api/purchase-', '/api/payment-success', '/api/demo/'] },
  // The whole API: one client cannot starve everyone of the stage-wide API throttle.
  { name: 'api', limit: 1500, paths: ['/api/'] },
];

/** What a client over a rate rule receives: the API's own JSON shape and a Retry-After. */
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

    const managed = (priority: number, name: string): CfnWebACL.RuleProperty => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
      visibilityConfig: visibility(name),
    });
    const rateRule = (rule: RateRule, priority: number): CfnWebACL.RuleProperty => ({
      name: `rate-${rule.name}`,
      priority,
      action: {
        block: { customResponse: { responseCode: 429, customResponseBodyKey: 'rate-limited', responseHeaders: [{ name: 'Retry-After', value: '300' }] } },
      },
      statement: {
        rateBasedStatement: {
          limit: rule.limit,
          evaluationWindowSec: 300,
          aggregateKeyType: 'IP',
          scopeDownStatement: pathsStatement(rule.paths),
        },
      },
      visibilityConfig: visibility(`rate-${rule.name}`),
    });

    this.acl = new CfnWebACL(this, 'Acl', {
      name: `herway-${props.stage}`,
      description: `HerWay ${props.stage}: managed protections and rate limits per client address`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      customResponseBodies: { 'rate-limited': { contentType: 'APPLICATION_JSON', content: RATE_LIMITED_BODY } },
      rules: [
        managed(0, 'AWSManagedRulesAmazonIpReputationList'),
        managed(1, 'AWSManagedRulesKnownBadInputsRuleSet'),
        ...RATE_RULES.map((rule, index) => rateRule(rule, 10 + index)),
      ],
      visibilityConfig: visibility('acl'),
    });
    this.acl.cfnOptions.condition = this.inUsEast1;
  }

  /** The web ACL's ARN for the distribution, or nothing outside us-east-1. */
  get aclArnIfDeployed(): string {
    return Fn.conditionIf(this.inUsEast1.logicalId, this.acl.attrArn, Aws.NO_VALUE).toString();
  }
}

function pathsStatement(paths: readonly string[]): CfnWebACL.StatementProperty {
  const startsWith = (path: string): CfnWebACL.StatementProperty => ({
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: 'STARTS_WITH',
      searchString: path,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  });
  const [only] = paths;
  return paths.length === 1 && only ? startsWith(only) : { orStatement: { statements: paths.map(startsWith) } };
}
