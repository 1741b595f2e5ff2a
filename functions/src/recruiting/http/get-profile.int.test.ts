import { profileReplySchema } from '@herway/shared/contracts/recruiting';
import { describe, expect, inject, it, vi } from 'vitest';
import { dynamoClient } from '../../kernel/aws-clients';
import { createTestAccount } from '../../testing/accounts';
import { pageRequests, sessionChecks } from '../../testing/dynamo-requests';
import { httpEvent, lambdaContext } from '../../testing/http-event';
import { fullProfile, recruitingCall } from '../../testing/recruiting';
import { handler as getProfile } from './get-profile';

// Her profile starting empty and answering what she saved is in save-profile.int.test.ts (a GET/PUT flow).

const siteUrl = inject('siteUrl');

const call = (method: string, path: string, cookie?: string, body?: unknown) => recruitingCall(siteUrl, method, path, cookie, body);

describe('GET /api/profile', () => {
  it('is ONE DynamoDB request', async () => {
    const athlete = await createTestAccount();
    await call('PUT', '/api/profile', athlete.cookie, fullProfile);
    await call('POST', '/api/profile/share', athlete.cookie);
    const send = vi.spyOn(dynamoClient(), 'send');
    try {
      const result = await getProfile(httpEvent('GET', '/api/profile', { cookies: [athlete.cookie] }), lambdaContext);
      expect(result.statusCode).toBe(200);
      expect(profileReplySchema.parse(JSON.parse(result.body ?? '')).sharing.sharePath).toMatch(/^\/p\/[\w-]{43}$/);
      expect(pageRequests(send)).toHaveLength(1);
      expect(sessionChecks(send)).toHaveLength(1);
    } finally {
      send.mockRestore();
    }
  });
});
