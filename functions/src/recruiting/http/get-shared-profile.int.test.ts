import { describe, expect, inject, it } from 'vitest';
import { recruitingCall } from '../../testing/recruiting';

// Her page opening once shared, without contact until a guardian agreed, and gone once revoked is
// in share-profile.int.test.ts (a flow across save, share, this handler and revoke).

const siteUrl = inject('siteUrl');

describe('GET /api/shared-profiles/{token}', () => {
  it('a token never given out is a 404, a malformed one a 400 with a sentence', async () => {
    expect((await recruitingCall(siteUrl, 'GET', `/api/shared-profiles/${'a'.repeat(43)}`)).status).toBe(404);
    const malformed = await recruitingCall(siteUrl, 'GET', '/api/shared-profiles/abc');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).toContain('This link is not complete');
  });
});
