import { describe, expect, it } from 'vitest';
import { PAYMENT_PATH_CONCURRENCY, certificateRegion, senderDomain, stageConfig } from './stages';

const from = (context: Record<string, unknown>) => stageConfig((key) => context[key]);
const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abc';

describe('stageConfig', () => {
  it('is dev when no stage is named: no custom domain, SES sandbox, nothing retained', () => {
    expect(from({})).toMatchObject({
      stage: 'dev',
      stackPrefix: 'HerWay-Dev',
      siteDomain: undefined,
      mailFrom: 'hello@dev.herway.com',
      sesSandbox: true,
      retainData: false,
      secretNames: { stripe: 'herway/dev/stripe', calendly: 'herway/dev/calendly' },
    });
  });

  it('serves prod on its domain, which needs the certificate from context', () => {
    expect(() => from({ stage: 'prod' })).toThrow(/certificateArn/);
    expect(from({ stage: 'prod', certificateArn })).toMatchObject({
      stage: 'prod',
      stackPrefix: 'HerWay-Prod',
      siteDomain: 'herway.com',
      certificateArn,
      mailFrom: 'hello@herway.com',
      sesSandbox: false,
      cognitoEmailViaSes: true,
      retainData: true,
    });
  });

  it('reserves concurrency for the payment path on prod only, unless told not to (a new account with a low quota)', () => {
    expect(from({ stage: 'prod', certificateArn }).reservedConcurrency).toEqual({ webhooks: 20, consumers: 10 });
    expect(from({ stage: 'prod', certificateArn, reserveConcurrency: 'false' }).reservedConcurrency).toBeUndefined();
    expect(from({}).reservedConcurrency).toBeUndefined();
    expect(from({ reserveConcurrency: 'true' }).reservedConcurrency).toBe(PAYMENT_PATH_CONCURRENCY);
    expect(() => from({ reserveConcurrency: 'yes' })).toThrow(/reserveConcurrency must be true or false/);
  });

  it('gives prod a web ACL and alarms; dev neither (their fixed cost buys nothing there) until asked or given an alarm inbox', () => {
    const pick = ({ webFirewall, alarms }: { webFirewall: boolean; alarms: boolean }) => ({ webFirewall, alarms });
    expect(pick(from({ stage: 'prod', certificateArn }))).toEqual({ webFirewall: true, alarms: true });
    expect(pick(from({}))).toEqual({ webFirewall: false, alarms: false });
    expect(pick(from({ alarmEmail: 'dev-ops@herway.com' }))).toEqual({ webFirewall: false, alarms: true });
    expect(pick(from({ webFirewall: 'true', alarms: 'true' }))).toEqual({ webFirewall: true, alarms: true });
  });

  it('takes the account-specific values and overrides from context', () => {
    const config = from({
      stage: 'prod',
      certificateArn,
      hostedZoneId: 'Z123',
      alarmEmail: 'ops@herway.com',
      cognitoEmailViaSes: 'false',
      secretsRevision: '3',
    });
    expect(config).toMatchObject({
      hostedZone: { id: 'Z123', name: 'herway.com' },
      alarmEmail: 'ops@herway.com',
      cognitoEmailViaSes: false,
      secretsRevision: '3',
    });
  });

  it('gives a stage with a domain an API origin domain of its own, with the site certificate unless told another (regional) one', () => {
    expect(from({ stage: 'prod', certificateArn }).apiOrigin).toEqual({ domain: 'api-origin.herway.com', certificateArn });
    const regional = 'arn:aws:acm:eu-west-1:123456789012:certificate/def';
    expect(from({ stage: 'prod', certificateArn, apiCertificateArn: regional }).apiOrigin).toEqual({
      domain: 'api-origin.herway.com',
      certificateArn: regional,
    });
    expect(from({ siteDomain: 'dev.herway.com', certificateArn }).apiOrigin?.domain).toBe('api-origin.dev.herway.com');
    expect(from({}).apiOrigin).toBeUndefined();
    expect(() => from({ stage: 'prod', certificateArn, apiCertificateArn: 'api-cert' })).toThrow(/not the ARN of an ACM certificate/);
    expect(certificateRegion(certificateArn)).toBe('us-east-1');
  });

  it("budgets prod's month at the launch cost goal, dev not at all unless told", () => {
    expect(from({ stage: 'prod', certificateArn }).monthlyBudgetUsd).toBe(10);
    expect(from({ stage: 'prod', certificateArn, monthlyBudget: '25' }).monthlyBudgetUsd).toBe(25);
    expect(from({ stage: 'prod', certificateArn, monthlyBudget: '0' }).monthlyBudgetUsd).toBeUndefined();
    expect(from({}).monthlyBudgetUsd).toBeUndefined();
    expect(from({ monthlyBudget: '5' }).monthlyBudgetUsd).toBe(5);
    expect(() => from({ monthlyBudget: 'ten' })).toThrow(/amount of dollars/);
  });

  it('refuses an unknown stage and a flag that is not true or false', () => {
    expect(() => from({ stage: 'staging' })).toThrow(/Unknown stage 'staging'/);
    expect(() => from({ sesSandbox: 'yes' })).toThrow(/true or false/);
  });
});

describe('senderDomain', () => {
  it('is the domain of the sender address', () => {
    expect(senderDomain({ mailFrom: 'hello@herway.com' })).toBe('herway.com');
    expect(() => senderDomain({ mailFrom: 'nobody' })).toThrow(/not an e-mail address/);
  });
});
