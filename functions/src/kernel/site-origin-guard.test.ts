import { describe, expect, it } from 'vitest';
import { httpEvent } from '../testing/http-event';
import { cameThroughSite, clientIpOf } from './site-origin-guard';

const SECRET = 'a-long-origin-verify-secret-0123456789';

describe('cameThroughSite', () => {
  it('lets every request through when no secret is configured (the local stack)', () => {
    expect(cameThroughSite({}, undefined)).toBe(true);
  });

  it('needs the exact secret in x-herway-origin-verify', () => {
    expect(cameThroughSite({ 'x-herway-origin-verify': SECRET }, SECRET)).toBe(true);
    expect(cameThroughSite({}, SECRET)).toBe(false);
    expect(cameThroughSite({ 'x-herway-origin-verify': `${SECRET}x` }, SECRET)).toBe(false);
    expect(cameThroughSite({ 'x-herway-origin-verify': '' }, SECRET)).toBe(false);
  });
});

describe('clientIpOf', () => {
  const event = (headers: Record<string, string>) => {
    const base = httpEvent('POST', '/api/contact', { headers });
    return { ...base, requestContext: { ...base.requestContext, http: { ...base.requestContext.http, sourceIp: '130.176.1.1' } } };
  };

  it('takes the viewer address CloudFront wrote when CloudFront is in front', () => {
    expect(clientIpOf(event({ 'x-herway-viewer-ip': '203.0.113.9' }), SECRET)).toBe('203.0.113.9');
    expect(clientIpOf(event({ 'x-herway-viewer-ip': '2001:db8::1' }), SECRET)).toBe('2001:db8::1');
  });

  it("falls back to API Gateway's source address when the header is missing or not an address", () => {
    expect(clientIpOf(event({}), SECRET)).toBe('130.176.1.1');
    expect(clientIpOf(event({ 'x-herway-viewer-ip': 'not-an-ip' }), SECRET)).toBe('130.176.1.1');
  });

  it('ignores the header without CloudFront in front: anyone could send it', () => {
    expect(clientIpOf(event({ 'x-herway-viewer-ip': '203.0.113.9' }), undefined)).toBe('130.176.1.1');
  });
});
