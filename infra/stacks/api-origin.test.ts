import { Match } from 'aws-cdk-lib/assertions';
import { ORIGIN_VERIFY_HEADER } from '@herway/shared/origin-headers';
import { describe, expect, it, vi } from 'vitest';
import { API_PATH_PATTERN } from '../constructs/website';
import { logicalId, synthHerWay } from '../testing/synth-herway';
import type { Resources, SynthesizedHerWay } from '../testing/synth-herway';

// Synthesizing, validating and bundling the app takes seconds, more on a busy 2-core CI machine:
// a generous limit guards against a hang without failing a slow but healthy run.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abc';
const prod = synthHerWay({ stage: 'prod', certificateArn, hostedZoneId: 'Z0123456789' });
const dev = synthHerWay({ stage: 'dev' });

const resourcesOf = ({ site }: SynthesizedHerWay) => site.toJSON().Resources as Resources;
const ofType = (synthesized: SynthesizedHerWay, type: string) => Object.entries(resourcesOf(synthesized)).filter(([, resource]) => resource.Type === type);

/** The template's rules but the CDK's own bootstrap version check. */
const ownRules = ({ site }: SynthesizedHerWay) =>
  Object.entries((site.toJSON().Rules ?? {}) as Record<string, { Assertions: { Assert: unknown; AssertDescription: string }[] }>)
    .filter(([id]) => id !== 'CheckBootstrapVersion')
    .map(([, rule]) => rule);

/** The origin CloudFront sends `/api/*` to. */
function apiOrigin(synthesized: SynthesizedHerWay): Record<string, unknown> | undefined {
  const distribution = resourcesOf(synthesized)[logicalId(synthesized.stacks.app.website.distribution)];
  const config = distribution?.Properties?.DistributionConfig as { CacheBehaviors: Record<string, unknown>[]; Origins: Record<string, unknown>[] };
  const behavior = config.CacheBehaviors.find((candidate) => candidate.PathPattern === API_PATH_PATTERN);
  return config.Origins.find((origin) => origin.Id === behavior?.TargetOriginId);
}

describe('the API of a stage with a domain (prod)', () => {
  it('answers only on its own domain: the execute-api endpoint is off, so nothing reaches it around CloudFront and its WAF', () => {
    prod.site.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
    const [[domainId, domain] = []] = ofType(prod, 'AWS::ApiGatewayV2::DomainName');
    expect(domain?.Properties).toEqual({
      DomainName: 'api-origin.herway.com',
      DomainNameConfigurations: [{ CertificateArn: certificateArn, EndpointType: 'REGIONAL', SecurityPolicy: 'TLS_1_2' }],
    });
    const mappings = ofType(prod, 'AWS::ApiGatewayV2::ApiMapping').map(([, mapping]) => mapping);
    expect(mappings).toEqual([
      expect.objectContaining({
        Properties: { ApiId: { Ref: logicalId(prod.stacks.app.api.api) }, DomainName: { Ref: domainId }, Stage: '$default' },
        DependsOn: expect.arrayContaining([logicalId(prod.stacks.app.api.stage)]),
      }),
    ]);
  });

  it("is CloudFront's /api/* origin on that domain, still sent the origin-verify secret", () => {
    expect(apiOrigin(prod)).toMatchObject({
      DomainName: { Ref: logicalId(prod.stacks.app.api.originDomain!) },
      CustomOriginConfig: { OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] },
      OriginCustomHeaders: [{ HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: expect.anything() }],
    });
    expect(prod.stacks.app.resolve(prod.stacks.app.api.domainName)).toEqual({ Ref: logicalId(prod.stacks.app.api.originDomain!) });
  });

  it('points api-origin.herway.com at the regional domain in the hosted zone', () => {
    const domainId = logicalId(prod.stacks.app.api.originDomain!);
    prod.site.hasResourceProperties('AWS::Route53::RecordSet', {
      Name: 'api-origin.herway.com.',
      Type: 'A',
      HostedZoneId: 'Z0123456789',
      AliasTarget: {
        DNSName: { 'Fn::GetAtt': [domainId, 'RegionalDomainName'] },
        HostedZoneId: { 'Fn::GetAtt': [domainId, 'RegionalHostedZoneId'] },
      },
    });
    expect(prod.site.toJSON().Outputs.ApiOriginDnsRecord).toBeUndefined();
  });

  it("stops a deploy outside the certificate's region before any change, saying what to pass", () => {
    const rules = ownRules(prod);
    expect(rules).toHaveLength(1);
    expect(rules[0]?.Assertions).toEqual([
      { Assert: { 'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'] }, AssertDescription: expect.stringContaining('-c apiCertificateArn=') },
    ]);
  });
});

describe('the API of a stage with a domain but no hosted zone, in another region', () => {
  const regional = 'arn:aws:acm:eu-west-1:123456789012:certificate/def';
  const elsewhere = synthHerWay({ stage: 'prod', certificateArn, apiCertificateArn: regional });

  it("uses the regional certificate, and names the records to add at the domain's DNS host", () => {
    elsewhere.site.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainNameConfigurations: [Match.objectLike({ CertificateArn: regional })],
    });
    elsewhere.site.resourceCountIs('AWS::Route53::RecordSet', 0);
    const domainId = logicalId(elsewhere.stacks.app.api.originDomain!);
    expect(elsewhere.site.toJSON().Outputs.ApiOriginDnsRecord).toMatchObject({
      Value: { 'Fn::Join': ['', ['api-origin.herway.com CNAME ', { 'Fn::GetAtt': [domainId, 'RegionalDomainName'] }]] },
    });
    expect(elsewhere.site.toJSON().Outputs.DistributionDomainName).toMatchObject({
      Value: { 'Fn::GetAtt': [logicalId(elsewhere.stacks.app.website.distribution), 'DomainName'] },
    });
    expect(ownRules(elsewhere)[0]?.Assertions[0]?.Assert).toEqual({ 'Fn::Equals': [{ Ref: 'AWS::Region' }, 'eu-west-1'] });
  });
});

describe('the API of a stage without a domain (dev)', () => {
  it('keeps its execute-api endpoint as the origin: no custom domain, nothing turned off', () => {
    dev.site.resourceCountIs('AWS::ApiGatewayV2::DomainName', 0);
    dev.site.resourceCountIs('AWS::ApiGatewayV2::ApiMapping', 0);
    const [[, api] = []] = ofType(dev, 'AWS::ApiGatewayV2::Api');
    expect(api?.Properties?.DisableExecuteApiEndpoint).not.toBe(true);
    expect(JSON.stringify(apiOrigin(dev)?.DomainName)).toContain('.execute-api.');
    expect(ownRules(dev)).toEqual([]);
  });
});
