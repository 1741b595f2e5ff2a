import { describe, expect, it } from 'vitest';
import { cookiesAreSecure, parseConfig, siteOrigins, usesRealCalendly } from './config';

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
    expect(usesRealCalendly(parseConfig({ STAGE: 'prod' }))).toBe(true);
  });

  it('raises the per-network abuse limits only on a local or test stack', () => {
    expect(parseConfig({ STAGE: 'local', NETWORK_LIMIT_FACTOR: '10' }).NETWORK_LIMIT_FACTOR).toBe(10);
    expect(parseConfig({ STAGE: 'prod' }).NETWORK_LIMIT_FACTOR).toBe(1);
    expect(() => parseConfig({ STAGE: 'prod', NETWORK_LIMIT_FACTOR: '10' })).toThrow(/NETWORK_LIMIT_FACTOR/);
    expect(() => parseConfig({ STAGE: 'dev', NETWORK_LIMIT_FACTOR: '2' })).toThrow(/NETWORK_LIMIT_FACTOR/);
  });
});
