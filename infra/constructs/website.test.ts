import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { pageSecurityHeaders } from '@herway/shared/security-headers';
import { describe, expect, it, vi } from 'vitest';
import { HSTS_MAX_AGE, securityHeadersOf } from './security-headers-policy';
import { UNCACHED_ERROR_CODES, Website } from './website';

// Synthesizing, validating and bundling the app takes seconds, more on a busy 2-core CI machine:
// a generous limit guards against a hang without failing a slow but healthy run.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

describe('securityHeadersOf', () => {
  it('sends every page header of security-headers.ts, plus HSTS', () => {
    const headers = pageSecurityHeaders({ contentOrigin: 'https://s3.us-east-1.amazonaws.com' });
    const policy = securityHeadersOf(headers);
    expect(policy.securityHeadersBehavior).toMatchObject({
      strictTransportSecurity: { accessControlMaxAge: HSTS_MAX_AGE, includeSubdomains: true, override: true },
      contentSecurityPolicy: { contentSecurityPolicy: headers['Content-Security-Policy'], override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: 'DENY', override: true },
      referrerPolicy: { referrerPolicy: headers['Referrer-Policy'], override: true },
    });
    expect(policy.customHeadersBehavior?.customHeaders).toEqual([{ header: 'Permissions-Policy', value: headers['Permissions-Policy'], override: true }]);
    expect(HSTS_MAX_AGE.toSeconds()).toBe(63_072_000);
  });

  it('refuses a header value CloudFront cannot send rather than dropping it', () => {
    expect(() => securityHeadersOf({ 'X-Frame-Options': 'ALLOW-FROM https://example.com' })).toThrow(/cannot be sent/);
    expect(() => securityHeadersOf({ 'Referrer-Policy': 'sometimes' })).toThrow(/cannot be sent/);
  });
});

/** A site with no built web app, its API routed to an execute-api host. */
function siteStack() {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new Stack(app, 'Site');
  const website = new Website(stack, 'Web', {
    stage: 'test',
    contentOrigin: 'https://s3.us-east-1.amazonaws.com',
    accessLogs: new Bucket(stack, 'Logs'),
    removalPolicy: RemovalPolicy.DESTROY,
    webDist: mkdtempSync(path.join(tmpdir(), 'herway-no-dist-')),
    supportEmail: 'support@herway.test',
    webFirewall: true,
  });
  website.routeApi('abc123.execute-api.us-east-1.amazonaws.com');
  return { stack, template: Template.fromStack(stack) };
}

describe('errors at the edge', () => {
  it("never caches an error, and replaces none with a page: one family's 403 or 500 from /api/* is never served to another", () => {
    const { template } = siteStack();
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    const responses = (distribution?.Properties as { DistributionConfig: { CustomErrorResponses: unknown[] } }).DistributionConfig.CustomErrorResponses;
    // Every 4xx and 5xx status CloudFront caches by default (10 s, even with no-store).
    expect(UNCACHED_ERROR_CODES).toEqual([400, 403, 404, 405, 414, 416, 500, 501, 502, 503, 504]);
    expect(responses).toEqual(UNCACHED_ERROR_CODES.map((code) => ({ ErrorCode: code, ErrorCachingMinTTL: 0 })));
  });
});

describe('Website without a built web app', () => {
  it('deploys no site files and says why, rather than failing the synth or deploying a placeholder', () => {
    const { stack, template } = siteStack();
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ CacheBehaviors: Match.arrayWith([Match.objectLike({ PathPattern: '/api/*' })]) }),
    });
    Annotations.fromStack(stack).hasWarning('/Site/Web', Match.stringLikeRegexp('npm run build:web'));
  });
});

describe("a coach's /p/ page at the edge", () => {
  it('is served like every page from the web bucket, with X-Robots-Tag so no search engine indexes it', () => {
    const { template } = siteStack();
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    const config = (
      distribution?.Properties as { DistributionConfig: { DefaultCacheBehavior: Record<string, unknown>; CacheBehaviors: Record<string, unknown>[] } }
    ).DistributionConfig;
    const coachPages = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/p/*');
    expect(coachPages).toMatchObject({
      TargetOriginId: config.DefaultCacheBehavior.TargetOriginId,
      FunctionAssociations: config.DefaultCacheBehavior.FunctionAssociations,
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    const policies = template.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const policyId = (coachPages?.ResponseHeadersPolicyId as { Ref: string }).Ref;
    const custom = (policies[policyId]?.Properties as { ResponseHeadersPolicyConfig: { CustomHeadersConfig: { Items: unknown[] } } })
      .ResponseHeadersPolicyConfig.CustomHeadersConfig.Items;
    expect(custom).toContainEqual({ Header: 'X-Robots-Tag', Value: 'noindex, nofollow', Override: true });
    // Every other page keeps the security headers without it.
    const defaultPolicy = policies[(config.DefaultCacheBehavior.ResponseHeadersPolicyId as { Ref: string }).Ref];
    expect(JSON.stringify(defaultPolicy)).not.toContain('X-Robots-Tag');
    expect(JSON.stringify(policies[policyId])).toContain('ContentSecurityPolicy');
  });
});
