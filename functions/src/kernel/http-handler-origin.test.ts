import { describe, expect, it, vi } from 'vitest';
import { httpEvent, lambdaContext, sameSiteJson } from '../testing/http-event';
import { httpHandler } from './http-handler';
import { tableRoute } from '../testing/routes';

// As in AWS: CloudFront sends the origin-verify secret and the viewer's address (config() reads
// the environment once, so it is set before anything runs).
const SECRET = vi.hoisted(() => {
  const secret = 'origin-verify-secret-for-this-test-0123456789';
  process.env.ORIGIN_VERIFY_SECRET = secret;
  process.env.SITE_ORIGIN = 'http://localhost:3000';
  return secret;
});

vi.mock('./auth/token-verifier', () => ({ verifyAccessToken: async () => undefined }));

const echo = httpHandler(tableRoute('contact/submit-contact'), {}, async ({ clientIp }) => ({ clientIp }));
const throughSite = { ...sameSiteJson, 'x-herway-origin-verify': SECRET, 'x-herway-viewer-ip': '203.0.113.9' };

describe('httpHandler behind CloudFront', () => {
  it("hands the handler the viewer's address CloudFront wrote, not the edge's", async () => {
    const result = await echo(httpEvent('POST', '/api/contact', { headers: throughSite, body: '{}' }), lambdaContext);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body ?? '')).toEqual({ clientIp: '203.0.113.9' });
  });

  it("refuses a request sent to the HTTP API's own endpoint (no or a wrong origin-verify secret) before anything runs", async () => {
    for (const headers of [sameSiteJson, { ...throughSite, 'x-herway-origin-verify': 'guessed' }]) {
      const result = await echo(httpEvent('POST', '/api/contact', { headers, body: '{}' }), lambdaContext);
      expect(result.statusCode).toBe(403);
      expect(JSON.parse(result.body ?? '')).toEqual({ message: 'Requests must come through the site' });
    }
  });
});
