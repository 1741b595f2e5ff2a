import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEPLOYED_RESOURCES } from '../testing/deployed-environment';
import { checkConfigAtStart, cookiesAreSecure, parseConfig, siteOrigins, usesRealCalendly } from './config';

describe('config', () => {
  it('refuses an invalid environment with the variable named', () => {
    expect(() => parseConfig({ SUPPORT_EMAIL: 'not-an-address' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => parseConfig({ STAGE: 'staging' })).toThrow(/STAGE/);
  });

  it('reads several site origins and marks cookies Secure off localhost only', () => {
    const local = parseConfig({ SITE_ORIGIN: 'http://localhost:3000/, http://localhost:5173' });
    expect(siteOrigins(local)).toEqual(['http://localhost:3000', 'http://localhost:5173']);
    expect(cookiesAreSecure(local)).toBe(false);
    expect(cookiesAreSecure(parseConfig({ SITE_ORIGIN: 'https://herway.co' }))).toBe(true);
  });

  it('books through the real Calendly everywhere but a local stack without keys', () => {
    expect(usesRealCalendly(parseConfig({ STAGE: 'local' }))).toBe(false);
    expect(usesRealCalendly(parseConfig({ STAGE: 'local', CALENDLY_WEBHOOK_SIGNING_KEY: 'local-key' }))).toBe(false);
    expect(usesRealCalendly(parseConfig({ STAGE: 'local', CALENDLY_API_KEY: 'real-key' }))).toBe(true);
    expect(usesRealCalendly(parseConfig({ STAGE: 'prod', ...DEPLOYED_RESOURCES }))).toBe(true);
  });

  it('raises the per-network abuse limits only on a local or test stack', () => {
    expect(parseConfig({ STAGE: 'local', NETWORK_LIMIT_FACTOR: '10' }).NETWORK_LIMIT_FACTOR).toBe(10);
    expect(parseConfig({ STAGE: 'prod', ...DEPLOYED_RESOURCES }).NETWORK_LIMIT_FACTOR).toBe(1);
    expect(() => parseConfig({ STAGE: 'prod', ...DEPLOYED_RESOURCES, NETWORK_LIMIT_FACTOR: '10' })).toThrow(/NETWORK_LIMIT_FACTOR/);
    expect(() => parseConfig({ STAGE: 'dev', ...DEPLOYED_RESOURCES, NETWORK_LIMIT_FACTOR: '2' })).toThrow(/NETWORK_LIMIT_FACTOR/);
  });

  describe('fails closed once deployed', () => {
    afterEach(() => vi.restoreAllMocks());
    const inLambda = { AWS_LAMBDA_FUNCTION_NAME: 'HerWay-Prod-App-GetDashboard' };

    it('refuses a deployed function without its stage, table or bucket instead of falling back to the local names', () => {
      expect(() => parseConfig(inLambda)).toThrow(/STAGE: not set; TABLE_NAME: not set; CONTENT_BUCKET: not set/);
      expect(() => parseConfig({ ...inLambda, STAGE: 'prod', TABLE_NAME: 'herway-prod' })).toThrow(/^Invalid environment: CONTENT_BUCKET: not set$/);
      expect(() => parseConfig({ STAGE: 'dev', CONTENT_BUCKET: 'herway-dev' })).toThrow(/TABLE_NAME: not set/);
      expect(() => parseConfig({ ...inLambda, ...DEPLOYED_RESOURCES, STAGE: 'local' })).toThrow(/STAGE: 'local' is for this machine only/);
      expect(parseConfig({ ...inLambda, ...DEPLOYED_RESOURCES, STAGE: 'prod' })).toMatchObject({ STAGE: 'prod', TABLE_NAME: 'herway-prod-table' });
    });

    it('keeps the local defaults on this machine and in tests', () => {
      expect(parseConfig({})).toMatchObject({ STAGE: 'local', TABLE_NAME: 'herway', CONTENT_BUCKET: 'herway-content' });
      expect(parseConfig({ STAGE: 'test' }).TABLE_NAME).toBe('herway');
    });

    it('stops a misconfigured function at start with one clear log line', () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(() => checkConfigAtStart({ ...inLambda, STAGE: 'prod' })).toThrow(/TABLE_NAME: not set/);
      expect(logged).toHaveBeenCalledTimes(1);
      expect(JSON.parse(String(logged.mock.calls[0]?.[0]))).toEqual({
        level: 'CRITICAL',
        service: 'herway',
        message: 'HerWay cannot start HerWay-Prod-App-GetDashboard: Invalid environment: TABLE_NAME: not set; CONTENT_BUCKET: not set',
      });
      logged.mockClear();
      expect(() => checkConfigAtStart({ STAGE: 'prod' })).not.toThrow();
      expect(() => checkConfigAtStart({ ...inLambda, ...DEPLOYED_RESOURCES, STAGE: 'prod' })).not.toThrow();
      expect(logged).not.toHaveBeenCalled();
    });
  });
});
