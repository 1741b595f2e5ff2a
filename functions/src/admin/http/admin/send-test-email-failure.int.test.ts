import { describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../../testing/accounts';
import { httpEvent, lambdaContext } from '../../../testing/http-event';

// The e-mail service is down for this file: its endpoint points at a closed port. Modules are
// isolated per test file, so the handler below builds its SES client with this endpoint.
process.env.SES_ENDPOINT = 'http://127.0.0.1:9';

describe('POST /api/test-email when SES fails', () => {
  it('answers 502 with a clear message', async () => {
    const { handler } = await import('./send-test-email');
    const admin = await createTestAccount({ group: 'admin' });
    const siteUrl = inject('siteUrl');
    const event = httpEvent('POST', '/api/test-email', {
      headers: { origin: siteUrl, 'content-type': 'application/json' },
      cookies: [admin.cookie],
      body: '{}',
    });
    const result = await handler(event, lambdaContext);
    expect(result.statusCode).toBe(502);
    expect(JSON.parse(result.body ?? '')).toEqual({ message: 'Failed to send test email' });
  });
});
