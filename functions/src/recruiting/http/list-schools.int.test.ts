import { schoolListReplySchema } from '@herway/shared/contracts/recruiting';
import { describe, expect, inject, it, vi } from 'vitest';
import { dynamoClient } from '../../kernel/aws-clients';
import { createTestAccount } from '../../testing/accounts';
import { addSchool } from '../../testing/recruiting';
import { pageRequests, sessionChecks } from '../../testing/dynamo-requests';
import { httpEvent, lambdaContext } from '../../testing/http-event';
import { handler as listSchools } from './list-schools';

const siteUrl = inject('siteUrl');

const add = (cookie: string, body: Record<string, unknown>) => addSchool(siteUrl, cookie, body);

describe('GET /api/schools', () => {
  it('is ONE DynamoDB request for the list', async () => {
    const athlete = await createTestAccount();
    for (const name of ['A', 'B', 'C']) await add(athlete.cookie, { name });
    const send = vi.spyOn(dynamoClient(), 'send');
    try {
      const result = await listSchools(httpEvent('GET', '/api/schools', { cookies: [athlete.cookie] }), lambdaContext);
      expect(result.statusCode).toBe(200);
      expect(schoolListReplySchema.parse(JSON.parse(result.body ?? '')).schools).toHaveLength(3);
      expect(pageRequests(send)).toHaveLength(1);
      expect(sessionChecks(send)).toHaveLength(1);
    } finally {
      send.mockRestore();
    }
  });
});
