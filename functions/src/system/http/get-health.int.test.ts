import { describe, expect, inject, it } from 'vitest';

const siteUrl = inject('siteUrl');

describe('GET /api/health', () => {
  it('reports every service up', async () => {
    const response = await fetch(`${siteUrl}/api/health`);
    // Status and body together: a failure names the service that was down.
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 200,
      body: { status: 'ok', stage: 'local', services: { database: 'up', storage: 'up', identity: 'up', email: 'up', events: 'up' } },
    });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
